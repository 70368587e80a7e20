package io.weir.rar;

import io.weir.pool.spi.TransactionControl;
import jakarta.resource.spi.ConnectionEvent;

/**
 * A local transaction the application demarcates itself through a handle, outside any container
 * transaction. The spec asks the adapter to tell the server: STARTED when the application leaves
 * auto-commit, COMMITTED or ROLLEDBACK when it ends a unit of work, COMMITTED when it turns auto-commit
 * back on (which commits). The connection stays in manual-commit mode after commit or rollback, so the
 * transaction stays active until then. Guarded by the managed connection's lock.
 */
final class ApplicationTransaction {
    /** {@link #after} has nothing to tell the server. */
    static final int NO_EVENT = -1;

    private boolean active;

    /** The event the server hears after {@code call} succeeded, or {@link #NO_EVENT}. */
    int after(TransactionControl call) {
        return switch (call) {
            case AUTO_COMMIT_OFF -> {
                if (active) yield NO_EVENT;
                active = true;
                yield ConnectionEvent.LOCAL_TRANSACTION_STARTED;
            }
            case AUTO_COMMIT_ON -> {
                if (!active) yield NO_EVENT;
                active = false;
                yield ConnectionEvent.LOCAL_TRANSACTION_COMMITTED;
            }
            case COMMIT -> active ? ConnectionEvent.LOCAL_TRANSACTION_COMMITTED : NO_EVENT;
            case ROLLBACK -> active ? ConnectionEvent.LOCAL_TRANSACTION_ROLLEDBACK : NO_EVENT;
        };
    }

    /** The physical connection goes back, and the pool resets it to its configured auto-commit. */
    void reset() {
        active = false;
    }
}
