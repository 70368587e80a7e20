package io.weir.testsupport;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;

/** Describes the stub's result sets: int columns named C1, C2, ... */
final class StubResultSetMetaData extends UnsupportedResultSetMetaData {
    private final int columns;

    StubResultSetMetaData(int columns) {
        this.columns = columns;
    }

    private int check(int column) throws SQLException {
        if (column < 1 || column > columns) throw new SQLException("no column " + column, "07009");
        return column;
    }

    /** The same answer for every column, once the column is known to exist. */
    private <T> T ofColumn(int column, T answer) throws SQLException {
        check(column);
        return answer;
    }

    @Override
    public int getColumnCount() {
        return columns;
    }

    @Override
    public String getColumnName(int column) throws SQLException {
        return "C" + check(column);
    }

    @Override
    public String getColumnLabel(int column) throws SQLException {
        return getColumnName(column);
    }

    @Override
    public int getColumnType(int column) throws SQLException {
        return ofColumn(column, Types.INTEGER);
    }

    @Override
    public String getColumnTypeName(int column) throws SQLException {
        return ofColumn(column, "INTEGER");
    }

    @Override
    public String getColumnClassName(int column) throws SQLException {
        return ofColumn(column, Integer.class.getName());
    }

    @Override
    public int isNullable(int column) throws SQLException {
        return ofColumn(column, ResultSetMetaData.columnNoNulls);
    }

    @Override
    public boolean isSigned(int column) throws SQLException {
        return ofColumn(column, true);
    }

    @Override
    public int getPrecision(int column) throws SQLException {
        return ofColumn(column, 10);
    }

    @Override
    public int getScale(int column) throws SQLException {
        return ofColumn(column, 0);
    }

    @Override
    public int getColumnDisplaySize(int column) throws SQLException {
        return ofColumn(column, 11);
    }
}
