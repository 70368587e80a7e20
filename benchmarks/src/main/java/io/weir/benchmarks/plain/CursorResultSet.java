package io.weir.benchmarks.plain;

import java.sql.SQLException;
import java.sql.Statement;

/**
 * The layered stub's middle level of result sets: the cursor's movement and the result set's own state;
 * the leaf below it reads the columns.
 */
abstract class CursorResultSet extends StubResultSet {
    private final Statement statement;
    final RowCursor cursor;
    private boolean closed;

    CursorResultSet(Statement statement, RowCursor cursor) {
        this.statement = statement;
        this.cursor = cursor;
    }

    @Override
    final void open() throws SQLException {
        if (closed) throw new SQLException("result set closed", "24000");
    }

    @Override
    public final boolean next() throws SQLException {
        open();
        return cursor.advance();
    }

    @Override
    public final void close() {
        closed = true;
    }

    @Override
    public final boolean isClosed() {
        return closed;
    }

    @Override
    public final Statement getStatement() throws SQLException {
        open();
        return statement;
    }

    @Override
    public final int getRow() throws SQLException {
        open();
        return cursor.row();
    }

    @Override
    public final boolean isBeforeFirst() throws SQLException {
        open();
        return cursor.beforeFirst();
    }

    @Override
    public final boolean isAfterLast() throws SQLException {
        open();
        return cursor.afterLast();
    }
}
