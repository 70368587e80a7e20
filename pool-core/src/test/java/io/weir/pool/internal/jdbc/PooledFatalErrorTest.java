package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Await;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingConsumer;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Through a real pool on the stub driver: what a driver error does to the physical connection. */
class PooledFatalErrorTest {
    private StubDatabase db;
    private WeirDataSource pool;

    @BeforeEach
    void startPool() {
        db = StubDatabase.create();
        WeirConfig config = Dialect.poolOfOne(db.url(), null, null);
        config.setAliveBypassWindow(600_000); // a borrow never validates, so a validation is the return's
        pool = new WeirDataSource(config);
    }

    @AfterEach
    void stopPool() {
        pool.close();
        db.close();
    }

    private static StubConnection physical(Connection c) throws SQLException {
        return c.unwrap(StubConnection.class);
    }

    /**
     * Borrows a connection, has the driver fail the statement {@code call} with {@code sqlState}, and gives the
     * connection back: the physical connection it was.
     */
    private StubConnection givenBackAfterItsStatementFailed(String sqlState, ThrowingConsumer<Statement> call) throws SQLException {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            db.statements().fail(sqlState);
            assertThrows(SQLException.class, () -> call.accept(s));
            db.statements().pass();
            return physical(c);
        }
    }

    /** The physical connection the pool lends next, given back at once. */
    private StubConnection lentNext() throws SQLException {
        try (Connection c = pool.getConnection()) {
            return physical(c);
        }
    }

    @Test
    void connectionWithAFatalErrorIsRetiredWhenItComesBack() throws SQLException {
        StubConnection first = givenBackAfterItsStatementFailed("08S01", s -> s.executeQuery("select 1"));
        assertNotSame(first, lentNext());
        Await.until("the pool closed the broken connection", 10_000, first::isEnded);
    }

    @Test
    void connectionWithAnOrdinaryErrorIsLentAgain() throws SQLException {
        StubConnection first = givenBackAfterItsStatementFailed("23505", s -> s.executeUpdate("insert"));
        assertSame(first, lentNext());
    }

    @Test
    void connectionWithATimeoutIsValidatedNotRetired() throws SQLException {
        StubConnection first;
        long validationsBefore;
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            first = physical(c);
            db.statements().fail(() -> new SQLTimeoutException("query timed out", "HYT00"));
            assertThrows(SQLTimeoutException.class, () -> s.executeQuery("select 1"));
            db.statements().pass();
            validationsBefore = db.isValidCalls();
        }
        assertSame(first, lentNext());
        assertTrue(db.isValidCalls() > validationsBefore, "the suspect connection was validated");
    }

    @Test
    void afterAFatalErrorAnIdleConnectionUsedMomentsAgoIsCheckedBeforeItIsLent() throws SQLException {
        WeirConfig config = Dialect.poolOfOne(db.url(), null, null);
        config.setMaximumPoolSize(2);
        config.setAliveBypassWindow(600_000); // without the fatal error, neither connection would be checked
        try (WeirDataSource two = new WeirDataSource(config)) {
            Connection inFlight = two.getConnection();
            StubConnection idle;
            try (Connection c = two.getConnection()) {
                idle = physical(c);
            }
            db.killAll(); // a server-side kill of every backend: the idle one is dead too
            assertThrows(SQLException.class, () -> inFlight.createStatement().executeQuery("select 1"));
            inFlight.close();

            try (Connection c = two.getConnection(); Statement s = c.createStatement()) {
                assertNotSame(idle, physical(c));
                s.executeQuery("select 1").close();
            }
        }
    }

    @Test
    void abortedConnectionIsRetired() throws SQLException {
        Connection c = pool.getConnection();
        StubConnection first = physical(c);
        c.abort(Runnable::run);
        assertTrue(first.wasAborted());
        assertNotSame(first, lentNext());
        assertEquals(1, pool.getPoolMXBean().getTotalConnections());
    }
}
