package io.weir.pool;

import io.weir.testsupport.Await;
import io.weir.testsupport.Background;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the pool does when the database misbehaves, on the stub driver. */
class PoolFailureTest {
    private StubDatabase db;

    @BeforeEach
    void createDatabase() {
        db = StubDatabase.create();
    }

    @AfterEach
    void dropDatabase() {
        db.close();
    }

    private WeirConfig config(int max) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.url());
        c.setMaximumPoolSize(max);
        return c;
    }

    /**
     * A pool of {@code max} that starts even when no connect succeeds (initializationFailTimeout -1), and waits
     * {@code connectionTimeoutMs} for a connection, checking one for {@code validationTimeoutMs}.
     */
    private WeirConfig startingWithoutTheDatabase(int max, long connectionTimeoutMs, long validationTimeoutMs) {
        WeirConfig c = config(max);
        c.setInitializationFailTimeout(-1);
        c.setConnectionTimeout(connectionTimeoutMs);
        c.setValidationTimeout(validationTimeoutMs);
        return c;
    }

    /** A pool of {@code max} over a database that lets only {@code user} with {@code password} in, logging in as them. */
    private WeirConfig loggingInAs(int max, String user, String password) {
        db.requireCredentials(user, password);
        WeirConfig c = config(max);
        c.setUsername(user);
        c.setPassword(password);
        return c;
    }

    @Test
    void deadIdleConnectionIsReplacedWithinTheSameBorrow() throws Exception {
        WeirConfig c = config(1);
        c.setAliveBypassWindow(0);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            db.killAll();
            try (Connection conn = ds.getConnection()) {
                assertTrue(conn.isValid(1), "the borrower got a working connection");
            }
            assertEquals(2, db.connectsSucceeded());
            Await.until("the dead connection to be closed", 2000, () -> db.openConnections() == 1);
        }
    }

    @Test
    void aConnectionKilledUnderItsBorrowerIsRetiredWithAWarningNamingItsSqlStateAndCounted() throws Exception {
        try (LogCapture log = LogCapture.weir(); WeirDataSource ds = new WeirDataSource(config(1))) {
            try (Connection conn = ds.getConnection(); Statement s = conn.createStatement()) {
                db.killAll();
                assertThrows(SQLException.class, () -> s.execute("select 1"));
            }
            assertEquals(1, ds.getPoolMXBean().getBrokenConnections());
            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.WARNING && r.getMessage().contains("retired")
                    && r.getMessage().contains("broken by a fatal error (SQLState 08006: ") && r.getMessage().contains("terminated by the stub server")), log.text());
        }
    }

    @Test
    void validationTimeoutFreesABorrowerFromAHangingAliveCheck() throws Exception {
        WeirConfig c = config(1);
        c.setAliveBypassWindow(100);
        c.setValidationTimeout(500);
        c.setConnectionTimeout(5000);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            db.validation().hang();
            Thread.sleep(200); // idle past the window: the next borrow checks it
            long start = System.nanoTime();
            try (Connection conn = ds.getConnection()) {
                long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                // the hung check gives up after validationTimeout; the borrower gets a fresh connection,
                // which needs no check, long before connectionTimeout
                assertTrue(elapsed >= 450 && elapsed < 1500, "the borrower was held " + elapsed + " ms");
                assertEquals(1, db.validation().hangsEntered());
                assertEquals(2, db.connectsSucceeded());
            } finally {
                db.validation().pass();
            }
        }
    }

    @Test
    void connectsAreRetriedWithBackoffUntilTheDatabaseComesBack() throws Exception {
        WeirConfig c = startingWithoutTheDatabase(2, 5000, 1000);
        db.connects().fail("08001", "connection refused (stub)");
        try (WeirDataSource ds = new WeirDataSource(c)) {
            CompletableFuture<Connection> borrower = Background.borrow(ds);
            Thread.sleep(1500);
            long attemptsDuringOutage = db.connectsAttempted();
            assertFalse(borrower.isDone());
            long back = System.nanoTime();
            db.connects().pass();
            borrower.get(3, TimeUnit.SECONDS).close();
            long recoveryMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - back);
            System.out.printf("connect retry: %d attempts in 1.5 s of outage, recovered %d ms after the database came back%n",
                    attemptsDuringOutage, recoveryMs);
            assertTrue(attemptsDuringOutage >= 3 && attemptsDuringOutage <= 40, "attempts: " + attemptsDuringOutage);
            assertTrue(recoveryMs < 1000, "recovery took " + recoveryMs + " ms");
        }
    }

    @Test
    void hungConnectIsAbandonedAfterConnectionTimeoutAndThePoolRecovers() throws Exception {
        WeirConfig c = startingWithoutTheDatabase(1, 500, 250);
        db.connects().hang();
        try (WeirDataSource ds = new WeirDataSource(c)) {
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            assertTrue(e.getMessage().contains("no connection available"), e.getMessage());
            db.connects().release();
            try (Connection conn = ds.getConnection()) {
                assertTrue(conn.isValid(1));
            }
            Await.until("the late connection to be settled", 3000, () -> ds.getPoolMXBean().getTotalConnections() == 1);
            assertTrue(db.openConnections() <= 1, "open: " + db.openConnections());
        }
    }

    @Test
    void timeoutMessageNamesTheLastConnectFailure() {
        WeirConfig c = startingWithoutTheDatabase(1, 400, 250);
        db.connects().fail("28000", "password authentication failed (stub)");
        try (WeirDataSource ds = new WeirDataSource(c)) {
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            assertTrue(e.getMessage().contains(c.getPoolName() == null ? "weir-pool-" : c.getPoolName()), e.getMessage());
            assertTrue(e.getMessage().contains("password authentication failed (stub)"), e.getMessage());
            assertEquals("28000", e.getSQLState());
            assertTrue(e.getCause() instanceof SQLException);
        }
    }

    @Test
    void timeoutMessageSaysTheDatabaseRefusedAtItsConnectionLimitWhileThePoolKeepsItsConnection() throws Exception {
        WeirConfig c = config(2);
        c.setMinimumIdle(0);
        c.setConnectionTimeout(500);
        c.setValidationTimeout(250);
        try (WeirDataSource ds = new WeirDataSource(c); Connection held = ds.getConnection()) {
            db.connects().fail("53300", "FATAL: too many connections for role \"app\" (stub)");
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            assertTrue(e.getMessage().contains("the database refused a new connection (SQLSTATE 53300"), e.getMessage());
            assertTrue(e.getMessage().contains("too many connections for role \"app\" (stub)"), e.getMessage());
            assertEquals("53300", e.getSQLState());
            assertTrue(held.isValid(1), "the connection the pool had still serves");
        }
    }

    @Test
    void networkTimeoutIsSetOnEveryPhysicalConnection() throws Exception {
        WeirConfig c = config(1);
        c.setNetworkTimeout(1234);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            ds.getConnection().close();
            StubConnection physical = db.connections().get(0);
            assertEquals(1234, physical.networkTimeoutMillis());
        }
    }

    @Test
    void aliveCheckRestoresTheNetworkTimeoutItLowered() throws Exception {
        WeirConfig c = config(1);
        c.setNetworkTimeout(60_000);
        c.setAliveBypassWindow(0);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            ds.getConnection().close();
            ds.getConnection().close();
            assertTrue(db.isValidCalls() >= 1);
            assertEquals(60_000, db.connections().get(0).networkTimeoutMillis());
        }
    }

    @Test
    void readOnlyIsAppliedToNewConnections() throws Exception {
        WeirConfig c = config(1);
        c.setReadOnly(true);
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection()) {
            assertTrue(conn.isReadOnly());
        }
    }

    @Test
    void isolateInternalQueriesRollsBackAfterConnectionInitSql() throws Exception {
        WeirConfig c = config(1);
        c.setAutoCommit(false);
        c.setConnectionInitSql("set application_name = 'weir'");
        c.setIsolateInternalQueries(true);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            StubConnection physical = db.connections().get(0);
            assertTrue(physical.rollbacks() >= 1, "the init query's transaction was rolled back");
            assertFalse(physical.isTransactionOpen());
        }
    }

    @Test
    void waitingBorrowersFailAtOnceWhenThePoolCloses() throws Exception {
        WeirConfig c = config(1);
        c.setConnectionTimeout(10_000);
        c.setCloseGracePeriod(0);
        WeirDataSource ds = new WeirDataSource(c);
        Connection held = ds.getConnection();
        CompletableFuture<Long> waiter = CompletableFuture.supplyAsync(() -> {
            long start = System.nanoTime();
            try {
                ds.getConnection();
                return -1L;
            } catch (SQLException e) {
                return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            }
        });
        Await.until("a waiter", 2000, () -> ds.getPoolMXBean().getThreadsAwaitingConnection() == 1);
        ds.close();
        long waited = waiter.get(3, TimeUnit.SECONDS);
        assertTrue(waited >= 0 && waited < 3000, "the waiter ended after " + waited + " ms");
        assertTrue(held.isClosed() || db.abortedConnections() == 1);
    }

    @Test
    void closeClosesEveryPhysicalConnectionExactlyOnce() throws Exception {
        WeirConfig c = config(4);
        WeirDataSource ds = new WeirDataSource(c);
        Await.until("4 connections", 3000, () -> ds.getPoolMXBean().getTotalConnections() == 4);
        ds.getConnection().close();
        ds.close();
        assertEquals(0, db.openConnections());
        assertEquals(0, db.closedTwice());
    }

    @Test
    void passwordChangeThroughTheMXBeanRenewsConnections() throws Exception {
        WeirConfig c = loggingInAs(2, "app", "old-pass");
        try (WeirDataSource ds = new WeirDataSource(c)) {
            Await.until("both connections made with the old password", 3000, () -> db.connectsSucceeded() == 2);
            Connection held = ds.getConnection();
            db.requireCredentials("app", "new-pass");
            ds.getPoolMXBean().setPassword("new-pass");
            try (Connection fresh = ds.getConnection()) {
                assertTrue(fresh.isValid(1));
            }
            held.close(); // the old connection retires on return, without an error to its borrower
            Await.until("only connections with the new password", 10_000, () -> db.connections().stream()
                    .filter(s -> !s.isEnded()).allMatch(s -> db.connections().indexOf(s) >= 2));
        }
    }

    @Test
    void catalogIsAppliedToNewConnections() throws Exception {
        WeirConfig c = config(1);
        c.setCatalog("reports");
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection()) {
            assertEquals("reports", conn.getCatalog());
        }
    }

    @Test
    void logsNeverShowThePassword() throws Exception {
        WeirConfig c = loggingInAs(1, "app", "Sup3r-Secret");
        c.setConnectionTimeout(300);
        c.setValidationTimeout(250);
        try (io.weir.testsupport.LogCapture log = io.weir.testsupport.LogCapture.weir();
             WeirDataSource ds = new WeirDataSource(c)) {
            db.requireCredentials("app", "other");
            ds.getPoolMXBean().setPassword("Wr0ng-Secret");
            SQLException e = assertThrows(SQLException.class, ds::getConnection);
            String everything = log.text() + e + ds + ds.getPoolMXBean() + c;
            assertFalse(everything.contains("Sup3r-Secret"), everything);
            assertFalse(everything.contains("Wr0ng-Secret"), everything);
        }
    }

    @Test
    void aDriverMessageThatRepeatsThePasswordIsMaskedInLogsAndCauses() throws Exception {
        WeirConfig c = startingWithoutTheDatabase(1, 400, 250);
        c.setPassword("Pw-4711-secret");
        db.connects().fail(() -> new SQLException("cannot log in to jdbc:stub:x?user=app&password=Pw-4711-secret "
                + "(you said Pw-4711-secret)", "28000"));
        try (io.weir.testsupport.LogCapture log = io.weir.testsupport.LogCapture.weir();
             WeirDataSource ds = new WeirDataSource(c)) {
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            StringBuilder chain = new StringBuilder();
            for (Throwable t = e; t != null; t = t.getCause()) chain.append(t).append('\n');
            String everything = log.text() + chain;
            assertTrue(everything.contains("cannot log in"), everything);
            assertFalse(everything.contains("Pw-4711-secret"), everything);
            assertEquals("28000", e.getSQLState());
        }
    }

    @Test
    void oneWaitingBorrowerMakesThePoolOpenExactlyOneConnection() throws Exception {
        WeirConfig c = config(4);
        c.setMinimumIdle(0);
        c.setInitializationFailTimeout(-1);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            for (int i = 0; i < 20; i++) ds.getConnection().close();
            Thread.sleep(300); // time for a surplus connect to show up
            assertEquals(1, db.connectsSucceeded());
            assertEquals(1, ds.getPoolMXBean().getTotalConnections());
        }
    }
}
