package io.weir.benchmarks.plain;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.*;
import java.util.Calendar;
import java.util.Map;

/**
 * What the no-op drivers' result sets share: every method outside the measured path, either refused or
 * answered from the read-only, forward-only shape both have, and a named column looked up by its index.
 * A subclass keeps the rows and the cursor, and answers the getters by column index.
 */
abstract class StubResultSet implements ResultSet {
    /** Throws if the result set is closed. */
    abstract void open() throws SQLException;

    @Override
    public boolean absolute(int a0) throws SQLException {
        throw unsupported("absolute");
    }

    @Override
    public void afterLast() throws SQLException {
        throw unsupported("afterLast");
    }

    @Override
    public void beforeFirst() throws SQLException {
        throw unsupported("beforeFirst");
    }

    @Override
    public void cancelRowUpdates() throws SQLException {
        throw unsupported("cancelRowUpdates");
    }

    @Override
    public void clearWarnings() throws SQLException {
        open();
    }

    @Override
    public void deleteRow() throws SQLException {
        throw unsupported("deleteRow");
    }

    @Override
    public int findColumn(String a0) throws SQLException {
        open();
        if (a0.equalsIgnoreCase("id")) return 1;
        if (a0.equalsIgnoreCase("amount")) return 2;
        throw new SQLException("no column " + a0, "42703");
    }

    @Override
    public boolean first() throws SQLException {
        throw unsupported("first");
    }

    @Override
    public Array getArray(String a0) throws SQLException {
        throw unsupported("getArray");
    }

    @Override
    public Array getArray(int a0) throws SQLException {
        throw unsupported("getArray");
    }

    @Override
    public InputStream getAsciiStream(String a0) throws SQLException {
        throw unsupported("getAsciiStream");
    }

    @Override
    public InputStream getAsciiStream(int a0) throws SQLException {
        throw unsupported("getAsciiStream");
    }

    @Override
    public BigDecimal getBigDecimal(String a0, int a1) throws SQLException {
        throw unsupported("getBigDecimal");
    }

    @Override
    public BigDecimal getBigDecimal(String a0) throws SQLException {
        throw unsupported("getBigDecimal");
    }

    @Override
    public BigDecimal getBigDecimal(int a0, int a1) throws SQLException {
        throw unsupported("getBigDecimal");
    }

    @Override
    public BigDecimal getBigDecimal(int a0) throws SQLException {
        throw unsupported("getBigDecimal");
    }

    @Override
    public InputStream getBinaryStream(String a0) throws SQLException {
        throw unsupported("getBinaryStream");
    }

    @Override
    public InputStream getBinaryStream(int a0) throws SQLException {
        throw unsupported("getBinaryStream");
    }

    @Override
    public Blob getBlob(String a0) throws SQLException {
        throw unsupported("getBlob");
    }

    @Override
    public Blob getBlob(int a0) throws SQLException {
        throw unsupported("getBlob");
    }

    @Override
    public boolean getBoolean(String a0) throws SQLException {
        throw unsupported("getBoolean");
    }

    @Override
    public boolean getBoolean(int a0) throws SQLException {
        throw unsupported("getBoolean");
    }

    @Override
    public byte getByte(String a0) throws SQLException {
        throw unsupported("getByte");
    }

    @Override
    public byte getByte(int a0) throws SQLException {
        throw unsupported("getByte");
    }

    @Override
    public byte[] getBytes(String a0) throws SQLException {
        throw unsupported("getBytes");
    }

    @Override
    public byte[] getBytes(int a0) throws SQLException {
        throw unsupported("getBytes");
    }

    @Override
    public Reader getCharacterStream(String a0) throws SQLException {
        throw unsupported("getCharacterStream");
    }

    @Override
    public Reader getCharacterStream(int a0) throws SQLException {
        throw unsupported("getCharacterStream");
    }

    @Override
    public Clob getClob(String a0) throws SQLException {
        throw unsupported("getClob");
    }

    @Override
    public Clob getClob(int a0) throws SQLException {
        throw unsupported("getClob");
    }

    @Override
    public int getConcurrency() throws SQLException {
        open();
        return ResultSet.CONCUR_READ_ONLY;
    }

    @Override
    public String getCursorName() throws SQLException {
        throw unsupported("getCursorName");
    }

    @Override
    public Date getDate(String a0, Calendar a1) throws SQLException {
        throw unsupported("getDate");
    }

    @Override
    public Date getDate(String a0) throws SQLException {
        throw unsupported("getDate");
    }

    @Override
    public Date getDate(int a0, Calendar a1) throws SQLException {
        throw unsupported("getDate");
    }

    @Override
    public Date getDate(int a0) throws SQLException {
        throw unsupported("getDate");
    }

    @Override
    public double getDouble(String a0) throws SQLException {
        throw unsupported("getDouble");
    }

    @Override
    public double getDouble(int a0) throws SQLException {
        throw unsupported("getDouble");
    }

    @Override
    public int getFetchDirection() throws SQLException {
        open();
        return ResultSet.FETCH_FORWARD;
    }

    @Override
    public int getFetchSize() throws SQLException {
        open();
        return 0;
    }

    @Override
    public float getFloat(String a0) throws SQLException {
        throw unsupported("getFloat");
    }

    @Override
    public float getFloat(int a0) throws SQLException {
        throw unsupported("getFloat");
    }

    @Override
    public int getHoldability() throws SQLException {
        open();
        return ResultSet.HOLD_CURSORS_OVER_COMMIT;
    }

    @Override
    public int getInt(String a0) throws SQLException {
        return getInt(findColumn(a0));
    }

    @Override
    public long getLong(String a0) throws SQLException {
        return getLong(findColumn(a0));
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        open();
        return PlainMetaData.of(ResultSetMetaData.class, this);
    }

    @Override
    public Reader getNCharacterStream(String a0) throws SQLException {
        throw unsupported("getNCharacterStream");
    }

    @Override
    public Reader getNCharacterStream(int a0) throws SQLException {
        throw unsupported("getNCharacterStream");
    }

    @Override
    public NClob getNClob(String a0) throws SQLException {
        throw unsupported("getNClob");
    }

    @Override
    public NClob getNClob(int a0) throws SQLException {
        throw unsupported("getNClob");
    }

    @Override
    public String getNString(String a0) throws SQLException {
        throw unsupported("getNString");
    }

    @Override
    public String getNString(int a0) throws SQLException {
        throw unsupported("getNString");
    }

    @Override
    public <T> T getObject(String a0, Class<T> a1) throws SQLException {
        throw unsupported("getObject");
    }

    @Override
    public Object getObject(String a0, Map<String, Class<?>> a1) throws SQLException {
        throw unsupported("getObject");
    }

    @Override
    public Object getObject(String a0) throws SQLException {
        return getObject(findColumn(a0));
    }

    @Override
    public <T> T getObject(int a0, Class<T> a1) throws SQLException {
        throw unsupported("getObject");
    }

    @Override
    public Object getObject(int a0, Map<String, Class<?>> a1) throws SQLException {
        throw unsupported("getObject");
    }

    @Override
    public Ref getRef(String a0) throws SQLException {
        throw unsupported("getRef");
    }

    @Override
    public Ref getRef(int a0) throws SQLException {
        throw unsupported("getRef");
    }

    @Override
    public RowId getRowId(String a0) throws SQLException {
        throw unsupported("getRowId");
    }

    @Override
    public RowId getRowId(int a0) throws SQLException {
        throw unsupported("getRowId");
    }

    @Override
    public SQLXML getSQLXML(String a0) throws SQLException {
        throw unsupported("getSQLXML");
    }

    @Override
    public SQLXML getSQLXML(int a0) throws SQLException {
        throw unsupported("getSQLXML");
    }

    @Override
    public short getShort(String a0) throws SQLException {
        throw unsupported("getShort");
    }

    @Override
    public short getShort(int a0) throws SQLException {
        throw unsupported("getShort");
    }

    @Override
    public String getString(String a0) throws SQLException {
        return getString(findColumn(a0));
    }

    @Override
    public Time getTime(String a0, Calendar a1) throws SQLException {
        throw unsupported("getTime");
    }

    @Override
    public Time getTime(String a0) throws SQLException {
        throw unsupported("getTime");
    }

    @Override
    public Time getTime(int a0, Calendar a1) throws SQLException {
        throw unsupported("getTime");
    }

    @Override
    public Time getTime(int a0) throws SQLException {
        throw unsupported("getTime");
    }

    @Override
    public Timestamp getTimestamp(String a0, Calendar a1) throws SQLException {
        throw unsupported("getTimestamp");
    }

    @Override
    public Timestamp getTimestamp(String a0) throws SQLException {
        throw unsupported("getTimestamp");
    }

    @Override
    public Timestamp getTimestamp(int a0, Calendar a1) throws SQLException {
        throw unsupported("getTimestamp");
    }

    @Override
    public Timestamp getTimestamp(int a0) throws SQLException {
        throw unsupported("getTimestamp");
    }

    @Override
    public int getType() throws SQLException {
        open();
        return ResultSet.TYPE_FORWARD_ONLY;
    }

    @Override
    public URL getURL(String a0) throws SQLException {
        throw unsupported("getURL");
    }

    @Override
    public URL getURL(int a0) throws SQLException {
        throw unsupported("getURL");
    }

    @Override
    public InputStream getUnicodeStream(String a0) throws SQLException {
        throw unsupported("getUnicodeStream");
    }

    @Override
    public InputStream getUnicodeStream(int a0) throws SQLException {
        throw unsupported("getUnicodeStream");
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        open();
        return null;
    }

    @Override
    public void insertRow() throws SQLException {
        throw unsupported("insertRow");
    }

    @Override
    public boolean isFirst() throws SQLException {
        throw unsupported("isFirst");
    }

    @Override
    public boolean isLast() throws SQLException {
        throw unsupported("isLast");
    }

    @Override
    public boolean isWrapperFor(Class<?> a0) throws SQLException {
        return a0.isInstance(this);
    }

    @Override
    public boolean last() throws SQLException {
        throw unsupported("last");
    }

    @Override
    public void moveToCurrentRow() throws SQLException {
        throw unsupported("moveToCurrentRow");
    }

    @Override
    public void moveToInsertRow() throws SQLException {
        throw unsupported("moveToInsertRow");
    }

    @Override
    public boolean previous() throws SQLException {
        throw unsupported("previous");
    }

    @Override
    public void refreshRow() throws SQLException {
        throw unsupported("refreshRow");
    }

    @Override
    public boolean relative(int a0) throws SQLException {
        throw unsupported("relative");
    }

    @Override
    public boolean rowDeleted() throws SQLException {
        throw unsupported("rowDeleted");
    }

    @Override
    public boolean rowInserted() throws SQLException {
        throw unsupported("rowInserted");
    }

    @Override
    public boolean rowUpdated() throws SQLException {
        throw unsupported("rowUpdated");
    }

    @Override
    public void setFetchDirection(int a0) throws SQLException {
        open();
    }

    @Override
    public void setFetchSize(int a0) throws SQLException {
        open();
    }

    @Override
    public <T> T unwrap(Class<T> a0) throws SQLException {
        if (a0.isInstance(this)) return a0.cast(this);
        throw new SQLException("not a wrapper for " + a0.getName());
    }

    @Override
    public void updateArray(String a0, Array a1) throws SQLException {
        throw unsupported("updateArray");
    }

    @Override
    public void updateArray(int a0, Array a1) throws SQLException {
        throw unsupported("updateArray");
    }

    @Override
    public void updateAsciiStream(String a0, InputStream a1, int a2) throws SQLException {
        throw unsupported("updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(String a0, InputStream a1, long a2) throws SQLException {
        throw unsupported("updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(String a0, InputStream a1) throws SQLException {
        throw unsupported("updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int a0, InputStream a1, int a2) throws SQLException {
        throw unsupported("updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int a0, InputStream a1, long a2) throws SQLException {
        throw unsupported("updateAsciiStream");
    }

    @Override
    public void updateAsciiStream(int a0, InputStream a1) throws SQLException {
        throw unsupported("updateAsciiStream");
    }

    @Override
    public void updateBigDecimal(String a0, BigDecimal a1) throws SQLException {
        throw unsupported("updateBigDecimal");
    }

    @Override
    public void updateBigDecimal(int a0, BigDecimal a1) throws SQLException {
        throw unsupported("updateBigDecimal");
    }

    @Override
    public void updateBinaryStream(String a0, InputStream a1, int a2) throws SQLException {
        throw unsupported("updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(String a0, InputStream a1, long a2) throws SQLException {
        throw unsupported("updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(String a0, InputStream a1) throws SQLException {
        throw unsupported("updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int a0, InputStream a1, int a2) throws SQLException {
        throw unsupported("updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int a0, InputStream a1, long a2) throws SQLException {
        throw unsupported("updateBinaryStream");
    }

    @Override
    public void updateBinaryStream(int a0, InputStream a1) throws SQLException {
        throw unsupported("updateBinaryStream");
    }

    @Override
    public void updateBlob(String a0, InputStream a1, long a2) throws SQLException {
        throw unsupported("updateBlob");
    }

    @Override
    public void updateBlob(String a0, InputStream a1) throws SQLException {
        throw unsupported("updateBlob");
    }

    @Override
    public void updateBlob(String a0, Blob a1) throws SQLException {
        throw unsupported("updateBlob");
    }

    @Override
    public void updateBlob(int a0, InputStream a1, long a2) throws SQLException {
        throw unsupported("updateBlob");
    }

    @Override
    public void updateBlob(int a0, InputStream a1) throws SQLException {
        throw unsupported("updateBlob");
    }

    @Override
    public void updateBlob(int a0, Blob a1) throws SQLException {
        throw unsupported("updateBlob");
    }

    @Override
    public void updateBoolean(String a0, boolean a1) throws SQLException {
        throw unsupported("updateBoolean");
    }

    @Override
    public void updateBoolean(int a0, boolean a1) throws SQLException {
        throw unsupported("updateBoolean");
    }

    @Override
    public void updateByte(String a0, byte a1) throws SQLException {
        throw unsupported("updateByte");
    }

    @Override
    public void updateByte(int a0, byte a1) throws SQLException {
        throw unsupported("updateByte");
    }

    @Override
    public void updateBytes(String a0, byte[] a1) throws SQLException {
        throw unsupported("updateBytes");
    }

    @Override
    public void updateBytes(int a0, byte[] a1) throws SQLException {
        throw unsupported("updateBytes");
    }

    @Override
    public void updateCharacterStream(String a0, Reader a1, int a2) throws SQLException {
        throw unsupported("updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(String a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(String a0, Reader a1) throws SQLException {
        throw unsupported("updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int a0, Reader a1, int a2) throws SQLException {
        throw unsupported("updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateCharacterStream");
    }

    @Override
    public void updateCharacterStream(int a0, Reader a1) throws SQLException {
        throw unsupported("updateCharacterStream");
    }

    @Override
    public void updateClob(String a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateClob");
    }

    @Override
    public void updateClob(String a0, Reader a1) throws SQLException {
        throw unsupported("updateClob");
    }

    @Override
    public void updateClob(String a0, Clob a1) throws SQLException {
        throw unsupported("updateClob");
    }

    @Override
    public void updateClob(int a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateClob");
    }

    @Override
    public void updateClob(int a0, Reader a1) throws SQLException {
        throw unsupported("updateClob");
    }

    @Override
    public void updateClob(int a0, Clob a1) throws SQLException {
        throw unsupported("updateClob");
    }

    @Override
    public void updateDate(String a0, Date a1) throws SQLException {
        throw unsupported("updateDate");
    }

    @Override
    public void updateDate(int a0, Date a1) throws SQLException {
        throw unsupported("updateDate");
    }

    @Override
    public void updateDouble(String a0, double a1) throws SQLException {
        throw unsupported("updateDouble");
    }

    @Override
    public void updateDouble(int a0, double a1) throws SQLException {
        throw unsupported("updateDouble");
    }

    @Override
    public void updateFloat(String a0, float a1) throws SQLException {
        throw unsupported("updateFloat");
    }

    @Override
    public void updateFloat(int a0, float a1) throws SQLException {
        throw unsupported("updateFloat");
    }

    @Override
    public void updateInt(String a0, int a1) throws SQLException {
        throw unsupported("updateInt");
    }

    @Override
    public void updateInt(int a0, int a1) throws SQLException {
        throw unsupported("updateInt");
    }

    @Override
    public void updateLong(String a0, long a1) throws SQLException {
        throw unsupported("updateLong");
    }

    @Override
    public void updateLong(int a0, long a1) throws SQLException {
        throw unsupported("updateLong");
    }

    @Override
    public void updateNCharacterStream(String a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(String a0, Reader a1) throws SQLException {
        throw unsupported("updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(int a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateNCharacterStream");
    }

    @Override
    public void updateNCharacterStream(int a0, Reader a1) throws SQLException {
        throw unsupported("updateNCharacterStream");
    }

    @Override
    public void updateNClob(String a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateNClob");
    }

    @Override
    public void updateNClob(String a0, Reader a1) throws SQLException {
        throw unsupported("updateNClob");
    }

    @Override
    public void updateNClob(String a0, NClob a1) throws SQLException {
        throw unsupported("updateNClob");
    }

    @Override
    public void updateNClob(int a0, Reader a1, long a2) throws SQLException {
        throw unsupported("updateNClob");
    }

    @Override
    public void updateNClob(int a0, Reader a1) throws SQLException {
        throw unsupported("updateNClob");
    }

    @Override
    public void updateNClob(int a0, NClob a1) throws SQLException {
        throw unsupported("updateNClob");
    }

    @Override
    public void updateNString(String a0, String a1) throws SQLException {
        throw unsupported("updateNString");
    }

    @Override
    public void updateNString(int a0, String a1) throws SQLException {
        throw unsupported("updateNString");
    }

    @Override
    public void updateNull(String a0) throws SQLException {
        throw unsupported("updateNull");
    }

    @Override
    public void updateNull(int a0) throws SQLException {
        throw unsupported("updateNull");
    }

    @Override
    public void updateObject(String a0, Object a1, int a2) throws SQLException {
        throw unsupported("updateObject");
    }

    @Override
    public void updateObject(String a0, Object a1) throws SQLException {
        throw unsupported("updateObject");
    }

    @Override
    public void updateObject(int a0, Object a1, int a2) throws SQLException {
        throw unsupported("updateObject");
    }

    @Override
    public void updateObject(int a0, Object a1) throws SQLException {
        throw unsupported("updateObject");
    }

    @Override
    public void updateRef(String a0, Ref a1) throws SQLException {
        throw unsupported("updateRef");
    }

    @Override
    public void updateRef(int a0, Ref a1) throws SQLException {
        throw unsupported("updateRef");
    }

    @Override
    public void updateRow() throws SQLException {
        throw unsupported("updateRow");
    }

    @Override
    public void updateRowId(String a0, RowId a1) throws SQLException {
        throw unsupported("updateRowId");
    }

    @Override
    public void updateRowId(int a0, RowId a1) throws SQLException {
        throw unsupported("updateRowId");
    }

    @Override
    public void updateSQLXML(String a0, SQLXML a1) throws SQLException {
        throw unsupported("updateSQLXML");
    }

    @Override
    public void updateSQLXML(int a0, SQLXML a1) throws SQLException {
        throw unsupported("updateSQLXML");
    }

    @Override
    public void updateShort(String a0, short a1) throws SQLException {
        throw unsupported("updateShort");
    }

    @Override
    public void updateShort(int a0, short a1) throws SQLException {
        throw unsupported("updateShort");
    }

    @Override
    public void updateString(String a0, String a1) throws SQLException {
        throw unsupported("updateString");
    }

    @Override
    public void updateString(int a0, String a1) throws SQLException {
        throw unsupported("updateString");
    }

    @Override
    public void updateTime(String a0, Time a1) throws SQLException {
        throw unsupported("updateTime");
    }

    @Override
    public void updateTime(int a0, Time a1) throws SQLException {
        throw unsupported("updateTime");
    }

    @Override
    public void updateTimestamp(String a0, Timestamp a1) throws SQLException {
        throw unsupported("updateTimestamp");
    }

    @Override
    public void updateTimestamp(int a0, Timestamp a1) throws SQLException {
        throw unsupported("updateTimestamp");
    }

    @Override
    public boolean wasNull() throws SQLException {
        open();
        return false;
    }

    static SQLFeatureNotSupportedException unsupported(String method) {
        return new SQLFeatureNotSupportedException("the no-op stub has no " + method);
    }
}
