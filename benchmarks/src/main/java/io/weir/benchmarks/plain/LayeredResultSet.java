package io.weir.benchmarks.plain;

import java.sql.SQLException;
import java.sql.Statement;

/** The layered stub's result set, the leaf: every column read through the cursor. */
final class LayeredResultSet extends CursorResultSet {
    LayeredResultSet(Statement statement, RowCursor cursor) {
        super(statement, cursor);
    }

    private int column(int index) throws SQLException {
        open();
        return cursor.value(index);
    }

    @Override
    public int getInt(int columnIndex) throws SQLException {
        return column(columnIndex);
    }

    @Override
    public long getLong(int columnIndex) throws SQLException {
        return column(columnIndex);
    }

    @Override
    public Object getObject(int columnIndex) throws SQLException {
        return column(columnIndex);
    }

    @Override
    public String getString(int columnIndex) throws SQLException {
        return Integer.toString(column(columnIndex));
    }
}
