package io.weir.benchmarks.plain;

import java.sql.SQLException;
import java.sql.Statement;

/**
 * The recycling stub's result set: a row counter and nothing else, each row's columns reading its row number.
 * Rewound for each query of its statement. Forward only and read only.
 */
final class RecyclingResultSet extends StubResultSet {
    private final RecyclingStatement statement;
    private final int rowCount;
    private int row;
    private boolean closed = true;

    RecyclingResultSet(RecyclingStatement statement, int rowCount) {
        this.statement = statement;
        this.rowCount = rowCount;
    }

    void rewind() {
        row = 0;
        closed = false;
    }

    @Override
    public void close() {
        closed = true;
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public boolean next() throws SQLException {
        open();
        if (row <= rowCount) row++;
        return row <= rowCount;
    }

    @Override
    public int getInt(int column) throws SQLException {
        return current(column);
    }

    @Override
    public long getLong(int column) throws SQLException {
        return current(column);
    }

    @Override
    public Object getObject(int column) throws SQLException {
        return current(column);
    }

    @Override
    public String getString(int column) throws SQLException {
        return Integer.toString(current(column));
    }

    @Override
    public int getRow() throws SQLException {
        open();
        return row <= rowCount ? row : 0;
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        open();
        return row == 0 && rowCount > 0;
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        open();
        return row > rowCount && rowCount > 0;
    }

    @Override
    public Statement getStatement() throws SQLException {
        open();
        return statement;
    }

    private int current(int column) throws SQLException {
        open();
        if (row < 1 || row > rowCount) throw new SQLException("not on a row", "24000");
        if (column < 1 || column > 2) throw new SQLException("column " + column + " out of range 1..2", "07009");
        return row;
    }

    @Override
    void open() throws SQLException {
        if (closed) throw new SQLException("result set closed", "24000");
    }
}
