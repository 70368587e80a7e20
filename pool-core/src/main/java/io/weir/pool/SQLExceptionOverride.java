package io.weir.pool;

import java.sql.SQLException;

/**
 * Lets an application decide, for an {@link SQLException} thrown through a Weir connection,
 * whether the physical connection must be retired. Named by class in
 * {@code exceptionOverrideClassName}; needs a public no-argument constructor.
 */
@FunctionalInterface
public interface SQLExceptionOverride {
    enum Decision {
        /** Weir's own classification decides (SQLState class 08, 57P01-57P03, JZ0C0/JZ0C1, vendor codes). */
        DEFAULT,
        /** Retire the connection when it comes back. */
        EVICT,
        /** Keep the connection, whatever Weir's classification says. */
        DO_NOT_EVICT
    }

    Decision adjudicate(SQLException exception);
}
