package io.weir.benchmarks.plain;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The layered stub's middle level of statements: keeps the current result set and makes the next one
 * over a fresh cursor on the row store; the leaf below it only answers for its connection.
 */
abstract class CursorStatement extends StubStatement {
    private final int[] rowStore;
    private LayeredResultSet current;

    CursorStatement(int[] rowStore) {
        this.rowStore = rowStore;
    }

    @Override
    final LayeredResultSet query() throws SQLException {
        closeResult();
        updateCount = -1;
        current = new LayeredResultSet(this, new RowCursor(rowStore));
        return current;
    }

    @Override
    final void closeResult() throws SQLException {
        open();
        LayeredResultSet c = current;
        current = null;
        if (c != null) c.close();
    }

    @Override
    public final ResultSet getResultSet() throws SQLException {
        open();
        return current;
    }
}
