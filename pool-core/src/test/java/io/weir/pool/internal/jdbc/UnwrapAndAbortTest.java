package io.weir.pool.internal.jdbc;

import io.weir.testsupport.StubDatabase;
import org.h2.jdbc.JdbcConnection;
import org.h2.jdbc.JdbcPreparedStatement;
import org.h2.jdbc.JdbcResultSet;
import org.h2.jdbc.JdbcStatement;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Wrapper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** unwrap reaches the driver's objects; abort evicts the physical connection. */
class UnwrapAndAbortTest extends OverH2 {
    private Connection connection;

    @BeforeEach
    void borrow() {
        connection = lease.borrow();
    }

    @Test
    void connectionUnwrapsToTheDriversConnection() throws SQLException {
        assertTrue(connection.isWrapperFor(JdbcConnection.class));
        assertSame(raw, connection.unwrap(JdbcConnection.class));
    }

    @Test
    void unwrapToAJdbcInterfaceGivesTheFacade() throws SQLException {
        assertSame(connection, connection.unwrap(Connection.class));
        assertSame(connection, connection.unwrap(Wrapper.class));
    }

    @Test
    void statementsAndResultSetsUnwrapToTheDriversObjects() throws SQLException {
        Statement s = connection.createStatement();
        PreparedStatement ps = connection.prepareStatement("select 1");
        ResultSet rs = ps.executeQuery();
        assertNotNull(s.unwrap(JdbcStatement.class));
        assertNotNull(ps.unwrap(JdbcPreparedStatement.class));
        assertTrue(rs.isWrapperFor(JdbcResultSet.class));
        assertNotNull(rs.unwrap(JdbcResultSet.class));
    }

    @Test
    void unwrapToSomethingUnrelatedFails() throws SQLException {
        assertFalse(connection.isWrapperFor(String.class));
        assertThrows(SQLException.class, () -> connection.unwrap(String.class));
    }

    @Test
    void abortEvictsThePhysicalConnection() throws SQLException {
        Statement s = connection.createStatement();
        connection.abort(Runnable::run);
        assertTrue(connection.isClosed());
        assertTrue(s.isClosed());
        assertNotNull(lease.broken, "the pool retires the entry instead of lending it again");
        assertEquals(1, lease.fatalErrors.size());
        assertEquals(1, lease.facadeClosed.get());
    }

    @Test
    void abortAbortsTheDriversConnection() throws SQLException {
        try (StubDatabase db = StubDatabase.create();
             Connection stub = DriverManager.getConnection(db.url())) {
            Connection c = new RecordingLease(stub).borrow();
            c.abort(Runnable::run);
            assertEquals(1, db.abortedConnections());
            assertTrue(stub.isClosed());
        }
    }

    @Test
    void abortWithoutExecutorFails() {
        assertThrows(SQLException.class, () -> connection.abort(null));
    }

    @Test
    void abortOfAClosedConnectionDoesNothing() throws SQLException {
        connection.close();
        connection.abort(Runnable::run);
        assertEquals(null, lease.broken);
        assertEquals(1, lease.facadeClosed.get());
        assertFalse(raw.isClosed());
    }
}
