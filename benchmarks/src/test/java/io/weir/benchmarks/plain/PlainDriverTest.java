package io.weir.benchmarks.plain;

import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlainDriverTest {

    @Test
    void everyQueryReturnsTheRowsItsUrlNames() throws SQLException {
        try (Connection c = DriverManager.getConnection(PlainDriver.url(3));
             PreparedStatement ps = c.prepareStatement("SELECT amount FROM item WHERE id = ?")) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(1, rs.getInt(1));
                assertTrue(rs.next());
                assertEquals(2, rs.getInt("amount"));
                assertTrue(rs.next());
                assertEquals(3, rs.getInt(2));
                assertFalse(rs.next());
                assertThrows(SQLException.class, () -> rs.getInt(1), "past the last row");
            }
        }
    }

    @Test
    void closingTheStatementClosesItsResultSet() throws SQLException {
        try (Connection c = DriverManager.getConnection(PlainDriver.url(1))) {
            PreparedStatement ps = c.prepareStatement("SELECT 1");
            ResultSet rs = ps.executeQuery();
            ps.close();
            assertTrue(rs.isClosed());
            assertThrows(SQLException.class, rs::next);
            assertThrows(SQLException.class, () -> ps.setInt(1, 1));
        }
    }

    @Test
    void aParameterOutsideTheStatementIsRefusedByIndex() throws SQLException {
        try (Connection c = DriverManager.getConnection(PlainDriver.url(1));
             PreparedStatement ps = c.prepareStatement("SELECT 1")) {
            SQLException e = assertThrows(SQLException.class, () -> ps.setInt(5, 1));
            assertEquals("parameter index 5 out of range 1..4", e.getMessage());
        }
    }

    @Test
    void theConnectionKeepsTheSessionSettingsAPoolResets() throws SQLException {
        try (Connection c = DriverManager.getConnection(PlainDriver.url(1))) {
            c.setAutoCommit(false);
            c.setReadOnly(true);
            c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            assertFalse(c.getAutoCommit());
            assertTrue(c.isReadOnly());
            assertEquals(Connection.TRANSACTION_SERIALIZABLE, c.getTransactionIsolation());
            assertTrue(c.isValid(1));
            c.close();
            assertFalse(c.isValid(1));
            assertThrows(SQLException.class, c::createStatement);
        }
    }

    @Test
    void whatTheStubDoesNotDoIsRefusedByName() throws SQLException {
        try (Connection c = DriverManager.getConnection(PlainDriver.url(1))) {
            SQLException e = assertThrows(SQLFeatureNotSupportedException.class, () -> c.prepareCall("{call p}"));
            assertEquals("the plain stub has no prepareCall", e.getMessage());
        }
    }

    @Test
    void aUrlWithoutARowCountIsRefused() {
        SQLException e = assertThrows(SQLException.class, () -> new PlainDriver().connect("jdbc:plain:many", null));
        assertEquals("a plain URL is jdbc:plain:<rows>, not jdbc:plain:many", e.getMessage());
    }
}
