package io.weir.benchmarks.plain;

import io.weir.testsupport.UrlPrefixDriver;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * A third no-op driver, shaped unlike both the pool-core stub and {@link PlainDriver}: its statements and
 * result sets spread their measured methods over three levels of classes with final leaves (the drivers'
 * shared base, a middle level of its own, {@link CursorStatement} and {@link CursorResultSet}, and the
 * leaf), one level more than the other drivers above the same generated base; a query's rows sit in one
 * int array of two columns that a separate {@link RowCursor} object, allocated per query with its result
 * set, walks, and every getter goes through that cursor. {@code jdbc:layered:<rows>} returns that many rows to every query.
 */
public final class LayeredDriver extends UrlPrefixDriver {
    static final String URL_PREFIX = "jdbc:layered:";

    static {
        try {
            DriverManager.registerDriver(new LayeredDriver());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public LayeredDriver() {
        super(URL_PREFIX, "layered");
    }

    /** The URL of a layered database answering every query with {@code rows} rows. */
    public static String url(int rows) {
        return URL_PREFIX + PlainDriver.rowCount(rows);
    }

    @Override
    protected Connection connectTo(String rows, Properties info) throws SQLException {
        return new LayeredConnection(PlainDriver.parseRows(URL_PREFIX, rows));
    }
}
