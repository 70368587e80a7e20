package io.weir.benchmarks.plain;

import io.weir.testsupport.UrlPrefixDriver;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * A second no-op driver, shaped unlike the pool-core test-jar's stub so that no pool is measured over
 * one driver's class shapes only: each class a borrow or a statement goes through is a final leaf right
 * over the drivers' shared base ({@code StubConnection}, {@code StubStatement}, {@code StubResultSet}: no
 * fault points, no counters), a statement binds into an int array, and a result set, allocated per query,
 * is a cursor over an int array. The shared bases stand on generated ones that refuse what no driver
 * models, which no measured call reaches. The driver itself, which only opens connections, shares the
 * stub's URL handling. {@code jdbc:plain:<rows>} returns that many rows to every query.
 */
public final class PlainDriver extends UrlPrefixDriver {
    static final String URL_PREFIX = "jdbc:plain:";

    static {
        try {
            DriverManager.registerDriver(new PlainDriver());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public PlainDriver() {
        super(URL_PREFIX, "plain");
    }

    /** The URL of a plain database answering every query with {@code rows} rows. */
    public static String url(int rows) {
        return URL_PREFIX + rowCount(rows);
    }

    @Override
    protected Connection connectTo(String rows, Properties info) throws SQLException {
        return new PlainConnection(parseRows(URL_PREFIX, rows));
    }

    static int rowCount(int rows) {
        if (rows < 0) throw new IllegalArgumentException("rows must not be negative: " + rows);
        return rows;
    }

    /** The row count of a URL {@code prefix + rows}. */
    static int parseRows(String prefix, String rows) throws SQLException {
        try {
            return Integer.parseInt(rows);
        } catch (NumberFormatException e) {
            String kind = prefix.substring("jdbc:".length(), prefix.length() - 1);
            throw new SQLException("a " + kind + " URL is " + prefix + "<rows>, not " + prefix + rows, "08001", e);
        }
    }
}
