package io.weir.probe;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** H2's view of physical connections: a session id per physical connection, and a way to kill one. */
final class H2Sessions {
    private H2Sessions() {
    }

    static int sessionId(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery("SELECT SESSION_ID()")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** The ids of every session of the database but the one this call opens to ask. */
    static java.util.List<Integer> all(String url, String user, String password) throws SQLException {
        java.util.List<Integer> ids = new java.util.ArrayList<>();
        try (Connection admin = DriverManager.getConnection(url, user, password);
             Statement s = admin.createStatement();
             ResultSet rs = s.executeQuery("SELECT SESSION_ID FROM INFORMATION_SCHEMA.SESSIONS WHERE SESSION_ID <> SESSION_ID()")) {
            while (rs.next()) ids.add(rs.getInt(1));
        }
        return ids;
    }

    /** Ends a session from the database side, as a DBA or a failover would: the pool is not told. */
    static boolean kill(String url, String user, String password, int sessionId) throws SQLException {
        try (Connection admin = DriverManager.getConnection(url, user, password);
             Statement s = admin.createStatement();
             ResultSet rs = s.executeQuery("SELECT ABORT_SESSION(" + sessionId + ")")) {
            rs.next();
            return rs.getBoolean(1);
        }
    }
}
