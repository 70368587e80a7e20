package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirConfig;

import java.sql.SQLException;

/** PLACEHOLDER (issue 3 completes it): decides whether an SQLException makes the physical connection unusable. */
public final class FatalErrorClassifier {
    private FatalErrorClassifier() {
    }

    public static FatalErrorClassifier create(WeirConfig config) {
        return new FatalErrorClassifier();
    }

    public boolean isFatal(SQLException e) {
        String state = e.getSQLState();
        return state != null && state.startsWith("08");
    }
}
