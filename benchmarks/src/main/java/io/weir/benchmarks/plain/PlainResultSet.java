package io.weir.benchmarks.plain;

import java.sql.*;

/**
 * The plain stub's result set: a cursor over an int array, every column of a row reading the same
 * value. Forward only and read only.
 */
final class PlainResultSet extends StubResultSet {
    private final PlainPreparedStatement statement;
    private final int[] values;
    private int cursor = -1;
    private boolean closed;

    PlainResultSet(PlainPreparedStatement statement, int[] values) {
        this.statement = statement;
        this.values = values;
    }

    @Override
    public void close() throws SQLException {
        closed = true;
    }

    @Override
    public int getInt(int a0) throws SQLException {
        return values[row(a0)];
    }

    @Override
    public long getLong(int a0) throws SQLException {
        return values[row(a0)];
    }

    @Override
    public Object getObject(int a0) throws SQLException {
        return values[row(a0)];
    }

    @Override
    public int getRow() throws SQLException {
        open();
        return cursor >= 0 && cursor < values.length ? cursor + 1 : 0;
    }

    @Override
    public Statement getStatement() throws SQLException {
        open();
        return statement;
    }

    @Override
    public String getString(int a0) throws SQLException {
        return Integer.toString(values[row(a0)]);
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        open();
        return cursor >= values.length && values.length > 0;
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        open();
        return cursor < 0 && values.length > 0;
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed;
    }

    @Override
    public boolean next() throws SQLException {
        open();
        if (cursor < values.length) cursor++;
        return cursor < values.length;
    }

    private int row(int column) throws SQLException {
        open();
        if (cursor < 0 || cursor >= values.length) throw new SQLException("not on a row", "24000");
        if (column < 1 || column > 2) throw new SQLException("column " + column + " out of range 1..2", "07009");
        return cursor;
    }

    @Override
    void open() throws SQLException {
        if (closed) throw new SQLException("result set closed", "24000");
    }
}
