package io.weir.pool;

import io.weir.testsupport.Await;
import io.weir.testsupport.Background;
import io.weir.testsupport.LogCapture;
import org.junit.jupiter.api.Test;

import javax.management.ObjectName;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One behaviour per setting, on H2, as the README's reference table describes it. */
class PoolSettingsTest {

    private static String h2Url() {
        return "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    }

    private static WeirConfig config(String url, int max) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(url);
        c.setMaximumPoolSize(max);
        return c;
    }

    private static long sequenceValue(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select base_value from information_schema.sequences where sequence_name = 'CHECKS'")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** A new database where {@code setupSql} has run. */
    private static String h2UrlAfter(String setupSql) throws SQLException {
        String url = h2Url();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(setupSql);
        }
        return url;
    }

    /** A database with a sequence that the test query advances, so every alive check is counted. */
    private static String urlWithCheckCounter() throws SQLException {
        return h2UrlAfter("create sequence checks start with 1");
    }

    private static final String COUNTING_TEST_QUERY = "select next value for checks";

    /** A pool of one connection over {@code url}, whose every alive check advances the counter. */
    private static WeirConfig countingChecks(String url) {
        WeirConfig c = config(url, 1);
        c.setConnectionTestQuery(COUNTING_TEST_QUERY);
        return c;
    }

    @Test
    void minimumIdleIsKeptInTheBackground() throws Exception {
        WeirConfig c = config(h2Url(), 5);
        c.setMinimumIdle(2);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            WeirPoolMXBean pool = ds.getPoolMXBean();
            Await.until("2 idle connections", 5000, () -> pool.getIdleConnections() == 2);
            try (Connection a = ds.getConnection(); Connection b = ds.getConnection()) {
                Await.until("2 idle connections while 2 are borrowed", 5000, () -> pool.getIdleConnections() == 2 && pool.getTotalConnections() == 4);
            }
        }
    }

    @Test
    void connectionTimeoutIsHonouredWithinTenPercent() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setConnectionTimeout(1000);
        c.setValidationTimeout(250);
        try (WeirDataSource ds = new WeirDataSource(c); Connection held = ds.getConnection()) {
            long start = System.nanoTime();
            assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(elapsedMs >= 1000 && elapsedMs <= 1100, "timed out after " + elapsedMs + " ms");
        }
    }

    @Test
    void idleTimeoutClosesIdleConnectionsAboveMinimumIdle() throws Exception {
        WeirConfig c = config(h2Url(), 3);
        c.setMinimumIdle(1);
        c.setIdleTimeout(1000);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            WeirPoolMXBean pool = ds.getPoolMXBean();
            try (Connection a = ds.getConnection(); Connection b = ds.getConnection(); Connection d = ds.getConnection()) {
                assertEquals(3, pool.getTotalConnections());
            }
            Await.until("idle connections above minimumIdle to retire", 5000, () -> pool.getTotalConnections() == 1);
        }
    }

    @Test
    void maxLifetimeRetiresIdleConnectionsButNeverOneInUse() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setMaxLifetime(1000);
        c.setKeepaliveTime(0);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            Object first;
            try (Connection held = ds.getConnection()) {
                first = held.unwrap(org.h2.jdbc.JdbcConnection.class);
                Thread.sleep(1500); // past its lifetime while in use
                assertFalse(held.isClosed());
                try (Statement s = held.createStatement()) {
                    assertTrue(s.executeQuery("select 1").next(), "the connection in use keeps working");
                }
            }
            Object second;
            try (Connection next = ds.getConnection()) {
                second = next.unwrap(org.h2.jdbc.JdbcConnection.class);
            }
            assertNotSame(first, second, "an expired connection was lent again");
            Thread.sleep(1500);
            try (Connection third = ds.getConnection()) {
                assertNotSame(second, third.unwrap(org.h2.jdbc.JdbcConnection.class), "an idle connection outlived maxLifetime");
            }
        }
    }

    @Test
    void connectionTestQueryRunsWhenAConnectionIdledLongerThanTheAliveBypassWindow() throws Exception {
        String url = urlWithCheckCounter();
        WeirConfig c = countingChecks(url);
        c.setAliveBypassWindow(300);
        c.setKeepaliveTime(0);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            ds.getConnection().close();
            long afterFirst = sequenceValue(url);
            for (int i = 0; i < 20; i++) ds.getConnection().close(); // back-to-back: inside the window
            assertEquals(afterFirst, sequenceValue(url), "no check inside the alive bypass window");
            Thread.sleep(400);
            ds.getConnection().close();
            assertEquals(afterFirst + 1, sequenceValue(url), "one check after idling past the window");
        }
    }

    @Test
    void aliveBypassWindowZeroChecksEveryBorrow() throws Exception {
        String url = urlWithCheckCounter();
        WeirConfig c = countingChecks(url);
        c.setAliveBypassWindow(0);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            ds.getConnection().close();
            long before = sequenceValue(url);
            for (int i = 0; i < 5; i++) {
                Thread.sleep(2);
                ds.getConnection().close();
            }
            assertEquals(before + 5, sequenceValue(url));
        }
    }

    @Test
    void keepaliveTimeChecksIdleConnectionsInTheBackground() throws Exception {
        String url = urlWithCheckCounter();
        WeirConfig c = countingChecks(url);
        c.setKeepaliveTime(1000);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            long before = sequenceValue(url);
            Await.until("two keepalive checks", 5000, () -> {
                try {
                    return sequenceValue(url) >= before + 2;
                } catch (SQLException e) {
                    throw new AssertionError(e);
                }
            });
            // a check holds the connection while its query runs: the counter moves before the connection is idle again
            Await.until("the checked connection idle again", 2000, () -> ds.getPoolMXBean().getIdleConnections() == 1);
            assertEquals(1, ds.getPoolMXBean().getTotalConnections());
        }
    }

    @Test
    void connectionInitSqlRunsOnEveryNewConnection() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setConnectionInitSql("set @weir_init = 42");
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection();
             Statement s = conn.createStatement(); ResultSet rs = s.executeQuery("select @weir_init")) {
            assertTrue(rs.next());
            assertEquals(42, rs.getInt(1));
        }
    }

    @Test
    void failingConnectionInitSqlFailsStartupNamingIt() {
        WeirConfig c = config(h2Url(), 1);
        c.setConnectionInitSql("this is not sql");
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(c));
        assertTrue(e.getMessage().contains("connectionInitSql failed"), e.getMessage());
    }

    @Test
    void sessionDefaultsAreAppliedToBorrowedConnections() throws Exception {
        // readOnly is left out: H2 reports its database's mode, not the connection's hint
        WeirConfig c = config(h2UrlAfter("create schema weir_app"), 1);
        c.setAutoCommit(false);
        c.setTransactionIsolation("SERIALIZABLE");
        c.setSchema("WEIR_APP");
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection()) {
            assertFalse(conn.getAutoCommit());
            assertEquals(Connection.TRANSACTION_SERIALIZABLE, conn.getTransactionIsolation());
            assertEquals("WEIR_APP", conn.getSchema());
        }
    }

    @Test
    void initializationFailTimeoutDefaultFailsFastWithTheDriversMessage() {
        WeirConfig c = config("jdbc:h2:./target/no-such-db-" + UUID.randomUUID() + ";IFEXISTS=TRUE", 1);
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(c));
        assertTrue(e.getMessage().contains("not found"), e.getMessage());
        assertTrue(e.getCause() instanceof SQLException);
    }

    @Test
    void negativeInitializationFailTimeoutStartsAnywayAndBorrowsFailWithTheCause() throws Exception {
        WeirConfig c = config("jdbc:h2:./target/no-such-db-" + UUID.randomUUID() + ";IFEXISTS=TRUE", 1);
        c.setInitializationFailTimeout(-1);
        c.setConnectionTimeout(500);
        c.setValidationTimeout(250);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            assertTrue(e.getMessage().contains("cause: "), e.getMessage());
            assertTrue(e.getCause() instanceof SQLException && e.getCause().getMessage().contains("not found"));
        }
    }

    @Test
    void positiveInitializationFailTimeoutKeepsTryingForThatLong() {
        WeirConfig c = config("jdbc:h2:./target/no-such-db-" + UUID.randomUUID() + ";IFEXISTS=TRUE", 1);
        c.setInitializationFailTimeout(1000);
        long start = System.nanoTime();
        assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(c));
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsed >= 1000 && elapsed < 3000, "gave up after " + elapsed + " ms");
    }

    @Test
    void leakDetectionThresholdReportsOnceAndThenTheReturn() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setLeakDetectionThreshold(200);
        try (LogCapture log = LogCapture.weir(); WeirDataSource ds = new WeirDataSource(c)) {
            Thread.currentThread().setName("leaky-borrower");
            try (Connection held = ds.getConnection()) {
                Await.until("a leak report", 3000, () -> log.contains(Level.WARNING, "leak"));
            }
            assertTrue(log.contains(Level.WARNING, "'leaky-borrower'"), log.text());
            assertTrue(log.records().stream().filter(r -> r.getLevel() == Level.WARNING).anyMatch(r -> r.getThrown() != null
                    && r.getThrown().getStackTrace().length > 0), "the report carries the borrower's stack");
            assertTrue(log.contains(Level.INFO, "came back"), log.text());
            assertEquals(1, log.records().stream().filter(r -> r.getLevel() == Level.WARNING).count(), "reported once");
        }
    }

    @Test
    void registerMbeansPublishesThePoolUnderItsName() throws Exception {
        WeirConfig c = config(h2Url(), 3);
        c.setPoolName("jmx-test-pool");
        c.setRegisterMbeans(true);
        ObjectName name = new ObjectName("io.weir:type=Pool,name=jmx-test-pool");
        try (WeirDataSource ds = new WeirDataSource(c); Connection held = ds.getConnection()) {
            var server = ManagementFactory.getPlatformMBeanServer();
            assertEquals(1, server.getAttribute(name, "ActiveConnections"));
            assertEquals(3, server.getAttribute(name, "MaximumPoolSize"));
            server.setAttribute(name, new javax.management.Attribute("MaximumPoolSize", 4));
            assertEquals(4, ds.getPoolMXBean().getMaximumPoolSize());
        }
        assertFalse(ManagementFactory.getPlatformMBeanServer().isRegistered(name), "unregistered on close");
    }

    @Test
    void poolNameNamesThePoolsThreads() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setPoolName("named-pool");
        try (WeirDataSource ds = new WeirDataSource(c)) {
            assertTrue(Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("named-pool-")));
        }
    }

    @Test
    void closeStopsEveryPoolThread() throws Exception {
        WeirConfig c = config(h2Url(), 2);
        c.setPoolName("closing-pool");
        new WeirDataSource(c).close();
        Await.until("the pool's threads to end", 3000, () -> Thread.getAllStackTraces().keySet().stream()
                .noneMatch(t -> t.getName().startsWith("closing-pool-") && t.isAlive()));
    }

    @Test
    void closeAbortsConnectionsStillInUseAfterTheGracePeriod() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setCloseGracePeriod(300);
        WeirDataSource ds = new WeirDataSource(c);
        Connection held = ds.getConnection();
        Connection physical = held.unwrap(org.h2.jdbc.JdbcConnection.class);
        long start = System.nanoTime();
        ds.close();
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsed >= 300 && elapsed < 2000, "close took " + elapsed + " ms");
        assertTrue(physical.isClosed(), "the borrowed physical connection was aborted");
        assertThrows(SQLException.class, ds::getConnection);
    }

    @Test
    void closeWaitsForABorrowedConnectionThatComesBackInTime() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setCloseGracePeriod(5000);
        WeirDataSource ds = new WeirDataSource(c);
        Connection held = ds.getConnection();
        CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(200);
                held.close();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        long start = System.nanoTime();
        ds.close();
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(elapsed < 2000, "close took " + elapsed + " ms although the connection came back after 200 ms");
    }

    @Test
    void suspendPoolNeedsAllowPoolSuspension() throws Exception {
        try (WeirDataSource ds = new WeirDataSource(config(h2Url(), 1))) {
            assertThrows(IllegalStateException.class, () -> ds.getPoolMXBean().suspendPool());
        }
    }

    @Test
    void suspendedPoolHoldsBorrowersUntilResumed() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setAllowPoolSuspension(true);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            ds.getPoolMXBean().suspendPool();
            CompletableFuture<Connection> borrower = Background.borrow(ds);
            Thread.sleep(300);
            assertFalse(borrower.isDone(), "a borrower got through a suspended pool");
            ds.getPoolMXBean().resumePool();
            borrower.get(2, TimeUnit.SECONDS).close();
        }
    }

    @Test
    void suspendedPoolTimesOutBorrowersAfterConnectionTimeout() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setAllowPoolSuspension(true);
        c.setConnectionTimeout(400);
        c.setValidationTimeout(250);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            ds.getPoolMXBean().suspendPool();
            SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            assertTrue(e.getMessage().contains("suspended"), e.getMessage());
        }
    }

    @Test
    void softEvictConnectionsReplacesEveryConnection() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            Object before;
            try (Connection conn = ds.getConnection()) {
                before = conn.unwrap(org.h2.jdbc.JdbcConnection.class);
            }
            ds.getPoolMXBean().softEvictConnections();
            try (Connection conn = ds.getConnection()) {
                assertNotSame(before, conn.unwrap(org.h2.jdbc.JdbcConnection.class));
            }
        }
    }

    @Test
    void loweringMaximumPoolSizeAtRuntimeShrinksThePool() throws Exception {
        WeirConfig c = config(h2Url(), 4);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            WeirPoolMXBean pool = ds.getPoolMXBean();
            Await.until("4 connections", 5000, () -> pool.getTotalConnections() == 4);
            pool.setMaximumPoolSize(2);
            try (Connection a = ds.getConnection(); Connection b = ds.getConnection()) {
                assertEquals(2, pool.getActiveConnections());
            }
            Await.until("the pool to shrink to 2", 35_000, () -> pool.getTotalConnections() <= 2);
        }
    }

    @Test
    void metricsTrackerFactoryReceivesTheTimings() throws Exception {
        AtomicInteger acquired = new AtomicInteger();
        AtomicInteger used = new AtomicInteger();
        AtomicInteger created = new AtomicInteger();
        AtomicInteger timeouts = new AtomicInteger();
        WeirConfig c = config(h2Url(), 1);
        c.setConnectionTimeout(300);
        c.setValidationTimeout(250);
        c.setMetricsTrackerFactory((name, pool) -> new MetricsTracker() {
            @Override
            public void recordConnectionAcquiredNanos(long elapsedNanos) {
                acquired.incrementAndGet();
            }

            @Override
            public void recordConnectionUsageMillis(long elapsedMillis) {
                used.incrementAndGet();
            }

            @Override
            public void recordConnectionCreatedMillis(long elapsedMillis) {
                created.incrementAndGet();
            }

            @Override
            public void recordConnectionTimeout() {
                timeouts.incrementAndGet();
            }
        });
        try (WeirDataSource ds = new WeirDataSource(c)) {
            try (Connection held = ds.getConnection()) {
                assertThrows(SQLTransientConnectionException.class, ds::getConnection);
            }
            assertEquals(1, acquired.get());
            assertEquals(1, used.get());
            assertEquals(1, created.get());
            assertEquals(1, timeouts.get());
        }
    }

    @Test
    void dataSourceClassNameIsConfiguredThroughDataSourceProperties() throws Exception {
        WeirConfig c = new WeirConfig();
        c.setDataSourceClassName("org.h2.jdbcx.JdbcDataSource");
        c.addDataSourceProperty("URL", h2Url());
        c.addDataSourceProperty("user", "sa");
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection()) {
            assertEquals("SA", conn.getMetaData().getUserName());
        }
    }

    @Test
    void unknownDataSourcePropertyIsRejectedByName() {
        WeirConfig c = new WeirConfig();
        c.setDataSourceClassName("org.h2.jdbcx.JdbcDataSource");
        c.addDataSourceProperty("colour", "blue");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new WeirDataSource(c));
        assertTrue(e.getMessage().contains("'colour'"), e.getMessage());
    }

    @Test
    void unknownDataSourceClassIsRejectedByName() {
        WeirConfig c = new WeirConfig();
        c.setDataSourceClassName("com.example.NoSuchDataSource");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new WeirDataSource(c));
        assertTrue(e.getMessage().contains("dataSourceClassName=com.example.NoSuchDataSource"), e.getMessage());
    }

    @Test
    void dataSourceInstanceIsUsedAsIs() throws Exception {
        org.h2.jdbcx.JdbcDataSource h2 = new org.h2.jdbcx.JdbcDataSource();
        h2.setURL(h2Url());
        WeirConfig c = new WeirConfig();
        c.setDataSource(h2);
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection()) {
            assertTrue(conn.isValid(1));
        }
    }

    @Test
    void driverClassNameThatDoesNotAcceptTheUrlIsRejected() {
        WeirConfig c = config("jdbc:postgresql://localhost/x", 1);
        c.setDriverClassName("org.h2.Driver");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new WeirDataSource(c));
        assertTrue(e.getMessage().contains("driverClassName=org.h2.Driver"), e.getMessage());
    }

    @Test
    void urlWithoutADriverIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new WeirDataSource(config("jdbc:nosuchdb://x", 1)));
        assertTrue(e.getMessage().contains("No JDBC driver found for jdbcUrl=jdbc:nosuchdb://x"), e.getMessage());
    }

    @Test
    void wrongPasswordFailsStartupWithoutShowingIt() {
        String url = h2Url();
        WeirConfig c = config(url, 1);
        c.setUsername("sa");
        c.setPassword("right-one");
        try (WeirDataSource first = new WeirDataSource(c)) {
            WeirConfig wrong = config(url, 1);
            wrong.setUsername("sa");
            wrong.setPassword("Wr0ng-Pa55");
            WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(wrong));
            assertFalse(e.getMessage().contains("Wr0ng-Pa55"), e.getMessage());
        }
    }

    @Test
    void xaDataSourceClassNameGivesLeasesWithAnXAResource() throws Exception {
        WeirConfig c = new WeirConfig();
        c.setXaDataSourceClassName("org.h2.jdbcx.JdbcDataSource");
        c.addDataSourceProperty("URL", h2Url());
        try (io.weir.pool.adapter.PhysicalPool pool = io.weir.pool.adapter.PhysicalPools.start(c.settings())) {
            io.weir.pool.spi.ConnectionLease lease = pool.borrow();
            assertTrue(lease.xaResource() != null);
            assertSame(lease.xaResource(), lease.xaResource());
            pool.giveBack(lease);
            assertEquals(0, pool.getPoolMXBean().getActiveConnections());
        }
    }

    @Test
    void recoveryConnectionIsOutsideThePoolsCount() throws Exception {
        WeirConfig c = new WeirConfig();
        c.setXaDataSourceClassName("org.h2.jdbcx.JdbcDataSource");
        c.addDataSourceProperty("URL", h2Url());
        c.setMaximumPoolSize(1);
        try (io.weir.pool.adapter.PhysicalPool pool = io.weir.pool.adapter.PhysicalPools.start(c.settings())) {
            javax.sql.XAConnection recovery = pool.openRecoveryConnection(null, null);
            assertTrue(recovery.getXAResource() != null);
            assertEquals(1, pool.getPoolMXBean().getTotalConnections());
            recovery.close();
        }
    }

    @Test
    void driverClassNameLoadsThatDriverForTheUrl() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.setDriverClassName("org.h2.Driver");
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection()) {
            assertTrue(conn.isWrapperFor(org.h2.jdbc.JdbcConnection.class));
        }
    }

    @Test
    void dataSourcePropertiesAreDriverPropertiesForAJdbcUrl() throws Exception {
        WeirConfig c = config(h2Url(), 1);
        c.addDataSourceProperty("MODE", "PostgreSQL");
        try (WeirDataSource ds = new WeirDataSource(c); Connection conn = ds.getConnection();
             Statement s = conn.createStatement();
             ResultSet rs = s.executeQuery("select setting_value from information_schema.settings where setting_name = 'MODE'")) {
            assertTrue(rs.next());
            assertEquals("PostgreSQL", rs.getString(1));
        }
    }

    @Test
    void xaDataSourceInstanceIsUsedAsIs() throws Exception {
        org.h2.jdbcx.JdbcDataSource h2 = new org.h2.jdbcx.JdbcDataSource();
        h2.setURL(h2Url());
        WeirConfig c = new WeirConfig();
        c.setXaDataSource(h2);
        try (io.weir.pool.adapter.PhysicalPool pool = io.weir.pool.adapter.PhysicalPools.start(c.settings())) {
            io.weir.pool.spi.ConnectionLease lease = pool.borrow();
            assertTrue(lease.xaResource() != null);
            assertTrue(lease.physicalConnection().isValid(1));
            pool.giveBack(lease);
        }
    }

    @Test
    void stateSetByConnectionInitSqlIsTheDefaultAResetReturnsTo() throws Exception {
        WeirConfig c = config(h2UrlAfter("create schema weir_init"), 1);
        c.setConnectionInitSql("set schema weir_init");
        try (WeirDataSource ds = new WeirDataSource(c)) {
            try (Connection conn = ds.getConnection()) {
                assertEquals("WEIR_INIT", conn.getSchema());
                conn.setSchema("PUBLIC");
            }
            try (Connection conn = ds.getConnection()) {
                assertEquals("WEIR_INIT", conn.getSchema());
            }
        }
    }
}
