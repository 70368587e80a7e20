package io.weir.pool.sessionreset;

import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import static io.weir.pool.sessionreset.SessionResets.assertLeakOnlyWithJdbc;
import static io.weir.pool.sessionreset.SessionResets.assertReset;
import static io.weir.pool.sessionreset.SessionResets.assertResetWhileItExists;
import static io.weir.pool.sessionreset.SessionResets.backendId;
import static io.weir.pool.sessionreset.SessionResets.execute;
import static io.weir.pool.sessionreset.SessionResets.nextBorrowerSees;
import static io.weir.pool.sessionreset.SessionResets.pool;
import static io.weir.pool.sessionreset.SessionResets.query;
import static io.weir.pool.sessionreset.SessionResets.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * PostgreSQL: what one borrower leaves in the server session with plain SQL reaches the next borrower
 * on the same backend with sessionReset=jdbc, and is gone with sessionReset=full (DISCARD ALL).
 */
class PostgresSessionResetTest {
    private final Database db = Databases.postgres();
    /** For the table, channel or statement a test leaves behind. */
    private final String name = unique("weir_h3");


    @EachSessionReset
    void advisoryLockIsReleasedSoAnotherSessionCanTakeIt(String mode) throws SQLException {
        long key = ThreadLocalRandom.current().nextLong(1L << 40, 1L << 50);
        try (WeirDataSource ds = pool(db, mode)) {
            String heldByPool = nextBorrowerSees(ds, new String[] {"SELECT pg_advisory_lock(" + key + ")"},
                    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()");
            try (Connection other = db.connect()) {
                String taken = query(other, "SELECT pg_try_advisory_lock(" + key + ")");
                if (taken.equals("t")) execute(other, "SELECT pg_advisory_unlock(" + key + ")");
                assertLeakOnlyWithJdbc(mode, "t", taken);
                assertLeakOnlyWithJdbc(mode, "0", heldByPool);
            }
        }
    }

    @EachSessionReset
    void sessionVariableSetWithSqlIsReset(String mode) throws SQLException {
        assertReset(db, mode, "SHOW work_mem", "SET work_mem = '7777kB'");
    }

    @EachSessionReset
    void sessionCharacteristicsAreReset(String mode) throws SQLException {
        assertReset(db, mode, "SHOW default_transaction_isolation",
                "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL REPEATABLE READ");
    }

    @EachSessionReset
    void searchPathIsResetToTheServersValue(String mode) throws SQLException {
        assertReset(db, mode, "SHOW search_path", "SET search_path TO pg_catalog");
    }

    @EachSessionReset
    void roleIsReset(String mode) throws SQLException {
        String role = unique("weir_h3_role");
        assertResetWhileItExists(db, List.of("CREATE ROLE " + role), "DROP ROLE " + role, mode, "SELECT current_user", "SET ROLE " + role);
    }

    @EachSessionReset
    void temporaryTableIsDropped(String mode) throws SQLException {
        assertReset(db, mode, "SELECT to_regclass('pg_temp." + name + "') IS NOT NULL", "CREATE TEMP TABLE " + name + " (i int)");
    }

    @EachSessionReset
    void listenIsUndone(String mode) throws SQLException {
        assertReset(db, mode, "SELECT count(*) FROM pg_listening_channels()", "LISTEN " + name);
    }

    @EachSessionReset
    void serverPreparedStatementIsDeallocated(String mode) throws SQLException {
        assertReset(db, mode, "SELECT count(*) FROM pg_prepared_statements WHERE name = '" + name + "'",
                "PREPARE " + name + " AS SELECT 1");
    }

    @EachSessionReset
    void customSessionSettingIsReset(String mode) throws SQLException {
        assertReset(db, mode, "SELECT coalesce(current_setting('weir_h3.tenant', true), '')",
                "SET weir_h3.tenant = 'tenant-a'");
    }

    @EachSessionReset
    void mxBeanShowsTheSessionReset(String mode) {
        try (WeirDataSource ds = pool(db, mode)) {
            assertEquals(mode, ds.getPoolMXBean().getSessionReset());
        }
    }

    @Test
    void resetRunsOnlyAfterABorrowerThatRanSql() throws SQLException {
        try (WeirDataSource ds = pool(db, "full"); Connection admin = db.connect()) {
            long backend;
            try (Connection c = ds.getConnection()) {
                backend = backendId(c);
            }
            String lastQuery = "SELECT query FROM pg_stat_activity WHERE pid = " + backend;
            assertEquals("DISCARD ALL", query(admin, lastQuery), "a borrower that ran SQL is followed by a reset");
            try (Connection c = ds.getConnection()) {
                // reaches the server as a SET, but through the JDBC API: the JDBC reset restores it
                c.setClientInfo("ApplicationName", "weir-h3-no-sql");
                c.getAutoCommit();
            }
            assertNotEquals("DISCARD ALL", query(admin, lastQuery), "a borrower that ran no SQL needs no reset");
        }
    }
}
