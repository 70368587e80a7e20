package io.weir.probe;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Rows tagged by the test that wrote them, in table PROBE_ROW of whichever database (H2 or MariaDB) a DataSource reaches. */
final class ProbeRows {
    private ProbeRows() {
    }

    static void createTable(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS probe_row (tag VARCHAR(200) NOT NULL)");
        }
    }

    static void insert(Connection connection, String tag) throws SQLException {
        createTable(connection);
        insertOnly(connection, tag);
    }

    /** Without the CREATE TABLE: H2 commits the current transaction at any DDL, so XA work must not run one. */
    static void insertOnly(Connection connection, String tag) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO probe_row (tag) VALUES (?)")) {
            ps.setString(1, tag);
            ps.executeUpdate();
        }
    }

    static void insert(DataSource dataSource, String tag) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            insert(connection, tag);
        }
    }

    static void insertOnly(DataSource dataSource, String tag) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            insertOnly(connection, tag);
        }
    }

    static int count(DataSource dataSource, String tag) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            createTable(connection);
            return count(connection, tag);
        }
    }

    static int count(Connection connection, String tag) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT COUNT(*) FROM probe_row WHERE tag = ?")) {
            ps.setString(1, tag);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
