package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A session killed on the server fails the borrower's next call; the pool retires that physical
 * connection when it comes back, and the next borrower gets a new, working session.
 */
class KilledSessionTest {

    @Test
    void postgresSessionTerminatedByTheServerIsRetired() throws SQLException {
        killedSessionIsRetired(new Dialect.PostgresDialect());
    }

    @Test
    void mariaDbSessionKilledByTheServerIsRetired() throws SQLException {
        killedSessionIsRetired(new Dialect.MariaDbDialect());
    }

    private static void killedSessionIsRetired(Dialect dialect) throws SQLException {
        try (WeirDataSource pool = new WeirDataSource(dialect.poolOfOne())) {
            String killed;
            try (Connection c = pool.getConnection()) {
                killed = MisuseCorpusTest.query(c, dialect.sessionIdSql());
                try (Connection admin = dialect.outside(); Statement s = admin.createStatement()) {
                    s.execute(dialect.killSql(killed));
                }
                waitUntilGone(dialect, killed);
                assertThrows(SQLException.class, () -> MisuseCorpusTest.query(c, "select 1"));
            }
            try (Connection next = pool.getConnection()) {
                String session = MisuseCorpusTest.query(next, dialect.sessionIdSql());
                assertNotEquals(killed, session, "the killed session was lent again");
                assertEquals("1", MisuseCorpusTest.query(next, "select 1"));
            }
            assertEquals(1, pool.getPoolMXBean().getTotalConnections());
        }
    }

    /** The kill is asynchronous on the server: wait until the session is gone from the server's list. */
    private static void waitUntilGone(Dialect dialect, String session) throws SQLException {
        String sql = dialect instanceof Dialect.PostgresDialect
                ? "select count(*) from pg_stat_activity where pid = " + Integer.parseInt(session)
                : "select count(*) from information_schema.processlist where id = " + Long.parseLong(session);
        try (Connection admin = dialect.outside()) {
            Await.until("session " + session + " is gone after the kill", 10_000,
                    () -> "0".equals(MisuseCorpusTest.query(admin, sql)));
        }
    }
}
