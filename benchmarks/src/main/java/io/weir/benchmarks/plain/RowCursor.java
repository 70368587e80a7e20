package io.weir.benchmarks.plain;

import java.sql.SQLException;

/** A position in a row store of {@link #WIDTH} int columns per row, row after row. */
final class RowCursor {
    static final int WIDTH = 2;
    private final int[] store;
    private final int rows;
    /** The row's first index in the store; -WIDTH before the first row. */
    private int offset = -WIDTH;

    RowCursor(int[] store) {
        this.store = store;
        this.rows = store.length / WIDTH;
    }

    /** Moves to the next row: false past the last one. */
    boolean advance() {
        if (offset < store.length) offset += WIDTH;
        return offset < store.length;
    }

    /** The value of {@code column} (1-based) in the current row. */
    int value(int column) throws SQLException {
        if (offset < 0 || offset >= store.length) throw new SQLException("not on a row", "24000");
        if (column < 1 || column > WIDTH) throw new SQLException("column " + column + " out of range 1.." + WIDTH, "07009");
        return store[offset + column - 1];
    }

    /** The current row's number, 1-based; 0 when not on a row. */
    int row() {
        return offset >= 0 && offset < store.length ? offset / WIDTH + 1 : 0;
    }

    boolean beforeFirst() {
        return offset < 0 && rows > 0;
    }

    boolean afterLast() {
        return offset >= store.length && rows > 0;
    }
}
