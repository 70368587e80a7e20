package io.weir.benchmarks.plain;

import java.sql.PreparedStatement;

/** The recycling stub's connection: its last statement, once closed, is the next one it makes. */
final class RecyclingConnection extends StubConnection {
    private final int rowCount;
    private RecyclingStatement last;

    RecyclingConnection(int rowCount) {
        this.rowCount = rowCount;
    }

    @Override
    PreparedStatement newStatement() {
        RecyclingStatement s = last;
        if (s != null && s.reopenIfClosed()) return s;
        s = new RecyclingStatement(this, rowCount);
        last = s;
        return s;
    }
}
