package io.weir.benchmarks.plain;

import java.sql.PreparedStatement;

/** The layered stub's connection: every statement it makes reads the same row store. */
final class LayeredConnection extends StubConnection {
    /** Two columns per row, row after row: the row number and ten times it. */
    private final int[] rowStore;

    LayeredConnection(int rowCount) {
        rowStore = new int[rowCount * RowCursor.WIDTH];
        for (int i = 0; i < rowCount; i++) {
            rowStore[i * RowCursor.WIDTH] = i + 1;
            rowStore[i * RowCursor.WIDTH + 1] = 10 * (i + 1);
        }
    }

    @Override
    PreparedStatement newStatement() {
        return new LayeredPreparedStatement(this, rowStore);
    }
}
