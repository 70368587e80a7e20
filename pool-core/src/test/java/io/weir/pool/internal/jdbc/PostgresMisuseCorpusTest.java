package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PostgresMisuseCorpusTest extends MisuseCorpusTest {
    @Override
    Dialect dialect() {
        return new Dialect.PostgresDialect();
    }

    @Test
    void applicationNameLeftChangedIsBackForTheNextBorrower() throws SQLException {
        String before;
        try (Connection c = pool().getConnection()) {
            before = query(c, "show application_name");
            c.setClientInfo("ApplicationName", "misusing borrower");
            assertEquals("misusing borrower", query(c, "show application_name"));
        }
        try (Connection next = pool().getConnection()) {
            assertEquals(before, query(next, "show application_name"));
            assertEquals(before, next.getClientInfo("ApplicationName"));
        }
    }
}
