package io.weir.testsupport;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/**
 * Every method of {@link java.sql.ResultSet} that the stub does not model throws, so a test
 * sees at once when a pool calls something unexpected. The stub classes override what they model.
 */
abstract class UnsupportedResultSet implements java.sql.ResultSet {
    @Override
    public boolean absolute(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model absolute");
    }

    @Override
    public void afterLast() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model afterLast");
    }

    @Override
    public void beforeFirst() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model beforeFirst");
    }

    @Override
    public void cancelRowUpdates() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model cancelRowUpdates");
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
    public void deleteRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model deleteRow");
    }

    @Override
    public int findColumn(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model findColumn");
    }

    @Override
    public boolean first() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model first");
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
    public java.io.InputStream getAsciiStream(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getAsciiStream");
    }

    @Override
    public java.io.InputStream getAsciiStream(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getAsciiStream");
    }

    @Override
    public java.math.BigDecimal getBigDecimal(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBigDecimal");
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
    public java.io.InputStream getBinaryStream(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBinaryStream");
    }

    @Override
    public java.io.InputStream getBinaryStream(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getBinaryStream");
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
    public int getConcurrency() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getConcurrency");
    }

    @Override
    public String getCursorName() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCursorName");
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
    public int getHoldability() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getHoldability");
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
    public java.sql.ResultSetMetaData getMetaData() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getMetaData");
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
    public java.sql.Ref getRef(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRef");
    }

    @Override
    public java.sql.Ref getRef(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRef");
    }

    @Override
    public int getRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getRow");
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
    public java.sql.Statement getStatement() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getStatement");
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
    public int getType() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getType");
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
    public java.io.InputStream getUnicodeStream(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getUnicodeStream");
    }

    @Override
    public java.io.InputStream getUnicodeStream(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getUnicodeStream");
    }

    @Override
    public java.sql.SQLWarning getWarnings() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getWarnings");
    }

    @Override
    public void insertRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model insertRow");
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isAfterLast");
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isBeforeFirst");
    }

    @Override
    public boolean isClosed() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isClosed");
    }

    @Override
    public boolean isFirst() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isFirst");
    }

    @Override
    public boolean isLast() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isLast");
    }

    @Override
    public boolean isWrapperFor(Class<?> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isWrapperFor");
    }

    @Override
    public boolean last() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model last");
    }

    @Override
    public void moveToCurrentRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model moveToCurrentRow");
    }

    @Override
    public void moveToInsertRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model moveToInsertRow");
    }

    @Override
    public boolean next() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model next");
    }

    @Override
    public boolean previous() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model previous");
    }

    @Override
    public void refreshRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model refreshRow");
    }

    @Override
    public boolean relative(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model relative");
    }

    @Override
    public boolean rowDeleted() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model rowDeleted");
    }

    @Override
    public boolean rowInserted() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model rowInserted");
    }

    @Override
    public boolean rowUpdated() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model rowUpdated");
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
    public <T> T unwrap(Class<T> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model unwrap");
    }

    @Override
    public void updateArray(String p0, java.sql.Array p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateArray");
    }

    @Override
    public void updateArray(int p0, java.sql.Array p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateArray");
    }

    @Override
    public void updateAsciiStream(String p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(String p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(String p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateAsciiStream");
    }

    @Override
    public void updateBigDecimal(String p0, java.math.BigDecimal p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBigDecimal");
    }

    @Override
    public void updateBigDecimal(int p0, java.math.BigDecimal p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBigDecimal");
    }

    @Override
    public void updateBinaryStream(String p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(String p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(String p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int p0, java.io.InputStream p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBinaryStream");
    }

    @Override
    public void updateBlob(String p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBlob");
    }

    @Override
    public void updateBlob(String p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBlob");
    }

    @Override
    public void updateBlob(String p0, java.sql.Blob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBlob");
    }

    @Override
    public void updateBlob(int p0, java.io.InputStream p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBlob");
    }

    @Override
    public void updateBlob(int p0, java.io.InputStream p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBlob");
    }

    @Override
    public void updateBlob(int p0, java.sql.Blob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBlob");
    }

    @Override
    public void updateBoolean(String p0, boolean p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBoolean");
    }

    @Override
    public void updateBoolean(int p0, boolean p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBoolean");
    }

    @Override
    public void updateByte(String p0, byte p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateByte");
    }

    @Override
    public void updateByte(int p0, byte p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateByte");
    }

    @Override
    public void updateBytes(String p0, byte[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBytes");
    }

    @Override
    public void updateBytes(int p0, byte[] p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateBytes");
    }

    @Override
    public void updateCharacterStream(String p0, java.io.Reader p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int p0, java.io.Reader p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateCharacterStream");
    }

    @Override
    public void updateClob(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateClob");
    }

    @Override
    public void updateClob(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateClob");
    }

    @Override
    public void updateClob(String p0, java.sql.Clob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateClob");
    }

    @Override
    public void updateClob(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateClob");
    }

    @Override
    public void updateClob(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateClob");
    }

    @Override
    public void updateClob(int p0, java.sql.Clob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateClob");
    }

    @Override
    public void updateDate(String p0, java.sql.Date p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateDate");
    }

    @Override
    public void updateDate(int p0, java.sql.Date p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateDate");
    }

    @Override
    public void updateDouble(String p0, double p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateDouble");
    }

    @Override
    public void updateDouble(int p0, double p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateDouble");
    }

    @Override
    public void updateFloat(String p0, float p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateFloat");
    }

    @Override
    public void updateFloat(int p0, float p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateFloat");
    }

    @Override
    public void updateInt(String p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateInt");
    }

    @Override
    public void updateInt(int p0, int p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateInt");
    }

    @Override
    public void updateLong(String p0, long p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateLong");
    }

    @Override
    public void updateLong(int p0, long p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateLong");
    }

    @Override
    public void updateNCharacterStream(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNCharacterStream");
    }

    @Override
    public void updateNClob(String p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNClob");
    }

    @Override
    public void updateNClob(String p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNClob");
    }

    @Override
    public void updateNClob(String p0, java.sql.NClob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNClob");
    }

    @Override
    public void updateNClob(int p0, java.io.Reader p1, long p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNClob");
    }

    @Override
    public void updateNClob(int p0, java.io.Reader p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNClob");
    }

    @Override
    public void updateNClob(int p0, java.sql.NClob p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNClob");
    }

    @Override
    public void updateNString(String p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNString");
    }

    @Override
    public void updateNString(int p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNString");
    }

    @Override
    public void updateNull(String p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNull");
    }

    @Override
    public void updateNull(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateNull");
    }

    @Override
    public void updateObject(String p0, Object p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateObject");
    }

    @Override
    public void updateObject(String p0, Object p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateObject");
    }

    @Override
    public void updateObject(int p0, Object p1, int p2) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateObject");
    }

    @Override
    public void updateObject(int p0, Object p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateObject");
    }

    @Override
    public void updateRef(String p0, java.sql.Ref p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateRef");
    }

    @Override
    public void updateRef(int p0, java.sql.Ref p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateRef");
    }

    @Override
    public void updateRow() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateRow");
    }

    @Override
    public void updateRowId(String p0, java.sql.RowId p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateRowId");
    }

    @Override
    public void updateRowId(int p0, java.sql.RowId p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateRowId");
    }

    @Override
    public void updateSQLXML(String p0, java.sql.SQLXML p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateSQLXML");
    }

    @Override
    public void updateSQLXML(int p0, java.sql.SQLXML p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateSQLXML");
    }

    @Override
    public void updateShort(String p0, short p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateShort");
    }

    @Override
    public void updateShort(int p0, short p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateShort");
    }

    @Override
    public void updateString(String p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateString");
    }

    @Override
    public void updateString(int p0, String p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateString");
    }

    @Override
    public void updateTime(String p0, java.sql.Time p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateTime");
    }

    @Override
    public void updateTime(int p0, java.sql.Time p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateTime");
    }

    @Override
    public void updateTimestamp(String p0, java.sql.Timestamp p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateTimestamp");
    }

    @Override
    public void updateTimestamp(int p0, java.sql.Timestamp p1) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model updateTimestamp");
    }

    @Override
    public boolean wasNull() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model wasNull");
    }
}
