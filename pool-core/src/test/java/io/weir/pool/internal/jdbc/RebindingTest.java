package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.testsupport.FaultPoint;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
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
    private StubDatabase db;
    private StubConnection first;
    private StubConnection second;
    private ExecutorService otherThread;

    @BeforeEach
    void open() throws SQLException {
        db = StubDatabase.create();
        first = (StubConnection) db.dataSource().getConnection();
        second = (StubConnection) db.dataSource().getConnection();
        otherThread = Executors.newSingleThreadExecutor();
    }

    @AfterEach
    void close() {
        db.creates().pass();
        db.statements().pass();
        otherThread.shutdownNow();
        db.close();
    }

    @Test
    void statementMadeWhileItsLeaseWentBackArrivesClosed() throws Exception {
        Connection c = facadeOver(first, second);
        c.getAutoCommit(); // bound to the first connection

        PreparedStatement late = madeWhileTheLeaseGoesBack(c, db.creates(), () -> c.prepareStatement("select 1"));

        assertTrue(late.isClosed());
        assertThrows(SQLException.class, late::executeQuery);
        assertEquals(0, first.openStatements(), "the driver statement on the first connection is closed");
    }

    @Test
    void statementOfTheNextBindingSurvivesTheEndOfTheLateOne() throws Exception {
        Connection c = facadeOver(first, second);
        c.getAutoCommit();
        madeWhileTheLeaseGoesBack(c, db.creates(), () -> c.prepareStatement("select 1"));

        PreparedStatement current = c.prepareStatement("select 2");

        assertFalse(current.isClosed());
        try (ResultSet rs = current.executeQuery()) {
            assertTrue(rs.next());
        }
        assertEquals(1, second.openStatements());
    }

    @Test
    void metaDataMadeWhileItsLeaseWentBackIsDead() throws Exception {
        Connection c = facadeOver(first, second);
        c.getAutoCommit();

        DatabaseMetaData late = madeWhileTheLeaseGoesBack(c, db.creates(), c::getMetaData);

        assertThrows(SQLException.class, late::getURL);
        DatabaseMetaData current = c.getMetaData();
        assertNotSame(late, current);
        assertEquals(db.url(), current.getURL());
    }

    @Test
    void metaDataResultMadeWhileItsLeaseWentBackArrivesClosed() throws Exception {
        Connection c = facadeOver(first, second);
        DatabaseMetaData md = c.getMetaData(); // bound to the first connection

        ResultSet late = madeWhileTheLeaseGoesBack(c, db.statements(), () -> md.getTables(null, null, "%", null));

        assertTrue(late.isClosed());
        assertThrows(SQLException.class, late::next);
        assertEquals(0, first.openStatements(), "the metadata query's statement closed with its result set");
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

        c.setReadOnly(true);
        winner.session.reset(first);

        assertFalse(first.isReadOnly(), "the change was recorded in the bound lease's session, so its reset undid it");
    }

    /**
     * Runs {@code call} on another thread and holds it in the driver at {@code point}, meanwhile unbinds
     * {@code c} (its lease goes back) and binds it again (to the next lease), then lets the call finish.
     */
    private <T> T madeWhileTheLeaseGoesBack(Connection c, FaultPoint point, Callable<T> call) throws Exception {
        point.hang();
        Future<T> made = otherThread.submit(call);
        Eventually.until("the call reached the driver", 5_000, () -> point.hangsEntered() == 1);
        Facades.unbind(c);
        c.getAutoCommit(); // binds the next lease
        point.release();
        return made.get(5, TimeUnit.SECONDS);
    }

    private static Connection facadeOver(StubConnection... physical) throws SQLException {
        RecordingLease[] leases = new RecordingLease[physical.length];
        for (int i = 0; i < physical.length; i++) leases[i] = new RecordingLease(physical[i]);
        return Facades.newConnection(new LeaseSequence(leases), null);
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
            next.addAll(java.util.List.of(leases));
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
