package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.Await;
import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A handle the application never closes, with a server that does not close it either (WildFly's
 * cached connection manager with debug=false): after LeakDetectionThreshold the adapter takes the
 * physical connection back, unless a transaction or a JDBC call still needs it.
 */
class LeakedConnectionTest extends OnSimulatedServer {
    private static final long THRESHOLD_MS = 200;

    private final WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);

    LeakedConnectionTest() {
        factory.setLeakDetectionThreshold(String.valueOf(THRESHOLD_MS));
    }

    private WeirPoolMXBean pool() {
        return factory.getPoolMXBean();
    }

    /** Waits until every leaked connection is back in the pool. */
    private void assertTakenBack() {
        assertTrue(Await.holdsWithin(10_000, () -> pool().getActiveConnections() == 0), "the leaked connection never went back");
    }

    /** Deploys the factory, leaks one connection of it and waits until it is taken back. */
    private DataSource deployedAfterALeakTakenBack() throws Exception {
        DataSource ds = server.deploy(factory);
        leak(ds);
        assertTakenBack();
        return ds;
    }

    private static Connection leak(DataSource ds) throws SQLException {
        Connection forgotten = ds.getConnection();
        forgotten.setAutoCommit(false);
        forgotten.createStatement().executeUpdate("INSERT INTO t VALUES (1)");
        return forgotten;
    }

    @Test
    void leakedConnectionIsRolledBackAndTakenBackAfterTheThreshold() throws Exception {
        DataSource ds = server.deploy(factory);
        leak(ds);
        StubConnection physical = db.openConnectionList().get(0);

        assertTakenBack();
        assertEquals(1, physical.rollbacks());
        assertEquals(1, pool().getIdleConnections(), "the physical connection is pooled again, not closed");
    }

    @Test
    void eachLeakTakenBackIsCountedForTheOperator() throws Exception {
        deployedAfterALeakTakenBack();

        assertEquals(1, pool().getReclaimedLeaks());
        assertEquals(0, pool().getLostTransactions(), "an application's own transaction left open is a leak, not a lost transaction");
    }

    @Test
    void forgottenHandleThrowsConnectionClosedAndTheServerHearsOfIt() throws Exception {
        DataSource ds = server.deploy(factory);
        Connection forgotten = leak(ds);

        // the event follows the connection's return to Weir's pool, on the pool's thread
        assertTrue(Await.holdsWithin(10_000, () -> server.freeManagedConnections() == 1), "the server's pool never got its managed connection back");
        SQLException use = assertThrows(SQLException.class, forgotten::createStatement);
        assertEquals("08003", use.getSQLState());
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_CLOSED));
    }

    @Test
    void firstLeakIsLoggedOnceAndFromThenOnBorrowsRecordTheirStack() throws Exception {
        try (LogCapture log = LogCapture.weir()) {
            DataSource ds = deployedAfterALeakTakenBack();

            List<LogRecord> warnings = leakWarnings(log);
            assertEquals(1, warnings.size(), log.text());
            assertTrue(warnings.get(0).getMessage().contains("from now on each borrow records its stack"), log.text());
            assertNull(warnings.get(0).getThrown(), "no stack was recorded before the first leak");
        }
    }

    @Test
    void leaksAfterTheFirstAreLoggedWithTheBorrowingStack() throws Exception {
        try (LogCapture log = LogCapture.weir()) {
            DataSource ds = deployedAfterALeakTakenBack();
            leak(ds);
            assertTrue(Await.holdsWithin(10_000, () -> leakWarnings(log).size() == 2 && pool().getActiveConnections() == 0), log.text());

            LogRecord second = leakWarnings(log).get(1);
            assertTrue(Arrays.stream(second.getThrown().getStackTrace())
                            .anyMatch(f -> f.getClassName().equals(LeakedConnectionTest.class.getName()) && f.getMethodName().equals("leak")),
                    "the warning carries the borrowing stack");
        }
    }

    private static List<LogRecord> leakWarnings(LogCapture log) {
        return log.records().stream()
                .filter(r -> r.getLevel() == Level.WARNING && r.getMessage().contains("connection leak detection")).toList();
    }

    @Test
    void connectionInsideAContainerTransactionIsNeverTaken() throws Exception {
        DataSource ds = server.deploy(factory);
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        Connection inTransaction = ds.getConnection();
        inTransaction.createStatement().executeUpdate("INSERT INTO t VALUES (1)");

        Thread.sleep(THRESHOLD_MS * 5);

        assertEquals(1, pool().getActiveConnections());
        assertEquals(0, pool().getReclaimedLeaks());
        inTransaction.createStatement().close(); // still usable
        tx.commit();
        inTransaction.close();
    }

    @Test
    void connectionIsNotTakenWhileItsBorrowerIsInsideAJdbcCall() throws Exception {
        DataSource ds = server.deploy(factory);
        db.statements().hang();
        CompletableFuture<Connection> borrower = CompletableFuture.supplyAsync(() -> {
            try {
                Connection handle = ds.getConnection();
                handle.createStatement().executeUpdate("UPDATE t SET x = 1");
                return handle;
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            Thread.sleep(THRESHOLD_MS * 5);
            assertEquals(1, pool().getActiveConnections(), "taken back under a running call");
        } finally {
            db.statements().release();
        }
        Connection handle = borrower.get();
        handle.createStatement().close(); // the call ended normally, on a handle still open
        handle.close();
    }

    @Test
    void leakedConnectionIsTakenBackWhileItsBorrowerRunsACallOnAnotherConnection() throws Exception {
        DataSource ds = server.deploy(factory);
        CompletableFuture<Connection> leakedOnBorrower = new CompletableFuture<>();
        CompletableFuture<Void> borrower = CompletableFuture.runAsync(() -> {
            try {
                leakedOnBorrower.complete(leak(ds));
                Connection other = ds.getConnection();
                db.statements().hang();
                other.createStatement().executeUpdate("UPDATE t SET x = 1"); // the borrower stays inside this call
                other.close();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            Connection leaked = leakedOnBorrower.get();
            Await.until("the borrower is inside its call on the other connection", 10_000, () -> db.statements().hangsEntered() == 1);
            long since = System.nanoTime();

            Await.until("the leaked connection went back while its borrower was inside a call elsewhere", 10_000,
                    () -> pool().getActiveConnections() == 1);
            long tookMs = (System.nanoTime() - since) / 1_000_000;
            assertTrue(tookMs < 10 * THRESHOLD_MS, "taken back only after " + tookMs + " ms");
            assertEquals("08003", assertThrows(SQLException.class, leaked::createStatement).getSQLState());
            assertEquals(1, db.statements().hangsEntered(), "the borrower's own call still runs");
        } finally {
            db.statements().release();
        }
        borrower.get();
        assertEquals(0, pool().getActiveConnections());
    }

    @Test
    void callRunningOnTheLeakedConnectionIsNotCutWhicheverThreadMakesIt() throws Exception {
        DataSource ds = server.deploy(factory);
        Connection leaked = leak(ds); // bound on this thread, which makes no call from now on
        db.statements().hang();
        CompletableFuture<Integer> call = CompletableFuture.supplyAsync(() -> {
            try {
                return leaked.createStatement().executeUpdate("UPDATE t SET x = 1");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            Await.until("the call on the leaked connection runs", 10_000, () -> db.statements().hangsEntered() == 1);
            Thread.sleep(THRESHOLD_MS * 5);
            assertEquals(1, pool().getActiveConnections(), "taken back under a running call");
        } finally {
            db.statements().release();
        }
        call.get(); // the call ended normally

        Await.until("the leaked connection went back once its call ended", 10_000, () -> pool().getActiveConnections() == 0);
        assertEquals("08003", assertThrows(SQLException.class, leaked::createStatement).getSQLState());
    }

    @Test
    void handlesForgottenAtCleanupAreReportedClosedSoTheServerCanPoolItsManagedConnectionAgain() throws Exception {
        DataSource ds = server.deploy(factory);
        Connection forgotten = ds.getConnection();
        forgotten.createStatement().close();
        WeirManagedConnection mc = factory.handles().find(forgotten).owner();

        mc.cleanup(); // Payara, at the end of the request that forgot the handle, without returning mc to its pool

        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_CLOSED));
        assertEquals(1, server.freeManagedConnections(), "the server's pool has its managed connection back");
        assertEquals(0, pool().getActiveConnections());
        assertEquals("08003", assertThrows(SQLException.class, forgotten::createStatement).getSQLState());
    }

    @Test
    void leakDetectionIsOnByDefaultInTheAdapter() throws Exception {
        WeirManagedConnectionFactory defaults = TestFactories.stub(db, 2);

        assertEquals(300_000L, defaults.toConfig().millis(io.weir.pool.spi.Setting.LEAK_DETECTION_THRESHOLD));
        assertEquals("300000", ConfigProperty.of(io.weir.pool.spi.Setting.LEAK_DETECTION_THRESHOLD).defaultValue());
    }
}
