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
        DO_NOT_EVICT;

        /** The verdict named like {@code decision}, an {@code SQLExceptionOverride.Decision}; no decision leaves it to the classifier. */
        public static Verdict of(Enum<?> decision) {
            return decision == null ? DEFAULT : valueOf(decision.name());
        }
    }

    Verdict verdict(SQLException exception);
}
