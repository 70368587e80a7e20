package io.weir.pool.sessionreset;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * What the session reset tests share: a pool of one connection over a real database, and "one borrower
 * leaves something behind, what does the next borrower on the same backend see".
 */
final class SessionResets {
    /** MariaDB's driver clears the server session in reset() only with this property (which a pool with sessionReset=full sets itself). */
    static final String MARIADB_RESET = "?useResetConnection=true";

    private SessionResets() {
    }

    /** A name no other test or engineer uses in the shared databases. */
    static String unique(String prefix) {
        return prefix + "_" + ProcessHandle.current().pid() + "_" + ThreadLocalRandom.current().nextInt(1_000_000);
    }

    static WeirConfig config(Database db, String urlSuffix, String sessionReset) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.jdbcUrl() + urlSuffix);
        c.setUsername(db.user());
        c.setPassword(db.password());
        c.setMaximumPoolSize(1);
        c.setSessionReset(sessionReset);
        c.setPoolName(unique("session-reset"));
        return c;
    }

    static WeirDataSource pool(Database db, String sessionReset, Consumer<WeirConfig> more) {
        WeirConfig c = config(db, "", sessionReset);
        more.accept(c);
        return new WeirDataSource(c);
    }

    static WeirDataSource pool(Database db, String sessionReset) {
        return pool(db, sessionReset, c -> { });
    }

    static void execute(Connection c, String... sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String one : sql) s.execute(one);
        }
    }

    static String query(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** The server's id of the session behind a connection. */
    static long backendId(Connection c) throws SQLException {
        String product = c.getMetaData().getDatabaseProductName();
        return Long.parseLong(query(c, product.equals("PostgreSQL") ? "SELECT pg_backend_pid()" : "SELECT CONNECTION_ID()"));
    }

    /** What {@code read} returns on a new session of the database, outside the pool. */
    static String freshSession(Database db, String read) throws SQLException {
        try (Connection c = db.connect()) {
            return query(c, read);
        }
    }

    /**
     * One borrower runs {@code leave}, the next (on the same backend, asserted) runs {@code read}:
     * what it sees.
     */
    static String nextBorrowerSees(WeirDataSource ds, String[] leave, String read) throws SQLException {
        long backend;
        try (Connection c = ds.getConnection()) {
            backend = backendId(c);
            execute(c, leave);
        }
        try (Connection c = ds.getConnection()) {
            assertEquals(backend, backendId(c), "the pool of one lent another backend");
            return query(c, read);
        }
    }

    /** One borrower runs {@code leave}; with jdbc the next sees its effect in {@code read}, with full it sees a new session's. */
    static void assertReset(Database db, String mode, String read, String... leave) throws SQLException {
        String fresh = freshSession(db, read);
        try (WeirDataSource ds = pool(db, mode)) {
            assertLeakOnlyWithJdbc(mode, fresh, nextBorrowerSees(ds, leave, read));
        }
    }

    /** {@link #assertReset} while an object the test needs exists: {@code create} runs before, {@code drop} after, as the admin. */
    static void assertResetWhileItExists(Database db, List<String> create, String drop, String mode, String read, String... leave)
            throws SQLException {
        try (Connection admin = db.connect()) {
            execute(admin, create.toArray(String[]::new));
            try {
                assertReset(db, mode, read, leave);
            } finally {
                execute(admin, drop);
            }
        }
    }

    /** With jdbc the state reaches the next borrower; with full it sees what a new session sees. */
    static void assertLeakOnlyWithJdbc(String sessionReset, String fresh, String seen) {
        if (sessionReset.equals(WeirConfig.SESSION_RESET_JDBC)) {
            assertNotEquals(fresh, seen, "with sessionReset=jdbc the state should reach the next borrower");
        } else {
            assertEquals(fresh, seen, "with sessionReset=full the next borrower should see a new session's state");
        }
    }
}
