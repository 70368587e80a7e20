package io.weir.benchmarks.plain;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.Arrays;

/**
 * What the no-op drivers' statements share: the settings a pool reads and resets, batches, updates that
 * count one row, and int parameters bound into an array ({@code setInt} and {@code setLong}; the other
 * setters are refused, since no benchmark binds anything else). A subclass makes the result set of a
 * query, and closes it when the statement moves on. Every other method is refused by name in the generated
 * {@link UnsupportedPreparedStatement} above this class: the statement cycle never reaches it, and the
 * pools' call sites see only the driver's final leaf, one or two levels below this class.
 */
abstract class StubStatement extends UnsupportedPreparedStatement {
    private final int[] params = new int[4];
    private boolean closed;
    int updateCount = -1;
    private int batched;
    private int queryTimeout;
    private int fetchSize;
    private int maxRows;
    private boolean poolable = true;
    private boolean closeOnCompletion;

    /** Runs a query: closes the previous result set and makes the next. */
    abstract ResultSet query() throws SQLException;

    /** Closes the current result set, if any; throws if the statement is closed. */
    abstract void closeResult() throws SQLException;

    @Override
    public void setInt(int parameter, int value) throws SQLException {
        params[index(parameter)] = value;
    }

    @Override
    public void setLong(int parameter, long value) throws SQLException {
        params[index(parameter)] = (int) value;
    }

    @Override
    public void clearParameters() throws SQLException {
        open();
        Arrays.fill(params, 0);
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return query();
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        return query();
    }

    @Override
    public boolean execute() throws SQLException {
        query();
        return true;
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        query();
        return true;
    }

    @Override
    public int executeUpdate() throws SQLException {
        return update();
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        return update();
    }

    private int update() throws SQLException {
        closeResult();
        updateCount = 1;
        return 1;
    }

    @Override
    public void addBatch() throws SQLException {
        open();
        batched++;
    }

    @Override
    public void addBatch(String sql) throws SQLException {
        addBatch();
    }

    @Override
    public void clearBatch() throws SQLException {
        open();
        batched = 0;
    }

    @Override
    public int[] executeBatch() throws SQLException {
        closeResult();
        int[] counts = new int[batched];
        Arrays.fill(counts, 1);
        batched = 0;
        return counts;
    }

    @Override
    public int getUpdateCount() throws SQLException {
        open();
        return updateCount;
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        closeResult();
        updateCount = -1;
        return false;
    }

    @Override
    public boolean getMoreResults(int current) throws SQLException {
        return getMoreResults();
    }

    @Override
    public void close() throws SQLException {
        if (closed) return;
        closeResult(); // the driver closes its result set with its statement
        closed = true;
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    /**
     * Makes a closed statement new again, for a driver that hands its closed statements out again rather
     * than making new ones; an open one stays as it is.
     *
     * @return whether the statement was closed, and is new now
     */
    final boolean reopenIfClosed() {
        if (!closed) return false;
        Arrays.fill(params, 0);
        closed = false;
        updateCount = -1;
        batched = 0;
        queryTimeout = 0;
        fetchSize = 0;
        maxRows = 0;
        poolable = true;
        closeOnCompletion = false;
        return true;
    }

    @Override
    public void cancel() throws SQLException {
        open();
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        open();
        return queryTimeout;
    }

    @Override
    public void setQueryTimeout(int seconds) throws SQLException {
        open();
        queryTimeout = seconds;
    }

    @Override
    public int getFetchSize() throws SQLException {
        open();
        return fetchSize;
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        open();
        fetchSize = rows;
    }

    @Override
    public int getMaxRows() throws SQLException {
        open();
        return maxRows;
    }

    @Override
    public void setMaxRows(int max) throws SQLException {
        open();
        maxRows = max;
    }

    @Override
    public boolean isPoolable() throws SQLException {
        open();
        return poolable;
    }

    @Override
    public void setPoolable(boolean poolable) throws SQLException {
        open();
        this.poolable = poolable;
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        open();
        return closeOnCompletion;
    }

    @Override
    public void closeOnCompletion() throws SQLException {
        open();
        closeOnCompletion = true;
    }

    /** Accepted and ignored, as the three settings below it: nothing here escapes, fetches or truncates. */
    @Override
    public void setEscapeProcessing(boolean enable) throws SQLException {
        open();
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        open();
    }

    @Override
    public int getFetchDirection() throws SQLException {
        open();
        return ResultSet.FETCH_FORWARD;
    }

    @Override
    public void setMaxFieldSize(int max) throws SQLException {
        open();
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        open();
        return 0;
    }

    @Override
    public int getResultSetType() throws SQLException {
        open();
        return ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        open();
        return ResultSet.CONCUR_READ_ONLY;
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        open();
        return ResultSet.HOLD_CURSORS_OVER_COMMIT;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        open();
        return null;
    }

    @Override
    public void clearWarnings() throws SQLException {
        open();
    }

    int index(int parameter) throws SQLException {
        open();
        if (parameter < 1 || parameter > params.length) {
            throw new SQLException("parameter index " + parameter + " out of range 1.." + params.length, "07009");
        }
        return parameter - 1;
    }

    final void open() throws SQLException {
        if (closed) throw new SQLException("statement closed", "HY010");
    }
}
