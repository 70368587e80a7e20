package io.weir.testsupport;

import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;

/**
 * Every method of {@link java.sql.ResultSetMetaData} that the stub does not model throws, so a test
 * sees at once when a pool calls something unexpected. The stub classes override what they model.
 */
abstract class UnsupportedResultSetMetaData implements java.sql.ResultSetMetaData {
    @Override
    public String getCatalogName(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getCatalogName");
    }

    @Override
    public String getColumnClassName(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnClassName");
    }

    @Override
    public int getColumnCount() throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnCount");
    }

    @Override
    public int getColumnDisplaySize(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnDisplaySize");
    }

    @Override
    public String getColumnLabel(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnLabel");
    }

    @Override
    public String getColumnName(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnName");
    }

    @Override
    public int getColumnType(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnType");
    }

    @Override
    public String getColumnTypeName(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getColumnTypeName");
    }

    @Override
    public int getPrecision(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getPrecision");
    }

    @Override
    public int getScale(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getScale");
    }

    @Override
    public String getSchemaName(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getSchemaName");
    }

    @Override
    public String getTableName(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model getTableName");
    }

    @Override
    public boolean isAutoIncrement(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isAutoIncrement");
    }

    @Override
    public boolean isCaseSensitive(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isCaseSensitive");
    }

    @Override
    public boolean isCurrency(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isCurrency");
    }

    @Override
    public boolean isDefinitelyWritable(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isDefinitelyWritable");
    }

    @Override
    public int isNullable(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isNullable");
    }

    @Override
    public boolean isReadOnly(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isReadOnly");
    }

    @Override
    public boolean isSearchable(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isSearchable");
    }

    @Override
    public boolean isSigned(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isSigned");
    }

    @Override
    public boolean isWrapperFor(Class<?> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isWrapperFor");
    }

    @Override
    public boolean isWritable(int p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model isWritable");
    }

    @Override
    public <T> T unwrap(Class<T> p0) throws SQLException {
        throw new SQLFeatureNotSupportedException("stub does not model unwrap");
    }
}
