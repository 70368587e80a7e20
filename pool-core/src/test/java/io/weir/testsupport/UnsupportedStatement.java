package io.weir.testsupport;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/**
 * Every method of {@link java.sql.CallableStatement} that the stub does not model throws, so a test
 * sees at once when a pool calls something unexpected. The stub classes override what they model.
 */
abstract class UnsupportedStatement implements java.sql.CallableStatement {
    @Override
    public void addBatch() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model addBatch");
    }

    @Override
    public void addBatch(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model addBatch");
    }

    @Override
    public void cancel() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model cancel");
    }

    @Override
    public void clearBatch() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model clearBatch");
    }

    @Override
    public void clearParameters() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model clearParameters");
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
    public void closeOnCompletion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model closeOnCompletion");
    }

    @Override
    public boolean execute() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model execute");
    }

    @Override
    public boolean execute(String p0, int[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model execute");
    }

    @Override
    public boolean execute(String p0, String[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model execute");
    }

    @Override
    public boolean execute(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model execute");
    }

    @Override
    public boolean execute(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model execute");
    }

    @Override
    public int[] executeBatch() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeBatch");
    }

    @Override
    public java.sql.ResultSet executeQuery() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeQuery");
    }

    @Override
    public java.sql.ResultSet executeQuery(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeQuery");
    }

    @Override
    public int executeUpdate() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeUpdate");
    }

    @Override
    public int executeUpdate(String p0, int[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeUpdate");
    }

    @Override
    public int executeUpdate(String p0, String[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeUpdate");
    }

    @Override
    public int executeUpdate(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeUpdate");
    }

    @Override
    public int executeUpdate(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model executeUpdate");
    }

    @Override
    public java.sql.Array getArray(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getArray");
    }

    @Override
    public java.sql.Array getArray(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getArray");
    }

    @Override
    public java.math.BigDecimal getBigDecimal(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBigDecimal");
    }

    @Override
    public java.math.BigDecimal getBigDecimal(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBigDecimal");
    }

    @Override
    public java.math.BigDecimal getBigDecimal(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBigDecimal");
    }

    @Override
    public java.sql.Blob getBlob(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBlob");
    }

    @Override
    public java.sql.Blob getBlob(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBlob");
    }

    @Override
    public boolean getBoolean(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBoolean");
    }

    @Override
    public boolean getBoolean(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBoolean");
    }

    @Override
    public byte getByte(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getByte");
    }

    @Override
    public byte getByte(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getByte");
    }

    @Override
    public byte[] getBytes(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBytes");
    }

    @Override
    public byte[] getBytes(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBytes");
    }

    @Override
    public java.io.Reader getCharacterStream(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCharacterStream");
    }

    @Override
    public java.io.Reader getCharacterStream(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCharacterStream");
    }

    @Override
    public java.sql.Clob getClob(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getClob");
    }

    @Override
    public java.sql.Clob getClob(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getClob");
    }

    @Override
    public java.sql.Connection getConnection() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getConnection");
    }

    @Override
    public java.sql.Date getDate(String p0, java.util.Calendar p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDate");
    }

    @Override
    public java.sql.Date getDate(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDate");
    }

    @Override
    public java.sql.Date getDate(int p0, java.util.Calendar p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDate");
    }

    @Override
    public java.sql.Date getDate(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDate");
    }

    @Override
    public double getDouble(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDouble");
    }

    @Override
    public double getDouble(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getDouble");
    }

    @Override
    public int getFetchDirection() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getFetchDirection");
    }

    @Override
    public int getFetchSize() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getFetchSize");
    }

    @Override
    public float getFloat(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getFloat");
    }

    @Override
    public float getFloat(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getFloat");
    }

    @Override
    public java.sql.ResultSet getGeneratedKeys() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getGeneratedKeys");
    }

    @Override
    public int getInt(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getInt");
    }

    @Override
    public int getInt(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getInt");
    }

    @Override
    public long getLong(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getLong");
    }

    @Override
    public long getLong(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getLong");
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxFieldSize");
    }

    @Override
    public int getMaxRows() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMaxRows");
    }

    @Override
    public java.sql.ResultSetMetaData getMetaData() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMetaData");
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMoreResults");
    }

    @Override
    public boolean getMoreResults(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMoreResults");
    }

    @Override
    public java.io.Reader getNCharacterStream(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNCharacterStream");
    }

    @Override
    public java.io.Reader getNCharacterStream(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNCharacterStream");
    }

    @Override
    public java.sql.NClob getNClob(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNClob");
    }

    @Override
    public java.sql.NClob getNClob(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNClob");
    }

    @Override
    public String getNString(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNString");
    }

    @Override
    public String getNString(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getNString");
    }

    @Override
    public <T> T getObject(String p0, Class<T> p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getObject");
    }

    @Override
    public Object getObject(String p0, java.util.Map<String, Class<?>> p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getObject");
    }

    @Override
    public Object getObject(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getObject");
    }

    @Override
    public <T> T getObject(int p0, Class<T> p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getObject");
    }

    @Override
    public Object getObject(int p0, java.util.Map<String, Class<?>> p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getObject");
    }

    @Override
    public Object getObject(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getObject");
    }

    @Override
    public java.sql.ParameterMetaData getParameterMetaData() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getParameterMetaData");
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getQueryTimeout");
    }

    @Override
    public java.sql.Ref getRef(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRef");
    }

    @Override
    public java.sql.Ref getRef(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRef");
    }

    @Override
    public java.sql.ResultSet getResultSet() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getResultSet");
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getResultSetConcurrency");
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getResultSetHoldability");
    }

    @Override
    public int getResultSetType() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getResultSetType");
    }

    @Override
    public java.sql.RowId getRowId(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRowId");
    }

    @Override
    public java.sql.RowId getRowId(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRowId");
    }

    @Override
    public java.sql.SQLXML getSQLXML(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSQLXML");
    }

    @Override
    public java.sql.SQLXML getSQLXML(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSQLXML");
    }

    @Override
    public short getShort(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getShort");
    }

    @Override
    public short getShort(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getShort");
    }

    @Override
    public String getString(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getString");
    }

    @Override
    public String getString(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getString");
    }

    @Override
    public java.sql.Time getTime(String p0, java.util.Calendar p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTime");
    }

    @Override
    public java.sql.Time getTime(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTime");
    }

    @Override
    public java.sql.Time getTime(int p0, java.util.Calendar p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTime");
    }

    @Override
    public java.sql.Time getTime(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTime");
    }

    @Override
    public java.sql.Timestamp getTimestamp(String p0, java.util.Calendar p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTimestamp");
    }

    @Override
    public java.sql.Timestamp getTimestamp(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTimestamp");
    }

    @Override
    public java.sql.Timestamp getTimestamp(int p0, java.util.Calendar p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTimestamp");
    }

    @Override
    public java.sql.Timestamp getTimestamp(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTimestamp");
    }

    @Override
    public java.net.URL getURL(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getURL");
    }

    @Override
    public java.net.URL getURL(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getURL");
    }

    @Override
    public int getUpdateCount() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getUpdateCount");
    }

    @Override
    public java.sql.SQLWarning getWarnings() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getWarnings");
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isCloseOnCompletion");
    }

    @Override
    public boolean isClosed() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isClosed");
    }

    @Override
    public boolean isPoolable() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isPoolable");
    }

    @Override
    public boolean isWrapperFor(Class<?> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isWrapperFor");
    }

    @Override
    public void registerOutParameter(String p0, int p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model registerOutParameter");
    }

    @Override
    public void registerOutParameter(String p0, int p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model registerOutParameter");
    }

    @Override
    public void registerOutParameter(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model registerOutParameter");
    }

    @Override
    public void registerOutParameter(int p0, int p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model registerOutParameter");
    }

    @Override
    public void registerOutParameter(int p0, int p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model registerOutParameter");
    }

    @Override
    public void registerOutParameter(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model registerOutParameter");
    }

    @Override
    public void setArray(int p0, java.sql.Array p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setArray");
    }

    @Override
    public void setAsciiStream(String p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAsciiStream");
    }

    @Override
    public void setAsciiStream(String p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAsciiStream");
    }

    @Override
    public void setAsciiStream(String p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAsciiStream");
    }

    @Override
    public void setAsciiStream(int p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAsciiStream");
    }

    @Override
    public void setAsciiStream(int p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAsciiStream");
    }

    @Override
    public void setAsciiStream(int p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setAsciiStream");
    }

    @Override
    public void setBigDecimal(String p0, java.math.BigDecimal p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBigDecimal");
    }

    @Override
    public void setBigDecimal(int p0, java.math.BigDecimal p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBigDecimal");
    }

    @Override
    public void setBinaryStream(String p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBinaryStream");
    }

    @Override
    public void setBinaryStream(String p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBinaryStream");
    }

    @Override
    public void setBinaryStream(String p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBinaryStream");
    }

    @Override
    public void setBinaryStream(int p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBinaryStream");
    }

    @Override
    public void setBinaryStream(int p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBinaryStream");
    }

    @Override
    public void setBinaryStream(int p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBinaryStream");
    }

    @Override
    public void setBlob(String p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBlob");
    }

    @Override
    public void setBlob(String p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBlob");
    }

    @Override
    public void setBlob(String p0, java.sql.Blob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBlob");
    }

    @Override
    public void setBlob(int p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBlob");
    }

    @Override
    public void setBlob(int p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBlob");
    }

    @Override
    public void setBlob(int p0, java.sql.Blob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBlob");
    }

    @Override
    public void setBoolean(String p0, boolean p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBoolean");
    }

    @Override
    public void setBoolean(int p0, boolean p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBoolean");
    }

    @Override
    public void setByte(String p0, byte p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setByte");
    }

    @Override
    public void setByte(int p0, byte p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setByte");
    }

    @Override
    public void setBytes(String p0, byte[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBytes");
    }

    @Override
    public void setBytes(int p0, byte[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setBytes");
    }

    @Override
    public void setCharacterStream(String p0, java.io.Reader p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCharacterStream");
    }

    @Override
    public void setCharacterStream(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCharacterStream");
    }

    @Override
    public void setCharacterStream(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCharacterStream");
    }

    @Override
    public void setCharacterStream(int p0, java.io.Reader p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCharacterStream");
    }

    @Override
    public void setCharacterStream(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCharacterStream");
    }

    @Override
    public void setCharacterStream(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCharacterStream");
    }

    @Override
    public void setClob(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setClob");
    }

    @Override
    public void setClob(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setClob");
    }

    @Override
    public void setClob(String p0, java.sql.Clob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setClob");
    }

    @Override
    public void setClob(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setClob");
    }

    @Override
    public void setClob(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setClob");
    }

    @Override
    public void setClob(int p0, java.sql.Clob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setClob");
    }

    @Override
    public void setCursorName(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setCursorName");
    }

    @Override
    public void setDate(String p0, java.sql.Date p1, java.util.Calendar p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setDate");
    }

    @Override
    public void setDate(String p0, java.sql.Date p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setDate");
    }

    @Override
    public void setDate(int p0, java.sql.Date p1, java.util.Calendar p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setDate");
    }

    @Override
    public void setDate(int p0, java.sql.Date p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setDate");
    }

    @Override
    public void setDouble(String p0, double p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setDouble");
    }

    @Override
    public void setDouble(int p0, double p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setDouble");
    }

    @Override
    public void setEscapeProcessing(boolean p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setEscapeProcessing");
    }

    @Override
    public void setFetchDirection(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setFetchDirection");
    }

    @Override
    public void setFetchSize(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setFetchSize");
    }

    @Override
    public void setFloat(String p0, float p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setFloat");
    }

    @Override
    public void setFloat(int p0, float p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setFloat");
    }

    @Override
    public void setInt(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setInt");
    }

    @Override
    public void setInt(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setInt");
    }

    @Override
    public void setLong(String p0, long p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setLong");
    }

    @Override
    public void setLong(int p0, long p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setLong");
    }

    @Override
    public void setMaxFieldSize(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setMaxFieldSize");
    }

    @Override
    public void setMaxRows(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setMaxRows");
    }

    @Override
    public void setNCharacterStream(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNCharacterStream");
    }

    @Override
    public void setNCharacterStream(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNCharacterStream");
    }

    @Override
    public void setNCharacterStream(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNCharacterStream");
    }

    @Override
    public void setNCharacterStream(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNCharacterStream");
    }

    @Override
    public void setNClob(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNClob");
    }

    @Override
    public void setNClob(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNClob");
    }

    @Override
    public void setNClob(String p0, java.sql.NClob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNClob");
    }

    @Override
    public void setNClob(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNClob");
    }

    @Override
    public void setNClob(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNClob");
    }

    @Override
    public void setNClob(int p0, java.sql.NClob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNClob");
    }

    @Override
    public void setNString(String p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNString");
    }

    @Override
    public void setNString(int p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNString");
    }

    @Override
    public void setNull(String p0, int p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNull");
    }

    @Override
    public void setNull(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNull");
    }

    @Override
    public void setNull(int p0, int p1, String p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNull");
    }

    @Override
    public void setNull(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setNull");
    }

    @Override
    public void setObject(String p0, Object p1, int p2, int p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setObject");
    }

    @Override
    public void setObject(String p0, Object p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setObject");
    }

    @Override
    public void setObject(String p0, Object p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setObject");
    }

    @Override
    public void setObject(int p0, Object p1, int p2, int p3) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setObject");
    }

    @Override
    public void setObject(int p0, Object p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setObject");
    }

    @Override
    public void setObject(int p0, Object p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setObject");
    }

    @Override
    public void setPoolable(boolean p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setPoolable");
    }

    @Override
    public void setQueryTimeout(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setQueryTimeout");
    }

    @Override
    public void setRef(int p0, java.sql.Ref p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setRef");
    }

    @Override
    public void setRowId(String p0, java.sql.RowId p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setRowId");
    }

    @Override
    public void setRowId(int p0, java.sql.RowId p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setRowId");
    }

    @Override
    public void setSQLXML(String p0, java.sql.SQLXML p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setSQLXML");
    }

    @Override
    public void setSQLXML(int p0, java.sql.SQLXML p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setSQLXML");
    }

    @Override
    public void setShort(String p0, short p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setShort");
    }

    @Override
    public void setShort(int p0, short p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setShort");
    }

    @Override
    public void setString(String p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setString");
    }

    @Override
    public void setString(int p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setString");
    }

    @Override
    public void setTime(String p0, java.sql.Time p1, java.util.Calendar p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTime");
    }

    @Override
    public void setTime(String p0, java.sql.Time p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTime");
    }

    @Override
    public void setTime(int p0, java.sql.Time p1, java.util.Calendar p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTime");
    }

    @Override
    public void setTime(int p0, java.sql.Time p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTime");
    }

    @Override
    public void setTimestamp(String p0, java.sql.Timestamp p1, java.util.Calendar p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTimestamp");
    }

    @Override
    public void setTimestamp(String p0, java.sql.Timestamp p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTimestamp");
    }

    @Override
    public void setTimestamp(int p0, java.sql.Timestamp p1, java.util.Calendar p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTimestamp");
    }

    @Override
    public void setTimestamp(int p0, java.sql.Timestamp p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setTimestamp");
    }

    @Override
    public void setURL(String p0, java.net.URL p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setURL");
    }

    @Override
    public void setURL(int p0, java.net.URL p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setURL");
    }

    @Override
    public void setUnicodeStream(int p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model setUnicodeStream");
    }

    @Override
    public <T> T unwrap(Class<T> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model unwrap");
    }

    @Override
    public boolean wasNull() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model wasNull");
    }
}
