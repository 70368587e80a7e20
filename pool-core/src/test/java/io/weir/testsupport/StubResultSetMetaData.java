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
        check(column);
        return Types.INTEGER;
    }

    @Override
    public String getColumnTypeName(int column) throws SQLException {
        check(column);
        return "INTEGER";
    }

    @Override
    public String getColumnClassName(int column) throws SQLException {
        check(column);
        return Integer.class.getName();
    }

    @Override
    public int isNullable(int column) throws SQLException {
        check(column);
        return ResultSetMetaData.columnNoNulls;
    }

    @Override
    public boolean isSigned(int column) throws SQLException {
        check(column);
        return true;
    }

    @Override
    public int getPrecision(int column) throws SQLException {
        check(column);
        return 10;
    }

    @Override
    public int getScale(int column) throws SQLException {
        check(column);
        return 0;
    }

    @Override
    public int getColumnDisplaySize(int column) throws SQLException {
        check(column);
        return 11;
    }
}
