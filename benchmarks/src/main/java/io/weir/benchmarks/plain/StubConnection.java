package io.weir.benchmarks.plain;

import java.sql.*;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executor;

/**
 * What the no-op drivers' connections share: the session settings a pool reads and resets, kept in
 * fields, and every other method refused or answered neutrally. A subclass makes the statements, a
 * plain statement being a prepared one.
 */
abstract class StubConnection implements Connection {
    private boolean closed;
    private boolean autoCommit = true;
    private boolean readOnly;
    private int isolation = TRANSACTION_READ_COMMITTED;
    private String catalog = "plain";
    private String schema = "public";
    private int holdability = ResultSet.HOLD_CURSORS_OVER_COMMIT;
    private int networkTimeout;
    private Map<String, Class<?>> typeMap = new HashMap<>();
    private Properties clientInfo = new Properties();

    /** A statement on this open connection. */
    abstract PreparedStatement newStatement();

    @Override
    public void abort(Executor a0) throws SQLException {
        throw unsupported("abort");
    }

    @Override
    public void clearWarnings() throws SQLException {
        open();
    }

    @Override
    public void close() throws SQLException {
        closed = true;
    }

    @Override
    public void commit() throws SQLException {
        open();
    }

    @Override
    public Array createArrayOf(String a0, Object[] a1) throws SQLException {
        throw unsupported("createArrayOf");
    }

    @Override
    public Blob createBlob() throws SQLException {
        throw unsupported("createBlob");
    }

    @Override
    public Clob createClob() throws SQLException {
        throw unsupported("createClob");
    }

    @Override
    public NClob createNClob() throws SQLException {
        throw unsupported("createNClob");
    }

    @Override
    public SQLXML createSQLXML() throws SQLException {
        throw unsupported("createSQLXML");
    }

    @Override
    public Statement createStatement() throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public Statement createStatement(int a0, int a1, int a2) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public Statement createStatement(int a0, int a1) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public Struct createStruct(String a0, Object[] a1) throws SQLException {
        throw unsupported("createStruct");
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        open();
        return autoCommit;
    }

    @Override
    public String getCatalog() throws SQLException {
        open();
        return catalog;
    }

    @Override
    public Properties getClientInfo() throws SQLException {
        open();
        return (Properties) clientInfo.clone();
    }

    @Override
    public String getClientInfo(String a0) throws SQLException {
        open();
        return clientInfo.getProperty(a0);
    }

    @Override
    public int getHoldability() throws SQLException {
        open();
        return holdability;
    }

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        open();
        return PlainMetaData.of(DatabaseMetaData.class, this);
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        open();
        return networkTimeout;
    }

    @Override
    public String getSchema() throws SQLException {
        open();
        return schema;
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        open();
        return isolation;
    }

    @Override
    public Map<String, Class<?>> getTypeMap() throws SQLException {
        open();
        return typeMap;
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        open();
        return null;
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed;
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        open();
        return readOnly;
    }

    @Override
    public boolean isValid(int a0) throws SQLException {
        if (a0 < 0) throw new SQLException("negative timeout " + a0);
        return !closed;
    }

    @Override
    public boolean isWrapperFor(Class<?> a0) throws SQLException {
        return a0.isInstance(this);
    }

    @Override
    public String nativeSQL(String a0) throws SQLException {
        open();
        return a0;
    }

    @Override
    public CallableStatement prepareCall(String a0, int a1, int a2, int a3) throws SQLException {
        throw unsupported("prepareCall");
    }

    @Override
    public CallableStatement prepareCall(String a0, int a1, int a2) throws SQLException {
        throw unsupported("prepareCall");
    }

    @Override
    public CallableStatement prepareCall(String a0) throws SQLException {
        throw unsupported("prepareCall");
    }

    @Override
    public PreparedStatement prepareStatement(String a0, int[] a1) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public PreparedStatement prepareStatement(String a0, String[] a1) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public PreparedStatement prepareStatement(String a0, int a1, int a2, int a3) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public PreparedStatement prepareStatement(String a0, int a1, int a2) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public PreparedStatement prepareStatement(String a0, int a1) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public PreparedStatement prepareStatement(String a0) throws SQLException {
        open();
        return newStatement();
    }

    @Override
    public void releaseSavepoint(Savepoint a0) throws SQLException {
        throw unsupported("releaseSavepoint");
    }

    @Override
    public void rollback() throws SQLException {
        open();
    }

    @Override
    public void rollback(Savepoint a0) throws SQLException {
        throw unsupported("rollback");
    }

    @Override
    public void setAutoCommit(boolean a0) throws SQLException {
        open();
        autoCommit = a0;
    }

    @Override
    public void setCatalog(String a0) throws SQLException {
        open();
        catalog = a0;
    }

    @Override
    public void setClientInfo(String a0, String a1) throws SQLClientInfoException {
        clientInfo.setProperty(a0, a1);
    }

    @Override
    public void setClientInfo(Properties a0) throws SQLClientInfoException {
        clientInfo = (Properties) a0.clone();
    }

    @Override
    public void setHoldability(int a0) throws SQLException {
        open();
        holdability = a0;
    }

    @Override
    public void setNetworkTimeout(Executor a0, int a1) throws SQLException {
        throw unsupported("setNetworkTimeout");
    }

    @Override
    public void setReadOnly(boolean a0) throws SQLException {
        open();
        readOnly = a0;
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        throw unsupported("setSavepoint");
    }

    @Override
    public Savepoint setSavepoint(String a0) throws SQLException {
        throw unsupported("setSavepoint");
    }

    @Override
    public void setSchema(String a0) throws SQLException {
        open();
        schema = a0;
    }

    @Override
    public void setTransactionIsolation(int a0) throws SQLException {
        open();
        isolation = a0;
    }

    @Override
    public void setTypeMap(Map<String, Class<?>> a0) throws SQLException {
        throw unsupported("setTypeMap");
    }

    @Override
    public <T> T unwrap(Class<T> a0) throws SQLException {
        if (a0.isInstance(this)) return a0.cast(this);
        throw new SQLException("not a wrapper for " + a0.getName());
    }

    final void open() throws SQLException {
        if (closed) throw new SQLException("connection closed", "08003");
    }

    static SQLFeatureNotSupportedException unsupported(String method) {
        return new SQLFeatureNotSupportedException("the no-op stub has no " + method);
    }
}
