package io.weir.benchmarks.plain;

import io.weir.testsupport.UrlPrefixDriver;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * A fourth no-op driver, one that allocates nothing in the statement cycle: a connection hands its last
 * statement out again once the application has closed it, and a statement its last result set, as a driver
 * with a statement cache does. Over it every byte a cycle allocates is the pool's, and the pool's wrappers
 * are most of what a cycle costs. Its classes are final leaves right over the drivers' shared base, as
 * {@link PlainDriver}'s are. {@code jdbc:recycling:<rows>} returns that many rows to every query.
 */
public final class RecyclingDriver extends UrlPrefixDriver {
    static final String URL_PREFIX = "jdbc:recycling:";

    static {
        try {
            DriverManager.registerDriver(new RecyclingDriver());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public RecyclingDriver() {
        super(URL_PREFIX, "recycling");
    }

    /** The URL of a recycling database answering every query with {@code rows} rows. */
    public static String url(int rows) {
        return URL_PREFIX + PlainDriver.rowCount(rows);
    }

    @Override
    protected Connection connectTo(String rows, Properties info) throws SQLException {
        return new RecyclingConnection(PlainDriver.parseRows(URL_PREFIX, rows));
    }
}
