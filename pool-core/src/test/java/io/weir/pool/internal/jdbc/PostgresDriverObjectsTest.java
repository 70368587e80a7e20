package io.weir.pool.internal.jdbc;

import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PostgreSQL's own objects through the facades: its connection interface, its REF CURSOR results. */
class PostgresDriverObjectsTest {
    private final Database db = Databases.postgres();
    private final String function = "weir_cursor_" + UUID.randomUUID().toString().substring(0, 8);
    private Connection raw;

    @BeforeEach
    void createFunction() throws SQLException {
        raw = db.connect();
        try (Statement s = raw.createStatement()) {
            s.execute("create function " + function + "() returns refcursor language plpgsql as $$"
                    + " declare c refcursor; begin open c for select 42; return c; end $$");
        }
    }

    @AfterEach
    void dropFunction() throws SQLException {
        raw.setAutoCommit(true);
        try (Statement s = raw.createStatement()) {
            s.execute("drop function " + function + "()");
        }
        raw.close();
    }

    @Test
    void pgConnectionIsReachableThroughUnwrap() throws SQLException {
        Connection c = new RecordingLease(raw).borrow();
        assertTrue(c.isWrapperFor(PGConnection.class));
        PGConnection pg = c.unwrap(PGConnection.class);
        assertEquals(MisuseCorpusTest.query(raw, "select pg_backend_pid()"), String.valueOf(pg.getBackendPID()));
    }

    @Test
    void refCursorFromACallableStatementIsAResultSetFacadeOfThatStatement() throws SQLException {
        Connection c = new RecordingLease(raw).borrow();
        c.setAutoCommit(false); // a cursor lives in a transaction
        CallableStatement cs = c.prepareCall("{? = call " + function + "()}");
        cs.registerOutParameter(1, Types.REF_CURSOR);
        cs.execute();
        ResultSet cursor = cs.getObject(1, ResultSet.class);
        assertTrue(cursor instanceof ResultSetFacade);
        assertSame(cs, cursor.getStatement());
        assertTrue(cursor.next());
        assertEquals(42, cursor.getInt(1));
        c.close();
        assertTrue(cursor.isClosed());
    }
}
