package io.weir.pool;

import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pool against the real PostgreSQL and MariaDB of this machine: connect, validation, retirement. */
class RealDatabasePoolTest {

    private static Database database(String product) {
        return product.equals("postgres") ? Databases.postgres() : Databases.mariadb();
    }

    /** A pool of {@code max} over {@code db}, logging in as its user, configured further by {@code tune}. */
    private static WeirDataSource pool(Database db, int max, Consumer<WeirConfig> tune) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.jdbcUrl());
        c.setUsername(db.user());
        c.setPassword(db.password());
        c.setMaximumPoolSize(max);
        tune.accept(c);
        return new WeirDataSource(c);
    }

    /** The server's id of the session behind a connection. */
    private static long sessionId(Connection c, Database db) throws SQLException {
        String sql = db.product().equals("PostgreSQL") ? "select pg_backend_pid()" : "select connection_id()";
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The session behind a connection borrowed from the pool and given back at once. */
    private static long sessionOfTheNextBorrow(WeirDataSource ds, Database db) throws SQLException {
        try (Connection c = ds.getConnection()) {
            return sessionId(c, db);
        }
    }

    private static void killSession(Database db, long id) throws SQLException {
        try (Connection admin = db.connect(); Statement s = admin.createStatement()) {
            if (db.product().equals("PostgreSQL")) s.execute("select pg_terminate_backend(" + id + ")");
            else s.execute("KILL " + id);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgres", "mariadb"})
    void connectsAndRunsQueries(String product) throws Exception {
        Database db = database(product);
        try (WeirDataSource ds = pool(db, 2, c -> { }); Connection c = ds.getConnection();
             Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select 41 + 1")) {
            assertTrue(rs.next());
            assertEquals(42, rs.getInt(1));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgres", "mariadb"})
    void sessionKilledOnTheServerIsNotHandedOut(String product) throws Exception {
        Database db = database(product);
        try (WeirDataSource ds = pool(db, 1, c -> c.setAliveBypassWindow(0))) {
            long killed = sessionOfTheNextBorrow(ds, db);
            killSession(db, killed);
            Thread.sleep(100);
            assertNotEquals(killed, sessionOfTheNextBorrow(ds, db), "the killed session was lent again");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgres", "mariadb"})
    void maxLifetimeRetiresSessionsButNotWhileInUse(String product) throws Exception {
        Database db = database(product);
        try (WeirDataSource ds = pool(db, 1, c -> {
            c.setMaxLifetime(1000);
            c.setKeepaliveTime(0);
        })) {
            long first;
            try (Connection conn = ds.getConnection()) {
                first = sessionId(conn, db);
                Thread.sleep(1500);
                assertEquals(first, sessionId(conn, db), "the session in use was kept past its lifetime");
            }
            assertNotEquals(first, sessionOfTheNextBorrow(ds, db), "the expired session was lent again");
        }
    }
}
