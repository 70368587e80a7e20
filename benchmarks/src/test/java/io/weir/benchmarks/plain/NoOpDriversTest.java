package io.weir.benchmarks.plain;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The benchmarks' three no-op drivers behave alike, whatever their shapes. */
class NoOpDriversTest {

    private static String url(String driver, int rows) {
        IntFunction<String> url = switch (driver) {
            case "plain" -> PlainDriver::url;
            case "layered" -> LayeredDriver::url;
            case "recycling" -> RecyclingDriver::url;
            default -> throw new IllegalArgumentException(driver);
        };
        return url.apply(rows);
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "layered", "recycling"})
    void everyQueryReturnsTheRowsItsUrlNames(String driver) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(driver, 3));
             PreparedStatement ps = c.prepareStatement("SELECT amount FROM item WHERE id = ?")) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(1, rs.getInt(1));
                assertTrue(rs.next());
                assertEquals(2, rs.getInt("id"));
                assertEquals(rs.getInt(2), rs.getInt("amount"));
                assertTrue(rs.next());
                assertEquals(3, rs.getInt(1));
                assertFalse(rs.next());
                assertThrows(SQLException.class, () -> rs.getInt(1), "past the last row");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "layered", "recycling"})
    void closingTheStatementClosesItsResultSet(String driver) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(driver, 1))) {
            PreparedStatement ps = c.prepareStatement("SELECT 1");
            ResultSet rs = ps.executeQuery();
            ps.close();
            assertTrue(rs.isClosed());
            assertThrows(SQLException.class, rs::next);
            assertThrows(SQLException.class, () -> ps.setInt(1, 1));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "layered", "recycling"})
    void aParameterOutsideTheStatementIsRefusedByIndex(String driver) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(driver, 1));
             PreparedStatement ps = c.prepareStatement("SELECT 1")) {
            SQLException e = assertThrows(SQLException.class, () -> ps.setInt(5, 1));
            assertEquals("parameter index 5 out of range 1..4", e.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "layered", "recycling"})
    void theConnectionKeepsTheSessionSettingsAPoolResets(String driver) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(driver, 1))) {
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

    @ParameterizedTest
    @ValueSource(strings = {"plain", "layered", "recycling"})
    void whatTheStubDoesNotDoIsRefusedByName(String driver) throws SQLException {
        try (Connection c = DriverManager.getConnection(url(driver, 1))) {
            SQLException e = assertThrows(SQLFeatureNotSupportedException.class, () -> c.prepareCall("{call p}"));
            assertEquals("stub does not model prepareCall", e.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain", "layered", "recycling"})
    void aUrlWithoutARowCountIsRefused(String driver) {
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection("jdbc:" + driver + ":many"));
        assertEquals("a " + driver + " URL is jdbc:" + driver + ":<rows>, not jdbc:" + driver + ":many", e.getMessage());
    }

    @Test
    void theRecyclingDriverHandsAClosedStatementOutAgainAsNew() throws SQLException {
        try (Connection c = DriverManager.getConnection(RecyclingDriver.url(2))) {
            PreparedStatement first = c.prepareStatement("SELECT 1");
            first.setQueryTimeout(5);
            ResultSet rs = first.executeQuery();
            assertTrue(rs.next());
            first.close();
            PreparedStatement second = c.prepareStatement("SELECT 1");
            assertSame(first, second);
            assertFalse(second.isClosed());
            assertEquals(0, second.getQueryTimeout());
            assertNull(second.getResultSet(), "no query has run on it yet");
            try (ResultSet again = second.executeQuery()) {
                assertSame(rs, again);
                assertTrue(again.next());
                assertEquals(1, again.getInt(1), "the result set starts over");
            }
        }
    }

    @Test
    void theRecyclingDriverNeverHandsOutAStatementStillOpen() throws SQLException {
        try (Connection c = DriverManager.getConnection(RecyclingDriver.url(1));
             PreparedStatement open = c.prepareStatement("SELECT 1");
             PreparedStatement other = c.prepareStatement("SELECT 1")) {
            assertNotSame(open, other);
        }
    }
}
