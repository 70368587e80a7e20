package io.weir.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * A real database on loopback that a test may use: where it is, how to log in, and how to start it.
 * Obtain one from {@link Databases}, which has checked that it answers.
 *
 * @param product      "PostgreSQL" or "MariaDB"
 * @param urlPrefix    the JDBC URL up to the host, e.g. {@code jdbc:postgresql://}
 * @param startCommand the shell command that starts the server on this machine
 */
public record Database(String product, String urlPrefix, String host, int port, String name,
                       String user, String password, String startCommand) {

    /** The URL straight to the server. */
    public String jdbcUrl() {
        return jdbcUrl(host, port);
    }

    /** The URL through a fault proxy (see {@link #startProxy()}). */
    public String jdbcUrl(FaultProxy proxy) {
        return jdbcUrl(proxy.host(), proxy.port());
    }

    private String jdbcUrl(String h, int p) {
        return urlPrefix + h + ":" + p + "/" + name;
    }

    /** A fault proxy in front of this database, passing traffic. */
    public FaultProxy startProxy() {
        return FaultProxy.start(host, port);
    }

    /** A direct connection outside any pool, for setup and for killing sessions from the server side. */
    public Connection connect() throws SQLException {
        Properties info = new Properties();
        info.setProperty("user", user);
        info.setProperty("password", password);
        return DriverManager.getConnection(jdbcUrl(), info);
    }

    /** Runs statements outside any pool, in order, each committed on its own. */
    public void execute(String... sql) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String each : sql) s.execute(each);
        }
    }

    /** The first column of the one row a query answers (a count, a setting), outside any pool; {@code params} bind in order. */
    public long scalar(String sql, Object... params) throws SQLException {
        try (Connection c = connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) ps.setObject(i + 1, params[i]);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) throw new SQLException("no row for: " + sql);
                return rs.getLong(1);
            }
        }
    }

    /** The first column of every row a query answers, as text, outside any pool; {@code params} bind in order. */
    public java.util.Set<String> column(String sql, Object... params) throws SQLException {
        try (Connection c = connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) ps.setObject(i + 1, params[i]);
            java.util.Set<String> values = new java.util.HashSet<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) values.add(rs.getString(1));
            }
            return values;
        }
    }

    @Override
    public String toString() {
        return product + " at " + host + ":" + port + " (database " + name + ", user " + user + ")";
    }
}
