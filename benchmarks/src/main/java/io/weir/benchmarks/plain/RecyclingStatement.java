package io.weir.benchmarks.plain;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The recycling stub's statement: every query rewinds and returns its one result set. */
final class RecyclingStatement extends StubStatement {
    private final RecyclingConnection connection;
    private final RecyclingResultSet result;
    private boolean resultOpen;

    RecyclingStatement(RecyclingConnection connection, int rowCount) {
        this.connection = connection;
        this.result = new RecyclingResultSet(this, rowCount);
    }

    @Override
    public Connection getConnection() throws SQLException {
        open();
        return connection;
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        open();
        return resultOpen ? result : null;
    }

    @Override
    RecyclingResultSet query() throws SQLException {
        closeResult();
        updateCount = -1;
        result.rewind();
        resultOpen = true;
        return result;
    }

    @Override
    void closeResult() throws SQLException {
        open();
        if (resultOpen) result.close();
        resultOpen = false;
    }
}
