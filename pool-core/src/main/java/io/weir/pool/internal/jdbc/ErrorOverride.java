package io.weir.pool.internal.jdbc;

import java.sql.SQLException;

/**
 * An application's say on whether an SQLException retires the connection. The public API adapts the
 * {@code SQLExceptionOverride} named by exceptionOverrideClassName to this, so the engine does not name it.
 */
@FunctionalInterface
public interface ErrorOverride {
    /** The override's answer, one for each of {@code SQLExceptionOverride.Decision}. */
    enum Verdict {
        /** The classifier decides. */
        DEFAULT,
        /** Retire the connection when it comes back. */
        EVICT,
        /** Keep the connection, whatever the classifier says. */
        DO_NOT_EVICT
    }

    Verdict verdict(SQLException exception);
}
