package io.weir.benchmarks.plain;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.*;
import java.util.Arrays;
import java.util.Calendar;

/**
 * What the no-op drivers' statements share: the settings a pool reads and resets, batches, updates that
 * count one row, and parameters bound into an int array (only setInt keeps its value). A subclass makes
 * the result set of a query, and closes it when the statement moves on.
 */
abstract class StubStatement implements PreparedStatement {
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
    public void addBatch() throws SQLException {
        open();
        batched++;
    }

    @Override
    public void addBatch(String a0) throws SQLException {
        open();
        batched++;
    }

    @Override
    public void cancel() throws SQLException {
        open();
    }

    @Override
    public void clearBatch() throws SQLException {
        open();
        batched = 0;
    }

    @Override
    public void clearParameters() throws SQLException {
        open();
        Arrays.fill(params, 0);
    }

    @Override
    public void clearWarnings() throws SQLException {
        open();
    }

    @Override
    public void close() throws SQLException {
        if (closed) return;
        closeResult(); // the driver closes its result set with its statement
        closed = true;
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
    public void closeOnCompletion() throws SQLException {
        open();
        closeOnCompletion = true;
    }

    @Override
    public boolean execute() throws SQLException {
        query();
        return true;
    }

    @Override
    public boolean execute(String a0, int[] a1) throws SQLException {
        query();
        return true;
    }

    @Override
    public boolean execute(String a0, String[] a1) throws SQLException {
        query();
        return true;
    }

    @Override
    public boolean execute(String a0, int a1) throws SQLException {
        query();
        return true;
    }

    @Override
    public boolean execute(String a0) throws SQLException {
        query();
        return true;
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return query();
    }

    @Override
    public ResultSet executeQuery(String a0) throws SQLException {
        return query();
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
    public int executeUpdate() throws SQLException {
        closeResult();
        updateCount = 1;
        return 1;
    }

    @Override
    public int executeUpdate(String a0, int[] a1) throws SQLException {
        closeResult();
        updateCount = 1;
        return 1;
    }

    @Override
    public int executeUpdate(String a0, String[] a1) throws SQLException {
        closeResult();
        updateCount = 1;
        return 1;
    }

    @Override
    public int executeUpdate(String a0, int a1) throws SQLException {
        closeResult();
        updateCount = 1;
        return 1;
    }

    @Override
    public int executeUpdate(String a0) throws SQLException {
        closeResult();
        updateCount = 1;
        return 1;
    }

    @Override
    public int getFetchDirection() throws SQLException {
        open();
        return ResultSet.FETCH_FORWARD;
    }

    @Override
    public int getFetchSize() throws SQLException {
        open();
        return fetchSize;
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        throw unsupported("getGeneratedKeys");
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        open();
        return 0;
    }

    @Override
    public int getMaxRows() throws SQLException {
        open();
        return maxRows;
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        throw unsupported("getMetaData");
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        closeResult();
        updateCount = -1;
        return false;
    }

    @Override
    public boolean getMoreResults(int a0) throws SQLException {
        closeResult();
        updateCount = -1;
        return false;
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        throw unsupported("getParameterMetaData");
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        open();
        return queryTimeout;
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
    public int getResultSetType() throws SQLException {
        open();
        return ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public int getUpdateCount() throws SQLException {
        open();
        return updateCount;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        open();
        return null;
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        open();
        return closeOnCompletion;
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed;
    }

    @Override
    public boolean isPoolable() throws SQLException {
        open();
        return poolable;
    }

    @Override
    public boolean isWrapperFor(Class<?> a0) throws SQLException {
        return a0.isInstance(this);
    }

    @Override
    public void setArray(int a0, Array a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setAsciiStream(int a0, InputStream a1, int a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setAsciiStream(int a0, InputStream a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setAsciiStream(int a0, InputStream a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setBigDecimal(int a0, BigDecimal a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setBinaryStream(int a0, InputStream a1, int a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setBinaryStream(int a0, InputStream a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setBinaryStream(int a0, InputStream a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setBlob(int a0, InputStream a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setBlob(int a0, InputStream a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setBlob(int a0, Blob a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setBoolean(int a0, boolean a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setByte(int a0, byte a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setBytes(int a0, byte[] a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setCharacterStream(int a0, Reader a1, int a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setCharacterStream(int a0, Reader a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setCharacterStream(int a0, Reader a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setClob(int a0, Reader a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setClob(int a0, Reader a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setClob(int a0, Clob a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setCursorName(String a0) throws SQLException {
        throw unsupported("setCursorName");
    }

    @Override
    public void setDate(int a0, Date a1, Calendar a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setDate(int a0, Date a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setDouble(int a0, double a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setEscapeProcessing(boolean a0) throws SQLException {
        open();
    }

    @Override
    public void setFetchDirection(int a0) throws SQLException {
        open();
    }

    @Override
    public void setFetchSize(int a0) throws SQLException {
        open();
        fetchSize = a0;
    }

    @Override
    public void setFloat(int a0, float a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setInt(int a0, int a1) throws SQLException {
        params[index(a0)] = a1;
    }

    @Override
    public void setLong(int a0, long a1) throws SQLException {
        params[index(a0)] = (int) a1;
    }

    @Override
    public void setMaxFieldSize(int a0) throws SQLException {
        open();
    }

    @Override
    public void setMaxRows(int a0) throws SQLException {
        open();
        maxRows = a0;
    }

    @Override
    public void setNCharacterStream(int a0, Reader a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setNCharacterStream(int a0, Reader a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setNClob(int a0, Reader a1, long a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setNClob(int a0, Reader a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setNClob(int a0, NClob a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setNString(int a0, String a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setNull(int a0, int a1, String a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setNull(int a0, int a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setObject(int a0, Object a1, int a2, int a3) throws SQLException {
        index(a0);
    }

    @Override
    public void setObject(int a0, Object a1, int a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setObject(int a0, Object a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setPoolable(boolean a0) throws SQLException {
        open();
        poolable = a0;
    }

    @Override
    public void setQueryTimeout(int a0) throws SQLException {
        open();
        queryTimeout = a0;
    }

    @Override
    public void setRef(int a0, Ref a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setRowId(int a0, RowId a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setSQLXML(int a0, SQLXML a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setShort(int a0, short a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setString(int a0, String a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setTime(int a0, Time a1, Calendar a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setTime(int a0, Time a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setTimestamp(int a0, Timestamp a1, Calendar a2) throws SQLException {
        index(a0);
    }

    @Override
    public void setTimestamp(int a0, Timestamp a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setURL(int a0, URL a1) throws SQLException {
        index(a0);
    }

    @Override
    public void setUnicodeStream(int a0, InputStream a1, int a2) throws SQLException {
        index(a0);
    }

    @Override
    public <T> T unwrap(Class<T> a0) throws SQLException {
        if (a0.isInstance(this)) return a0.cast(this);
        throw new SQLException("not a wrapper for " + a0.getName());
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

    static SQLFeatureNotSupportedException unsupported(String method) {
        return new SQLFeatureNotSupportedException("the no-op stub has no " + method);
    }
}
