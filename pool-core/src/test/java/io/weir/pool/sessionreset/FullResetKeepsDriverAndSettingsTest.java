package io.weir.pool.sessionreset;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.postgresql.PGStatement;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import static io.weir.pool.sessionreset.SessionResets.backendId;
import static io.weir.pool.sessionreset.SessionResets.config;
import static io.weir.pool.sessionreset.SessionResets.execute;
import static io.weir.pool.sessionreset.SessionResets.query;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * After sessionReset=full the drivers' own caches still work (statements the server no longer knows are
 * prepared again), and the pool's settings and connectionInitSql hold again, on the server and in what
 * the driver reports.
 */
class FullResetKeepsDriverAndSettingsTest {
    private static final String POSTGRES_CACHE = "?prepareThreshold=1";
    private static final String MARIADB_CACHE = SessionResets.MARIADB_RESET + "&useServerPrepStmts=true&cachePrepStmts=true";

    private static int addOne(Connection c, int value) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT CAST(? AS INTEGER) + 1")) {
            ps.setInt(1, value);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (ps.isWrapperFor(PGStatement.class)) {
                    assertTrue(ps.unwrap(PGStatement.class).isUseServerPrepare(), "pgjdbc did not prepare on the server");
                }
                return rs.getInt(1);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB"})
    void serverPreparedStatementsCachedByTheDriverWorkAfterTheReset(String product) throws SQLException {
        boolean postgres = product.equals("PostgreSQL");
        Database db = postgres ? Databases.postgres() : Databases.mariadb();
        try (WeirDataSource ds = new WeirDataSource(config(db, postgres ? POSTGRES_CACHE : MARIADB_CACHE, "full"))) {
            long backend;
            try (Connection c = ds.getConnection()) {
                backend = backendId(c);
                for (int i = 0; i < 3; i++) assertEquals(i + 1, addOne(c, i));
            }
            for (int borrow = 0; borrow < 3; borrow++) {
                try (Connection c = ds.getConnection()) {
                    assertEquals(backend, backendId(c));
                    for (int i = 0; i < 3; i++) assertEquals(i + 11, addOne(c, i + 10));
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB"})
    void poolSettingsAndConnectionInitSqlHoldAgainAfterTheReset(String product) throws SQLException {
        boolean postgres = product.equals("PostgreSQL");
        Database db = postgres ? Databases.postgres() : Databases.mariadb();
        WeirConfig c = config(db, postgres ? "" : SessionResets.MARIADB_RESET, "full");
        c.setAutoCommit(false);
        c.setTransactionIsolation("SERIALIZABLE");
        c.setConnectionInitSql(postgres ? "SET work_mem = '5555kB'" : "SET SESSION wait_timeout = 5555");
        String readInit = postgres ? "SHOW work_mem" : "SELECT @@SESSION.wait_timeout";
        String readIsolation = postgres ? "SHOW default_transaction_isolation" : "SELECT @@SESSION.tx_isolation";
        try (WeirDataSource ds = new WeirDataSource(c)) {
            Connection first = ds.getConnection();
            long backend = backendId(first);
            String init = query(first, readInit);
            String isolation = query(first, readIsolation);
            try (first) {
                execute(first, postgres ? "SET work_mem = '64kB'" : "SET SESSION wait_timeout = 100",
                        postgres ? "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL READ COMMITTED"
                                : "SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED");
                first.commit();
            }
            try (Connection next = ds.getConnection()) {
                assertEquals(backend, backendId(next));
                next.rollback(); // what the pool set again must not hang on an open transaction
                assertEquals(init, query(next, readInit), "connectionInitSql's setting");
                assertEquals(isolation, query(next, readIsolation), "the isolation on the server");
                assertEquals(Connection.TRANSACTION_SERIALIZABLE, next.getTransactionIsolation(), "the isolation the driver reports");
                assertFalse(next.getAutoCommit());
            }
        }
    }
}
