package io.weir.benchmarks.plain;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;

/**
 * A second no-op driver, shaped unlike the pool-core test-jar's stub so that no pool is measured over
 * one driver's class shapes only: each class implements its JDBC interface directly (no shared base,
 * no fault points, no counters), a statement binds into an int array, and a result set is a cursor
 * over an int array. {@code jdbc:plain:<rows>} returns that many rows to every query.
 */
public final class PlainDriver implements Driver {
    static final String URL_PREFIX = "jdbc:plain:";

    static {
        try {
            DriverManager.registerDriver(new PlainDriver());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The URL of a plain database answering every query with {@code rows} rows. */
    public static String url(int rows) {
        if (rows < 0) throw new IllegalArgumentException("rows must not be negative: " + rows);
        return URL_PREFIX + rows;
    }

    @Override
    public Connection connect(String url, java.util.Properties info) throws SQLException {
        if (!acceptsURL(url)) return null;
        try {
            return new PlainConnection(Integer.parseInt(url.substring(URL_PREFIX.length())));
        } catch (NumberFormatException e) {
            throw new SQLException("a plain URL is " + URL_PREFIX + "<rows>, not " + url, "08001", e);
        }
    }

    @Override
    public boolean acceptsURL(String url) {
        return url != null && url.startsWith(URL_PREFIX);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, java.util.Properties info) {
        return new DriverPropertyInfo[0];
    }

    @Override
    public int getMajorVersion() {
        return 1;
    }

    @Override
    public int getMinorVersion() {
        return 0;
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("the plain driver does not log");
    }
}
