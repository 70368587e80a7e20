package io.weir.pool.sessionreset;

import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

import static io.weir.pool.sessionreset.SessionResets.assertLeakOnlyWithJdbc;
import static io.weir.pool.sessionreset.SessionResets.assertReset;
import static io.weir.pool.sessionreset.SessionResets.assertResetWhileItExists;
import static io.weir.pool.sessionreset.SessionResets.execute;
import static io.weir.pool.sessionreset.SessionResets.freshSession;
import static io.weir.pool.sessionreset.SessionResets.nextBorrowerSees;
import static io.weir.pool.sessionreset.SessionResets.pool;
import static io.weir.pool.sessionreset.SessionResets.query;
import static io.weir.pool.sessionreset.SessionResets.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * MariaDB: what one borrower leaves in the server session with plain SQL reaches the next borrower on
 * the same connection with sessionReset=jdbc, and is gone with sessionReset=full (COM_RESET_CONNECTION,
 * plus the role and database that MariaDB keeps across it).
 */
class MariaDbSessionResetTest {
    private final Database db = Databases.mariadb();
    /** For the lock, table, statement, variable, role or database a test leaves behind. */
    private final String name = unique("weir_h3");


    @EachSessionReset
    void namedLockIsReleasedSoAnotherSessionCanTakeIt(String mode) throws SQLException {
        try (WeirDataSource ds = pool(db, mode)) {
            String heldByPool = nextBorrowerSees(ds, new String[] {"DO GET_LOCK('" + name + "', 0)"},
                    "SELECT IS_USED_LOCK('" + name + "') = CONNECTION_ID()");
            try (Connection other = db.connect()) {
                String taken = query(other, "SELECT GET_LOCK('" + name + "', 0)");
                if (taken.equals("1")) execute(other, "DO RELEASE_LOCK('" + name + "')");
                assertLeakOnlyWithJdbc(mode, "1", taken);
                assertLeakOnlyWithJdbc(mode, null, heldByPool);
            }
        }
    }

    @EachSessionReset
    void sessionVariableIsReset(String mode) throws SQLException {
        assertReset(db, mode, "SELECT @@SESSION.wait_timeout", "SET SESSION wait_timeout = 4321");
    }

    @EachSessionReset
    void isolationSetWithSqlIsResetOnTheServerAndInTheDriver(String mode) throws SQLException {
        String fresh = freshSession(db, "SELECT @@SESSION.tx_isolation");
        try (WeirDataSource ds = pool(db, mode)) {
            String seen = nextBorrowerSees(ds, new String[] {"SET SESSION TRANSACTION ISOLATION LEVEL SERIALIZABLE"},
                    "SELECT @@SESSION.tx_isolation");
            assertLeakOnlyWithJdbc(mode, fresh, seen);
            try (Connection c = ds.getConnection()) {
                assertLeakOnlyWithJdbc(mode, String.valueOf(Connection.TRANSACTION_REPEATABLE_READ),
                        String.valueOf(c.getTransactionIsolation()));
            }
        }
    }

    @EachSessionReset
    void databaseChangedWithUseIsSetBack(String mode) throws SQLException {
        assertResetWhileItExists(db, List.of("CREATE DATABASE " + name), "DROP DATABASE " + name,
                mode, "SELECT DATABASE()", "USE " + name);
    }

    @EachSessionReset
    void roleIsSetBack(String mode) throws SQLException {
        assertResetWhileItExists(db, List.of("CREATE ROLE " + name, "GRANT " + name + " TO CURRENT_USER"), "DROP ROLE " + name,
                mode, "SELECT COALESCE(CURRENT_ROLE(), 'none')", "SET ROLE " + name);
    }

    /** One borrower runs {@code leave}; whether {@code use} still works for the next one (MariaDB error {@code gone} if not). */
    private void assertUsableOnlyWithJdbc(String mode, String leave, String use, int gone) throws SQLException {
        try (WeirDataSource ds = pool(db, mode)) {
            nextBorrowerSees(ds, new String[] {leave}, "SELECT 1");
            try (Connection c = ds.getConnection()) {
                String outcome;
                try {
                    execute(c, use);
                    outcome = "still there";
                } catch (SQLException e) {
                    assertEquals(gone, e.getErrorCode(), e.getMessage());
                    outcome = "gone";
                }
                assertLeakOnlyWithJdbc(mode, "gone", outcome);
            }
        }
    }

    @EachSessionReset
    void temporaryTableIsDropped(String mode) throws SQLException {
        assertUsableOnlyWithJdbc(mode, "CREATE TEMPORARY TABLE " + name + " (i INT)", "SELECT * FROM " + name,
                1146); // no such table
    }

    @EachSessionReset
    void preparedStatementIsDeallocated(String mode) throws SQLException {
        assertUsableOnlyWithJdbc(mode, "PREPARE " + name + " FROM 'SELECT 1'", "EXECUTE " + name,
                1243); // unknown prepared statement handler
    }

    @EachSessionReset
    void userVariableIsCleared(String mode) throws SQLException {
        assertReset(db, mode, "SELECT COALESCE(@" + name + ", 'unset')", "SET @" + name + " = 'tenant-a'");
    }
}
