package io.weir.testsupport;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/**
 * Every method of {@link java.sql.Connection} that the stub does not model throws, so a test
 * sees at once when a pool calls something unexpected. The stub classes override what they model.
 */
abstract class UnsupportedConnection implements java.sql.Connection {
    @Override
    public void abort(java.util.concurrent.Executor p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model abort");
    }

    @Override
    public void clearWarnings() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model clearWarnings");
    }

    @Override
    public void close() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model close");
    }

    @Override
    public void commit() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model commit");
    }

    @Override
    public java.sql.Array createArrayOf(String p0, Object[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createArrayOf");
    }

    @Override
    public java.sql.Blob createBlob() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createBlob");
    }

    @Override
    public java.sql.Clob createClob() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createClob");
    }

    @Override
    public java.sql.NClob createNClob() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createNClob");
    }

    @Override
    public java.sql.SQLXML createSQLXML() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createSQLXML");
    }

    @Override
    public java.sql.Statement createStatement() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createStatement");
    }

    @Override
    public java.sql.Statement createStatement(int p0, int p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createStatement");
    }

    @Override
    public java.sql.Statement createStatement(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createStatement");
    }

    @Override
    public java.sql.Struct createStruct(String p0, Object[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model createStruct");
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getAutoCommit");
    }

    @Override
    public String getCatalog() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCatalog");
    }

    @Override
    public java.util.Properties getClientInfo() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getClientInfo");
    }

    @Override
    public String getClientInfo(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getClientInfo");
    }

    @Override
    public int getHoldability() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getHoldability");
    }

    @Override
    public java.sql.DatabaseMetaData getMetaData() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMetaData");
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNetworkTimeout");
    }

    @Override
    public String getSchema() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSchema");
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTransactionIsolation");
    }

    @Override
    public java.util.Map<String, Class<?>> getTypeMap() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTypeMap");
    }

    @Override
    public java.sql.SQLWarning getWarnings() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getWarnings");
    }

    @Override
    public boolean isClosed() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isClosed");
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isReadOnly");
    }

    @Override
    public boolean isValid(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isValid");
    }

    @Override
    public boolean isWrapperFor(Class<?> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isWrapperFor");
    }

    @Override
    public String nativeSQL(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model nativeSQL");
    }

    @Override
    public java.sql.CallableStatement prepareCall(String p0, int p1, int p2, int p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareCall");
    }

    @Override
    public java.sql.CallableStatement prepareCall(String p0, int p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareCall");
    }

    @Override
    public java.sql.CallableStatement prepareCall(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareCall");
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(String p0, int[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareStatement");
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(String p0, String[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareStatement");
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(String p0, int p1, int p2, int p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareStatement");
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(String p0, int p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareStatement");
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareStatement");
    }

    @Override
    public java.sql.PreparedStatement prepareStatement(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model prepareStatement");
    }

    @Override
    public void releaseSavepoint(java.sql.Savepoint p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model releaseSavepoint");
    }

    @Override
    public void rollback() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model rollback");
    }

    @Override
    public void rollback(java.sql.Savepoint p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model rollback");
    }

    @Override
    public void setAutoCommit(boolean p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAutoCommit");
    }

    @Override
    public void setCatalog(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCatalog");
    }

    @Override
    public void setClientInfo(String p0, String p1) throws java.sql.SQLClientInfoException {
        throw new UnsupportedOperationException("stub does not model setClientInfo");
    }

    @Override
    public void setClientInfo(java.util.Properties p0) throws java.sql.SQLClientInfoException {
        throw new UnsupportedOperationException("stub does not model setClientInfo");
    }

    @Override
    public void setHoldability(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setHoldability");
    }

    @Override
    public void setNetworkTimeout(java.util.concurrent.Executor p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNetworkTimeout");
    }

    @Override
    public void setReadOnly(boolean p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setReadOnly");
    }

    @Override
    public java.sql.Savepoint setSavepoint() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setSavepoint");
    }

    @Override
    public java.sql.Savepoint setSavepoint(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setSavepoint");
    }

    @Override
    public void setSchema(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setSchema");
    }

    @Override
    public void setTransactionIsolation(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTransactionIsolation");
    }

    @Override
    public void setTypeMap(java.util.Map<String, Class<?>> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTypeMap");
    }

    @Override
    public <T> T unwrap(Class<T> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model unwrap");
    }
}
