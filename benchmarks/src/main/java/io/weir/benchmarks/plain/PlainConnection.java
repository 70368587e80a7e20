package io.weir.benchmarks.plain;

import java.sql.PreparedStatement;

/** The plain stub's connection: makes {@link PlainPreparedStatement}s over its rows, one value per row. */
final class PlainConnection extends StubConnection {
    /** What every query on this connection returns, one value per row. */
    private final int[] rows;

    PlainConnection(int rowCount) {
        rows = new int[rowCount];
        for (int i = 0; i < rowCount; i++) rows[i] = i + 1;
    }

    @Override
    PreparedStatement newStatement() {
        return new PlainPreparedStatement(this, rows);
    }
}
