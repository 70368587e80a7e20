package io.weir.benchmarks.floor;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The application's handle: every call goes straight to the managed connection's physical connection, and
 * close tells the managed connection. Nothing is tracked, checked or reset.
 */
public final class FloorConnection implements Connection {
    private FloorManagedConnection owner;

    FloorConnection(FloorManagedConnection owner) {
        this.owner = owner;
    }

    void moveTo(FloorManagedConnection next) {
        owner = next;
    }

    void detach() {
        owner = null;
    }

    private Connection physical() throws SQLException {
        FloorManagedConnection o = owner;
        if (o == null) throw new SQLException("connection handle is closed", "08003");
        return o.physical();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return physical().unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return physical().isWrapperFor(type);
    }

    @Override
    public java.sql.Statement createStatement() throws java.sql.SQLException {
        return physical().createStatement();
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(java.lang.String p0) throws java.sql.SQLException {
        return physical().prepareStatement(p0);
    }

    @Override
    public java.sql.CallableStatement prepareCall(java.lang.String p0) throws java.sql.SQLException {
        return physical().prepareCall(p0);
    }

    @Override
    public java.lang.String nativeSQL(java.lang.String p0) throws java.sql.SQLException {
        return physical().nativeSQL(p0);
    }

    @Override
    public void setAutoCommit(boolean p0) throws java.sql.SQLException {
        physical().setAutoCommit(p0);
    }

    @Override
    public boolean getAutoCommit() throws java.sql.SQLException {
        return physical().getAutoCommit();
    }

    @Override
    public void commit() throws java.sql.SQLException {
        physical().commit();
    }

    @Override
    public void rollback() throws java.sql.SQLException {
        physical().rollback();
    }

    @Override
    public void close() throws java.sql.SQLException {
        FloorManagedConnection o = owner;
        if (o != null) o.handleClosed(this);
    }

    @Override
    public boolean isClosed() {
        return owner == null;
    }

    @Override
    public java.sql.DatabaseMetaData getMetaData() throws java.sql.SQLException {
        return physical().getMetaData();
    }

    @Override
    public void setReadOnly(boolean p0) throws java.sql.SQLException {
        physical().setReadOnly(p0);
    }

    @Override
    public boolean isReadOnly() throws java.sql.SQLException {
        return physical().isReadOnly();
    }

    @Override
    public void setCatalog(java.lang.String p0) throws java.sql.SQLException {
        physical().setCatalog(p0);
    }

    @Override
    public java.lang.String getCatalog() throws java.sql.SQLException {
        return physical().getCatalog();
    }

    @Override
    public void setTransactionIsolation(int p0) throws java.sql.SQLException {
        physical().setTransactionIsolation(p0);
    }

    @Override
    public int getTransactionIsolation() throws java.sql.SQLException {
        return physical().getTransactionIsolation();
    }

    @Override
    public java.sql.SQLWarning getWarnings() throws java.sql.SQLException {
        return physical().getWarnings();
    }

    @Override
    public void clearWarnings() throws java.sql.SQLException {
        physical().clearWarnings();
    }

    @Override
    public java.sql.Statement createStatement(int p0, int p1) throws java.sql.SQLException {
        return physical().createStatement(p0, p1);
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(java.lang.String p0, int p1, int p2) throws java.sql.SQLException {
        return physical().prepareStatement(p0, p1, p2);
    }

    @Override
    public java.sql.CallableStatement prepareCall(java.lang.String p0, int p1, int p2) throws java.sql.SQLException {
        return physical().prepareCall(p0, p1, p2);
    }

    @Override
    public java.util.Map<java.lang.String, java.lang.Class<?>> getTypeMap() throws java.sql.SQLException {
        return physical().getTypeMap();
    }

    @Override
    public void setTypeMap(java.util.Map<java.lang.String, java.lang.Class<?>> p0) throws java.sql.SQLException {
        physical().setTypeMap(p0);
    }

    @Override
    public void setHoldability(int p0) throws java.sql.SQLException {
        physical().setHoldability(p0);
    }

    @Override
    public int getHoldability() throws java.sql.SQLException {
        return physical().getHoldability();
    }

    @Override
    public java.sql.Savepoint setSavepoint() throws java.sql.SQLException {
        return physical().setSavepoint();
    }

    @Override
    public java.sql.Savepoint setSavepoint(java.lang.String p0) throws java.sql.SQLException {
        return physical().setSavepoint(p0);
    }

    @Override
    public void rollback(java.sql.Savepoint p0) throws java.sql.SQLException {
        physical().rollback(p0);
    }

    @Override
    public void releaseSavepoint(java.sql.Savepoint p0) throws java.sql.SQLException {
        physical().releaseSavepoint(p0);
    }

    @Override
    public java.sql.Statement createStatement(int p0, int p1, int p2) throws java.sql.SQLException {
        return physical().createStatement(p0, p1, p2);
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(java.lang.String p0, int p1, int p2, int p3) throws java.sql.SQLException {
        return physical().prepareStatement(p0, p1, p2, p3);
    }

    @Override
    public java.sql.CallableStatement prepareCall(java.lang.String p0, int p1, int p2, int p3) throws java.sql.SQLException {
        return physical().prepareCall(p0, p1, p2, p3);
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(java.lang.String p0, int p1) throws java.sql.SQLException {
        return physical().prepareStatement(p0, p1);
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(java.lang.String p0, int[] p1) throws java.sql.SQLException {
        return physical().prepareStatement(p0, p1);
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(java.lang.String p0, java.lang.String[] p1) throws java.sql.SQLException {
        return physical().prepareStatement(p0, p1);
    }

    @Override
    public java.sql.Clob createClob() throws java.sql.SQLException {
        return physical().createClob();
    }

    @Override
    public java.sql.Blob createBlob() throws java.sql.SQLException {
        return physical().createBlob();
    }

    @Override
    public java.sql.NClob createNClob() throws java.sql.SQLException {
        return physical().createNClob();
    }

    @Override
    public java.sql.SQLXML createSQLXML() throws java.sql.SQLException {
        return physical().createSQLXML();
    }

    @Override
    public boolean isValid(int p0) throws java.sql.SQLException {
        return physical().isValid(p0);
    }

    @Override
    public void setClientInfo(java.lang.String p0, java.lang.String p1) throws java.sql.SQLClientInfoException {
        try {
            physical().setClientInfo(p0, p1);
        } catch (java.sql.SQLClientInfoException e) {
            throw e;
        } catch (SQLException e) {
            throw new java.sql.SQLClientInfoException(e.getMessage(), e.getSQLState(), null, e);
        }
    }

    @Override
    public void setClientInfo(java.util.Properties p0) throws java.sql.SQLClientInfoException {
        try {
            physical().setClientInfo(p0);
        } catch (java.sql.SQLClientInfoException e) {
            throw e;
        } catch (SQLException e) {
            throw new java.sql.SQLClientInfoException(e.getMessage(), e.getSQLState(), null, e);
        }
    }

    @Override
    public java.lang.String getClientInfo(java.lang.String p0) throws java.sql.SQLException {
        return physical().getClientInfo(p0);
    }

    @Override
    public java.util.Properties getClientInfo() throws java.sql.SQLException {
        return physical().getClientInfo();
    }

    @Override
    public java.sql.Array createArrayOf(java.lang.String p0, java.lang.Object[] p1) throws java.sql.SQLException {
        return physical().createArrayOf(p0, p1);
    }

    @Override
    public java.sql.Struct createStruct(java.lang.String p0, java.lang.Object[] p1) throws java.sql.SQLException {
        return physical().createStruct(p0, p1);
    }

    @Override
    public void setSchema(java.lang.String p0) throws java.sql.SQLException {
        physical().setSchema(p0);
    }

    @Override
    public java.lang.String getSchema() throws java.sql.SQLException {
        return physical().getSchema();
    }

    @Override
    public void abort(java.util.concurrent.Executor p0) throws java.sql.SQLException {
        physical().abort(p0);
    }

    @Override
    public void setNetworkTimeout(java.util.concurrent.Executor p0, int p1) throws java.sql.SQLException {
        physical().setNetworkTimeout(p0, p1);
    }

    @Override
    public int getNetworkTimeout() throws java.sql.SQLException {
        return physical().getNetworkTimeout();
    }

}
