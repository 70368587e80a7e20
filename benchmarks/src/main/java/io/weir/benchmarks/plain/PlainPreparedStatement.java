package io.weir.benchmarks.plain;

import java.sql.*;

/**
 * The plain stub's statement, plain or prepared: binds ints into an array, and every query returns
 * its connection's rows as a {@link PlainResultSet}; updates count one row.
 */
final class PlainPreparedStatement extends StubStatement {
    private final PlainConnection connection;
    private final int[] rowValues;
    private PlainResultSet result;

    PlainPreparedStatement(PlainConnection connection, int[] rowValues) {
        this.connection = connection;
        this.rowValues = rowValues;
    }

    @Override
    public Connection getConnection() throws SQLException {
        open();
        return connection;
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        open();
        return result;
    }

    @Override
    PlainResultSet query() throws SQLException {
        closeResult();
        updateCount = -1;
        result = new PlainResultSet(this, rowValues);
        return result;
    }

    @Override
    void closeResult() throws SQLException {
        open();
        if (result != null) result.close();
        result = null;
    }
}
