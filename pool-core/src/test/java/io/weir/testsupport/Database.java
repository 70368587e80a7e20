package io.weir.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
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

    @Override
    public String toString() {
        return product + " at " + host + ":" + port + " (database " + name + ", user " + user + ")";
    }
}
