package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirDataSource;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A statement that times out on PostgreSQL leaves its connection in the pool: a timeout alone does not evict. */
class PostgresStatementTimeoutTest {

    @Test
    void connectionOfATimedOutStatementIsLentAgain() throws SQLException {
        Dialect dialect = new Dialect.PostgresDialect();
        try (WeirDataSource pool = new WeirDataSource(dialect.poolOfOne())) {
            String session;
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                session = MisuseCorpusTest.query(c, dialect.sessionIdSql());
                s.setQueryTimeout(1);
                SQLException e = assertThrows(SQLException.class, () -> s.execute("select pg_sleep(30)"));
                assertEquals("57014", e.getSQLState());
            }
            try (Connection next = pool.getConnection()) {
                assertEquals(session, MisuseCorpusTest.query(next, dialect.sessionIdSql()));
            }
        }
    }
}
