package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;

import java.sql.SQLException;

/**
 * A lease as the facades see it: the engine's pool entry implements it. Through it a facade records
 * what the borrower changed and reports errors that decide the physical connection's fate.
 */
public interface TrackedLease extends ConnectionLease {
    /** The reset tracker of this physical connection (one per physical connection, shared by its facades). */
    SessionState session();

    /** Decides which SQLExceptions are fatal (the pool's configured classifier). */
    FatalErrorClassifier classifier();

    /** The physical connection is unusable: retire it when it comes back instead of lending it again. */
    void markBroken(SQLException cause);

    @Override
    default boolean markBrokenIfFatal(SQLException error) {
        if (!classifier().isFatal(error)) return false;
        markBroken(error);
        return true;
    }

    /** Something (a timeout) makes the connection doubtful: validate it when it comes back. */
    void markSuspect();

    /** A write was refused as read-only in a pool that targets a primary: ask the server's role when it comes back. */
    void markMaybeOnStandby();
}
