package io.weir.testsupport;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;

/**
 * Rows of int columns computed on the fly: column c of row r (both from 1) holds r * c, or, for
 * generated keys, consecutive keys. Columns are named C1, C2, ...
 */
public final class StubResultSet extends UnsupportedResultSet {
    private final StubStatement statement;
    private final int rows;
    private final int columns;
    private final long firstKey;
    /** The value of a one-value answer, or -1 for the usual values. */
    private final long only;
    private int row;
    private boolean closed;
    private int fetchSize;

    /** @param firstKey the first generated key, or 0 for a query's r * c values */
    StubResultSet(StubStatement statement, int rows, int columns, long firstKey) {
        this(statement, rows, columns, firstKey, -1);
    }

    private StubResultSet(StubStatement statement, int rows, int columns, long firstKey, long only) {
        this.statement = statement;
        this.rows = rows;
        this.columns = columns;
        this.firstKey = firstKey;
        this.only = only;
    }

    /** One row, one column, holding {@code value} (0 or more): the answer to a function the stub knows. */
    static StubResultSet answer(StubStatement statement, long value) {
        return new StubResultSet(statement, 1, 1, 0, value);
    }

    void closeQuietly() {
        closed = true;
    }

    private void checkOpen() throws SQLException {
        if (closed) throw new SQLException("stub result set is closed", "HY010");
    }

    private long value(int column) throws SQLException {
        checkOpen();
        if (row < 1 || row > rows) throw new SQLException("stub result set is not on a row", "24000");
        if (column < 1 || column > columns) throw new SQLException("no column " + column, "07009");
        if (only >= 0) return only;
        return firstKey > 0 ? firstKey + row - 1 : (long) row * column;
    }

    @Override
    public boolean next() throws SQLException {
        checkOpen();
        if (row <= rows) row++;
        return row <= rows;
    }

    @Override
    public void close() throws SQLException {
        if (closed) return;
        closed = true;
        statement.resultSetClosed(this);
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public boolean wasNull() throws SQLException {
        checkOpen();
        return false;
    }

    @Override
    public int findColumn(String label) throws SQLException {
        checkOpen();
        if (label.length() > 1 && (label.charAt(0) == 'C' || label.charAt(0) == 'c')) {
            try {
                int c = Integer.parseInt(label.substring(1));
                if (c >= 1 && c <= columns) return c;
            } catch (NumberFormatException ignored) {
                // falls through to the error below
            }
        }
        throw new SQLException("no column " + label, "42S22");
    }

    @Override
    public int getInt(int column) throws SQLException {
        return (int) value(column);
    }

    @Override
    public int getInt(String label) throws SQLException {
        return getInt(findColumn(label));
    }

    @Override
    public long getLong(int column) throws SQLException {
        return value(column);
    }

    @Override
    public long getLong(String label) throws SQLException {
        return getLong(findColumn(label));
    }

    @Override
    public short getShort(int column) throws SQLException {
        return (short) value(column);
    }

    @Override
    public byte getByte(int column) throws SQLException {
        return (byte) value(column);
    }

    @Override
    public double getDouble(int column) throws SQLException {
        return value(column);
    }

    @Override
    public float getFloat(int column) throws SQLException {
        return value(column);
    }

    @Override
    public boolean getBoolean(int column) throws SQLException {
        return value(column) != 0;
    }

    @Override
    public BigDecimal getBigDecimal(int column) throws SQLException {
        return BigDecimal.valueOf(value(column));
    }

    @Override
    public String getString(int column) throws SQLException {
        return Long.toString(value(column));
    }

    @Override
    public String getString(String label) throws SQLException {
        return getString(findColumn(label));
    }

    @Override
    public Object getObject(int column) throws SQLException {
        return (int) value(column);
    }

    @Override
    public Object getObject(String label) throws SQLException {
        return getObject(findColumn(label));
    }

    @Override
    public <T> T getObject(int column, Class<T> type) throws SQLException {
        long v = value(column);
        if (type == Integer.class) return type.cast((int) v);
        if (type == Long.class) return type.cast(v);
        if (type == String.class) return type.cast(Long.toString(v));
        throw new SQLException("stub cannot convert to " + type.getName(), "22000");
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        checkOpen();
        return new StubResultSetMetaData(columns);
    }

    @Override
    public Statement getStatement() throws SQLException {
        checkOpen();
        return statement;
    }

    @Override
    public int getRow() throws SQLException {
        checkOpen();
        return row <= rows ? row : 0;
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        checkOpen();
        return row == 0 && rows > 0;
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        checkOpen();
        return row > rows && rows > 0;
    }

    @Override
    public boolean isFirst() throws SQLException {
        checkOpen();
        return row == 1 && rows > 0;
    }

    @Override
    public boolean isLast() throws SQLException {
        checkOpen();
        return row == rows && rows > 0;
    }

    @Override
    public int getType() throws SQLException {
        checkOpen();
        return ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public int getConcurrency() throws SQLException {
        checkOpen();
        return ResultSet.CONCUR_READ_ONLY;
    }

    @Override
    public int getHoldability() throws SQLException {
        checkOpen();
        return ResultSet.HOLD_CURSORS_OVER_COMMIT;
    }

    @Override
    public int getFetchSize() throws SQLException {
        checkOpen();
        return fetchSize;
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        checkOpen();
        this.fetchSize = rows;
    }

    @Override
    public int getFetchDirection() throws SQLException {
        checkOpen();
        return ResultSet.FETCH_FORWARD;
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        checkOpen();
        if (direction != ResultSet.FETCH_FORWARD) throw new SQLException("forward only", "HY106");
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        checkOpen();
        return null;
    }

    @Override
    public void clearWarnings() throws SQLException {
        checkOpen();
    }
}
