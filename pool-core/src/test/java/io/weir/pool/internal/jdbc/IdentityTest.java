package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the application gets back from a facade is the facade it came from, never the driver's object. */
class IdentityTest extends OverH2 {
    private Connection connection;

    @BeforeEach
    void borrow() throws SQLException {
        try (Statement s = raw.createStatement()) {
            s.execute("create table t(id int auto_increment primary key, v int)");
        }
        connection = lease.borrow();
    }

    @Test
    void statementGetConnectionIsTheFacade() throws SQLException {
        assertSame(connection, connection.createStatement().getConnection());
    }

    @Test
    void preparedStatementGetConnectionIsTheFacade() throws SQLException {
        assertSame(connection, connection.prepareStatement("select 1").getConnection());
    }

    @Test
    void callableStatementGetConnectionIsTheFacade() throws SQLException {
        assertSame(connection, connection.prepareCall("call 1").getConnection());
    }

    @Test
    void metaDataGetConnectionIsTheFacade() throws SQLException {
        assertSame(connection, connection.getMetaData().getConnection());
    }

    @Test
    void metaDataIsTheSameFacadeEachTime() throws SQLException {
        assertSame(connection.getMetaData(), connection.getMetaData());
    }

    @Test
    void executeQueryResultSetGetStatementIsTheStatementFacade() throws SQLException {
        Statement s = connection.createStatement();
        assertSame(s, s.executeQuery("select 1").getStatement());
    }

    @Test
    void preparedExecuteQueryResultSetGetStatementIsThePreparedStatementFacade() throws SQLException {
        PreparedStatement ps = connection.prepareStatement("select ?");
        ps.setInt(1, 7);
        assertSame(ps, ps.executeQuery().getStatement());
    }

    @Test
    void getResultSetAfterExecuteIsWrappedAndKnowsItsStatement() throws SQLException {
        Statement s = connection.createStatement();
        assertTrue(s.execute("select 1"));
        ResultSet rs = s.getResultSet();
        assertTrue(rs instanceof ResultSetFacade);
        assertSame(s, rs.getStatement());
    }

    @Test
    void getResultSetTwiceGivesTheSameFacade() throws SQLException {
        Statement s = connection.createStatement();
        s.execute("select 1");
        assertSame(s.getResultSet(), s.getResultSet());
    }

    @Test
    void getResultSetAfterTheNextExecutionIsANewFacadeAndTheEarlierOneIsClosed() throws SQLException {
        Statement s = connection.createStatement();
        s.execute("select 1");
        ResultSet first = s.getResultSet();
        s.execute("select 1");
        ResultSet second = s.getResultSet();
        assertNotSame(first, second);
        assertTrue(first.isClosed(), "JDBC: executing again closes the statement's current result set");
        assertFalse(second.isClosed());
        assertSame(second, s.getResultSet());
    }

    @Test
    void generatedKeysResultSetIsWrappedAndKnowsItsStatement() throws SQLException {
        PreparedStatement ps = connection.prepareStatement("insert into t(v) values (1)", Statement.RETURN_GENERATED_KEYS);
        ps.executeUpdate();
        ResultSet keys = ps.getGeneratedKeys();
        assertTrue(keys instanceof ResultSetFacade);
        assertSame(ps, keys.getStatement());
        assertTrue(keys.next());
    }

    @Test
    void callableStatementResultSetKnowsItsStatement() throws SQLException {
        CallableStatement cs = connection.prepareCall("call 1");
        assertSame(cs, cs.executeQuery().getStatement());
    }

    @Test
    void metaDataResultSetIsWrappedAndHasNoStatement() throws SQLException {
        DatabaseMetaData md = connection.getMetaData();
        ResultSet tables = md.getTables(null, null, "T", null);
        assertTrue(tables instanceof ResultSetFacade);
        assertNull(tables.getStatement(), "JDBC: null for a result set made by a DatabaseMetaData method");
        assertTrue(tables.next());
    }

    @Test
    void eachExecutionGivesANewResultSetFacade() throws SQLException {
        PreparedStatement ps = connection.prepareStatement("select 1");
        ResultSet first = ps.executeQuery();
        ResultSet second = ps.executeQuery();
        assertNotSame(first, second);
        assertTrue(first.isClosed(), "JDBC: executing again closes the statement's current result set");
        assertFalse(second.isClosed());
    }

    @Test
    void statementsAreFacadesOfTheirKind() throws SQLException {
        assertTrue(connection.createStatement() instanceof StatementFacade);
        assertTrue(connection.prepareStatement("select 1") instanceof PreparedStatementFacade);
        assertTrue(connection.prepareCall("call 1") instanceof CallableStatementFacade);
    }
}
