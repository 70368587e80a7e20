package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.LogicalConnection;
import io.weir.testsupport.Await;
import io.weir.testsupport.FaultPoint;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A resource adapter's facade says whether a call that may wait on the database runs through it or
 * through what was made through it, whichever thread makes it: the adapter does not take a leaked
 * connection back under such a call.
 */
class CallInProgressTest {
    private final StubDatabase db = StubDatabase.create();

    @AfterEach
    void stop() {
        db.statements().pass();
        db.validation().pass();
        db.close();
    }

    private LogicalConnection facadeOverStub() throws SQLException {
        return Facades.newLogical(new RecordingLease(db.dataSource().getConnection()));
    }

    private static <T> CompletableFuture<T> onAnotherThread(Call<T> call) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return call.run();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private interface Call<T> {
        T run() throws SQLException;
    }

    /** Runs {@code call} on another thread while {@code point} hangs it: the facade reports it until it returns. */
    private static void assertCountsUntilItReturns(LogicalConnection facade, FaultPoint point, Call<?> call) throws Exception {
        assertFalse(facade.inCall(), "no call runs between calls");
        point.hang();
        CompletableFuture<?> running = onAnotherThread(call);
        Await.until("the call runs", 10_000, () -> point.hangsEntered() == 1);
        assertTrue(facade.inCall());

        point.release();
        running.get();
        assertFalse(facade.inCall());
    }

    @Test
    void statementExecutionCountsAsACallOnItsConnectionUntilItReturns() throws Exception {
        LogicalConnection facade = facadeOverStub();
        Statement statement = facade.createStatement();
        assertCountsUntilItReturns(facade, db.statements(), () -> statement.executeUpdate("UPDATE t SET x = 1"));
    }

    @Test
    void callOnTheConnectionItselfCountsUntilItReturns() throws Exception {
        LogicalConnection facade = facadeOverStub();
        facade.getAutoCommit(); // binds
        assertCountsUntilItReturns(facade, db.validation(), () -> facade.isValid(5));
    }

    @Test
    void failedCallNoLongerCounts() throws Exception {
        LogicalConnection facade = facadeOverStub();
        Statement statement = facade.createStatement();
        db.statements().fail("42000");

        assertThrows(SQLException.class, () -> statement.executeQuery("SELECT nothing"));
        assertFalse(facade.inCall());
    }
}
