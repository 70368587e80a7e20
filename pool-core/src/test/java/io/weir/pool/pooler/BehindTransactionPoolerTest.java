package io.weir.pool.pooler;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolInitializationException;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.PgBouncer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pool behind a real PgBouncer in transaction mode, with transactionPooler at its default (auto): it finds
 * the pooler at its first connection, keeps the driver's statements unnamed, refuses what would change a
 * server session other clients share, and says so at INFO.
 */
class BehindTransactionPoolerTest {
    private static PgBouncer bouncer;

    @BeforeAll
    static void startPgBouncer() {
        bouncer = PgBouncer.start(Databases.postgres(), PgBouncer.Mode.TRANSACTION, 2);
    }

    @AfterAll
    static void stopPgBouncer() {
        if (bouncer != null) bouncer.close();
    }

    private static WeirConfig throughBouncer() {
        return throughBouncer(bouncer);
    }

    /** A pool of 4 through {@code bouncer}, at the defaults otherwise. */
    static WeirConfig throughBouncer(PgBouncer bouncer) {
        Database db = bouncer.database();
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.jdbcUrl());
        c.setUsername(db.user());
        c.setPassword(db.password());
        c.setMaximumPoolSize(4);
        c.setMinimumIdle(0);
        return c;
    }

    private static int prepareThreshold(Connection c) throws SQLException {
        return c.unwrap(PGConnection.class).getPrepareThreshold();
    }

    @Test
    void keepsTheDriversStatementsUnnamed() throws Exception {
        try (WeirDataSource ds = new WeirDataSource(throughBouncer()); Connection c = ds.getConnection()) {
            assertEquals(0, prepareThreshold(c));
        }
    }

    @Test
    void keepsAPrepareThresholdTheUrlSets() throws Exception {
        WeirConfig config = throughBouncer();
        config.setJdbcUrl(config.getJdbcUrl() + "?prepareThreshold=3");
        try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
            assertEquals(3, prepareThreshold(c));
        }
    }

    @Test
    void leavesADirectConnectionsDriverAlone() throws Exception {
        WeirConfig config = throughBouncer();
        config.setJdbcUrl(Databases.postgres().jdbcUrl());
        try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
            assertEquals(5, prepareThreshold(c));
            assertFalse(ds.getPoolMXBean().isBehindTransactionPooler());
        }
    }

    @Test
    void theMXBeanShowsThePoolerItFound() throws Exception {
        try (WeirDataSource ds = new WeirDataSource(throughBouncer())) {
            assertTrue(ds.getPoolMXBean().isBehindTransactionPooler());
        }
    }

    @Test
    void leavesTheDriverAloneWhenTold() throws Exception {
        WeirConfig config = throughBouncer();
        config.setTransactionPooler("none");
        try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
            assertEquals(5, prepareThreshold(c));
        }
    }

    @Test
    void saysAtInfoWhatItFoundAndWhatItAdapted() throws Exception {
        try (LogCapture log = LogCapture.weir(); WeirDataSource ds = new WeirDataSource(throughBouncer())) {
            LogRecord line = log.records().stream().filter(r -> r.getMessage().contains("behind a transaction pooler"))
                    .findFirst().orElseThrow(() -> new AssertionError("no line about the pooler in:\n" + log.text()));
            assertEquals(Level.INFO, line.getLevel());
            assertTrue(line.getMessage().contains("detected at the first connection"), line.getMessage());
            assertTrue(line.getMessage().contains("prepareThreshold=0"), line.getMessage());
        }
    }

    @Test
    void refusesSessionResetFullAtStart() {
        WeirConfig config = throughBouncer();
        config.setSessionReset("full");
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(config));
        String message = messages(e);
        assertTrue(message.contains("sessionReset=full") && message.contains("DISCARD ALL") && message.contains("sessionReset=jdbc"), message);
    }

    @Test
    void refusesConnectionInitSqlAtStart() {
        WeirConfig config = throughBouncer();
        config.setConnectionInitSql("SET search_path TO public");
        String message = messages(assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(config)));
        assertTrue(message.contains("connectionInitSql") && message.contains("ALTER ROLE"), message);
    }

    @Test
    void refusesABorrowersChangeOfIsolation() throws Exception {
        try (WeirDataSource ds = new WeirDataSource(throughBouncer()); Connection c = ds.getConnection()) {
            SQLException e = assertThrows(SQLException.class, () -> c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE));
            assertEquals("0A000", e.getSQLState());
            assertTrue(e.getMessage().contains("SET TRANSACTION ISOLATION LEVEL"), e.getMessage());
        }
    }

    @Test
    void acceptsABorrowersIsolationThatChangesNothing() throws Exception {
        try (WeirDataSource ds = new WeirDataSource(throughBouncer()); Connection c = ds.getConnection()) {
            c.setTransactionIsolation(c.getTransactionIsolation());
            assertEquals(Connection.TRANSACTION_READ_COMMITTED, c.getTransactionIsolation());
        }
    }

    private static String messages(Throwable t) {
        StringBuilder all = new StringBuilder();
        for (; t != null; t = t.getCause()) all.append(t.getMessage()).append(" | ");
        return all.toString();
    }
}
