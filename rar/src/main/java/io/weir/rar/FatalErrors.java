package io.weir.rar;

import io.weir.pool.internal.jdbc.TrackedLease;
import io.weir.pool.spi.ConnectionLease;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;

/**
 * Decides whether an error on a call the adapter makes itself (commit, rollback, auto-commit) leaves
 * the physical connection unusable, with the pool's own classifier so that a configured
 * exception override applies here as it does to the application's calls.
 */
final class FatalErrors {
    private FatalErrors() {
    }

    static boolean isFatal(ConnectionLease lease, SQLException error) {
        if (lease == null) {
            return false; // nothing was bound, so nothing is lost: e.g. the pool had no connection to lend
        }
        if (lease instanceof TrackedLease) {
            TrackedLease tracked = (TrackedLease) lease;
            if (tracked.classifier().isFatal(error)) {
                tracked.markBroken(error);
                return true;
            }
            return false;
        }
        String state = error.getSQLState();
        return error instanceof SQLNonTransientConnectionException || (state != null && state.startsWith("08"));
    }
}
