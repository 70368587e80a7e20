package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;

import java.sql.SQLException;

/**
 * Decides whether an error on a call the adapter makes itself (commit, rollback, auto-commit) leaves
 * the physical connection unusable, with the pool's own classifier so that a configured
 * exception override applies here as it does to the application's calls.
 */
final class FatalErrors {
    private FatalErrors() {
    }

    static boolean isFatal(ConnectionLease lease, SQLException error) {
        // nothing bound means nothing lost: e.g. the pool had no connection to lend
        return lease != null && lease.markBrokenIfFatal(error);
    }
}
