package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import io.weir.testsupport.ScratchPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A server dies between the two phases of a commit over two Weir XA definitions, PostgreSQL and
 * MariaDB, and its transaction manager, configured for recovery as an administrator would, resolves
 * both branches through Weir after the restart. The PostgreSQL is the test's own (the shared one has
 * max_prepared_transactions = 0); the server is a throw-away one, so the suite's server is untouched.
 */
public abstract class XaCrashRecoveryContract {
    /** The server name that this run's XIDs carry, so that only this run's branches are counted (MariaDB is shared). */
    protected static final String SERVER_NAME = "weircrash" + ProcessHandle.current().pid();
    protected static final String TABLE = "weir_xa_crash";
    /** The password of both databases' users; the MariaDB user is this run's own, named {@link #SERVER_NAME}. */
    protected static final String PASSWORD = "weir-crash-secret";
    private static final List<String> MARIADB_HOSTS = List.of("%", "localhost");
    private static final Duration RECOVERY_TIMEOUT = Duration.ofSeconds(240);

    private static ScratchPostgres postgres;

    /** The crash application on the running server (io.weir.it.Applications.crash). */
    protected abstract Probe crashApplication();

    protected abstract void awaitServerDeath() throws Exception;

    protected abstract void restartServer() throws Exception;

    @BeforeAll
    static void startDatabases() throws SQLException {
        Databases.mariadb();
        postgres = ScratchPostgres.start(PASSWORD, "max_prepared_transactions=10");
        for (Database db : List.of(postgres.database(), Databases.mariadb())) {
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag varchar(64) NOT NULL)");
            }
        }
        try (Connection c = Databases.mariadb().connect(); Statement s = c.createStatement()) {
            for (String host : MARIADB_HOSTS) {
                s.execute("CREATE USER '" + SERVER_NAME + "'@'" + host + "' IDENTIFIED BY '" + PASSWORD + "'");
                s.execute("GRANT SELECT, INSERT ON test." + TABLE + " TO '" + SERVER_NAME + "'@'" + host + "'");
            }
        }
    }

    /** The test's PostgreSQL, for the server's definition (the definition and its recovery credentials). */
    protected static Database postgres() {
        return postgres.database();
    }

    /** The shared MariaDB as this run's own user, for the server's definition and its recovery credentials. */
    protected static Database mariadb() {
        Database root = Databases.mariadb();
        return new Database(root.product(), root.urlPrefix(), root.host(), root.port(), root.name(), SERVER_NAME, PASSWORD, root.startCommand());
    }

    @AfterAll
    static void stopDatabases() throws SQLException {
        try {
            // a failed run must not leave locks behind in the shared MariaDB
            try (Connection c = Databases.mariadb().connect(); Statement s = c.createStatement()) {
                for (String xid : mariadbInDoubt("FORMAT='SQL'")) {
                    s.execute("XA ROLLBACK " + xid);
                }
                for (String host : MARIADB_HOSTS) {
                    s.execute("DROP USER IF EXISTS '" + SERVER_NAME + "'@'" + host + "'");
                }
            }
        } finally {
            if (postgres != null) {
                postgres.close();
            }
        }
    }

    @Test
    void branchesLeftInDoubtByACrashAreCommittedByRecoveryAfterTheRestart() throws Exception {
        String tag = haltInTheCommit();

        assertEquals(1, postgresInDoubt(), "PostgreSQL's branch must be prepared, not committed");
        assertEquals(1, mariadbInDoubt("").size(), "MariaDB's branch must be prepared, not committed");
        assertEquals(0, rows(postgres(), tag));
        assertEquals(0, rows(Databases.mariadb(), tag));

        restartServer();
        long deadline = System.nanoTime() + RECOVERY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline && (postgresInDoubt() + mariadbInDoubt("").size() > 0)) {
            Thread.sleep(500);
        }
        assertEquals(0, postgresInDoubt(), "recovery left PostgreSQL's branch in doubt");
        assertEquals(0, mariadbInDoubt("").size(), "recovery left MariaDB's branch in doubt");
        assertEquals(1, rows(postgres(), tag), "recovery must commit PostgreSQL's row");
        assertEquals(1, rows(Databases.mariadb(), tag), "recovery must commit MariaDB's row");
    }

    /** Runs the crash application's transaction, which halts the server with both branches prepared; its row's tag. */
    protected String haltInTheCommit() throws Exception {
        String tag = UUID.randomUUID().toString();
        CompletableFuture.runAsync(() -> crashApplication().send("POST", "api/crash/" + TABLE + "/" + tag));
        awaitServerDeath();
        return tag;
    }

    protected static int postgresInDoubt() throws SQLException {
        try (Connection c = postgres().connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM pg_prepared_xacts")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** This run's branches in MariaDB's XA RECOVER, in the given format (FORMAT='SQL' gives XIDs to resolve by hand). */
    protected static List<String> mariadbInDoubt(String format) throws SQLException {
        List<String> ours = new ArrayList<>();
        try (Connection c = Databases.mariadb().connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("XA RECOVER " + format)) {
            while (rs.next()) {
                String data = rs.getString("data");
                if (format.isEmpty() ? new String(rs.getBytes("data"), StandardCharsets.ISO_8859_1).contains(SERVER_NAME)
                        : hexContains(data, SERVER_NAME)) {
                    ours.add(data);
                }
            }
        }
        return ours;
    }

    private static boolean hexContains(String sqlXid, String text) {
        StringBuilder hex = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.US_ASCII)) {
            hex.append(String.format("%02x", b));
        }
        return sqlXid.toLowerCase().contains(hex);
    }

    protected static int rows(Database db, String tag) throws SQLException {
        try (Connection c = db.connect(); PreparedStatement count = c.prepareStatement("SELECT count(*) FROM " + TABLE + " WHERE tag = ?")) {
            count.setString(1, tag);
            try (ResultSet rs = count.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
