package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A resource adapter's facade is bound to one physical connection after another. A call on another
 * thread may still be making something on the old one when the lease goes back and the facade binds
 * the next: what it makes belongs to the binding that ended, so it must arrive closed, never live in
 * the next binding, where it would run on a connection the pool has lent to someone else.
 */
class RebindingTest {
    private final CountingDriver firstDriver = new CountingDriver();
    private final CountingDriver secondDriver = new CountingDriver();
    private Connection first;
    private Connection second;
    private ExecutorService otherThread;

    @BeforeEach
    void open() throws SQLException {
        String url = H2.newUrl();
        first = firstDriver.wrap(H2.connect(url));
        second = secondDriver.wrap(H2.connect(url));
        otherThread = Executors.newSingleThreadExecutor();
    }

    @AfterEach
    void close() throws SQLException {
        firstDriver.release();
        otherThread.shutdownNow();
        first.close();
        second.close();
    }

    @Test
    void statementMadeWhileItsLeaseWentBackArrivesClosed() throws Exception {
        LogicalConnection c = facadeOver(first, second);
        c.getAutoCommit(); // bound to the first connection

        PreparedStatement late = madeWhileTheLeaseGoesBack(c, "Connection.prepareStatement",
                () -> c.prepareStatement("select 1"));

        assertTrue(late.isClosed());
        assertThrows(SQLException.class, late::executeQuery);
        assertEquals(0, firstDriver.openDriverObjects(), "the driver statement on the first connection is closed");
    }

    @Test
    void statementOfTheNextBindingSurvivesTheEndOfTheLateOne() throws Exception {
        LogicalConnection c = facadeOver(first, second);
        c.getAutoCommit();
        madeWhileTheLeaseGoesBack(c, "Connection.prepareStatement", () -> c.prepareStatement("select 1"));

        PreparedStatement current = c.prepareStatement("select 2");

        assertFalse(current.isClosed());
        try (ResultSet rs = current.executeQuery()) {
            assertTrue(rs.next());
        }
        assertEquals(1, secondDriver.openDriverObjects(), "the statement, on the second connection");
    }

    @Test
    void metaDataMadeWhileItsLeaseWentBackIsDead() throws Exception {
        LogicalConnection c = facadeOver(first, second);
        c.getAutoCommit();

        DatabaseMetaData late = madeWhileTheLeaseGoesBack(c, "Connection.getMetaData", c::getMetaData);

        assertThrows(SQLException.class, late::getURL);
        DatabaseMetaData current = c.getMetaData();
        assertNotSame(late, current);
        assertTrue(current.getURL().startsWith("jdbc:h2:mem:"));
    }

    @Test
    void metaDataResultMadeWhileItsLeaseWentBackArrivesClosed() throws Exception {
        LogicalConnection c = facadeOver(first, second);
        DatabaseMetaData md = c.getMetaData(); // bound to the first connection

        ResultSet late = madeWhileTheLeaseGoesBack(c, "DatabaseMetaData.getTables",
                () -> md.getTables(null, null, "%", null));

        assertTrue(late.isClosed());
        assertThrows(SQLException.class, late::next);
        assertEquals(0, firstDriver.openDriverObjects(), "the driver result set on the first connection is closed");
    }

    @Test
    void bindThatLosesToAnotherThreadKeepsTheWinnersSession() throws Exception {
        RecordingLease winner = new RecordingLease(first);
        RecordingLease loser = new RecordingLease(second);
        CountDownLatch loserInBind = new CountDownLatch(1);
        CountDownLatch winnerBound = new CountDownLatch(1);
        Connection c = Facades.newConnection(new LeaseSequence(winner, loser) {
            @Override
            public ConnectionLease bind() throws SQLException {
                if (Thread.currentThread().getName().startsWith("loser")) {
                    loserInBind.countDown();
                    await(winnerBound);
                    return loser;
                }
                return winner;
            }
        }, null);
        Thread slow = new Thread(() -> {
            try {
                c.getAutoCommit();
            } catch (SQLException e) {
                throw new AssertionError(e);
            }
        }, "loser");
        slow.start();
        await(loserInBind);
        c.getAutoCommit(); // this thread binds the winner's lease meanwhile
        winnerBound.countDown();
        slow.join(5_000);

        c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        winner.session.reset(first);

        assertEquals(Connection.TRANSACTION_READ_COMMITTED, first.getTransactionIsolation(),
                "the change was recorded in the bound lease's session, so its reset undid it");
    }

    /**
     * Runs {@code call} on another thread and holds it in the first connection's driver at {@code method};
     * meanwhile unbinds {@code c} (its lease goes back) and binds it again (to the second connection),
     * then lets the call finish.
     */
    private <T> T madeWhileTheLeaseGoesBack(LogicalConnection c, String method, Callable<T> call) throws Exception {
        firstDriver.hold(method);
        Future<T> made = otherThread.submit(call);
        firstDriver.awaitHeld();
        c.unbind();
        c.getAutoCommit(); // binds the next lease
        firstDriver.release();
        return made.get(5, TimeUnit.SECONDS);
    }

    private static LogicalConnection facadeOver(Connection... physical) throws SQLException {
        RecordingLease[] leases = new RecordingLease[physical.length];
        for (int i = 0; i < physical.length; i++) leases[i] = new RecordingLease(physical[i]);
        return Facades.newLogical(new LeaseSequence(leases));
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(5, TimeUnit.SECONDS)) throw new AssertionError("timed out");
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** Lends its leases in turn, as a handle of the resource adapter meets one managed connection after another. */
    private static class LeaseSequence implements FacadeOwner {
        private final Queue<RecordingLease> next = new ArrayDeque<>();

        LeaseSequence(RecordingLease... leases) {
            next.addAll(List.of(leases));
        }

        @Override
        public synchronized ConnectionLease bind() throws SQLException {
            RecordingLease l = next.poll();
            if (l == null) throw new SQLException("no lease left to bind");
            return l;
        }

        @Override
        public void facadeClosed(Connection facade) {
        }

        @Override
        public void fatalError(Connection facade, SQLException error) {
        }
    }
}
