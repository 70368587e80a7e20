package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.connect.EntryOpener;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.upkeep.Capacity;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One connect in a slot already reserved, on a connector thread, waited for up to a timeout. An
 * attempt that hangs (a database that accepts and then says nothing) is abandoned so that the next one
 * can start; if it succeeds later, the pool still gets the connection.
 */
final class ConnectAttempt {
    private static final Exception ABANDONED = new Exception("abandoned", null, false, false) {
    };

    private final Executor connectors;
    private final EntryOpener opener;
    private final Capacity capacity;
    private final FailureDiagnosis diagnosis;
    private final Admission admission;
    /** When the connect in progress started, 0 if none: names a hung database in a borrower's timeout. */
    private volatile long startedNanos;

    ConnectAttempt(Executor connectors, EntryOpener opener, Capacity capacity, FailureDiagnosis diagnosis, Admission admission) {
        this.connectors = connectors;
        this.opener = opener;
        this.capacity = capacity;
        this.diagnosis = diagnosis;
        this.admission = admission;
    }

    long inFlightSince() {
        return startedNanos;
    }

    /**
     * Opens a connection, waiting at most {@code timeoutMs}. On success the entry joins the pool; on
     * failure the slot is released and the failure recorded.
     *
     * @return the new entry, or null if the attempt failed or was abandoned
     */
    PoolEntry run(long timeoutMs) throws InterruptedException {
        CompletableFuture<PoolEntry> result = new CompletableFuture<>();
        long started = System.nanoTime();
        startedNanos = started;
        result.whenComplete((e, t) -> {
            if (startedNanos == started) startedNanos = 0;
        });
        try {
            connectors.execute(() -> connect(result));
        } catch (RejectedExecutionException closing) {
            capacity.releaseSlot();
            return null;
        }
        try {
            return joined(result.get(timeoutMs, TimeUnit.MILLISECONDS));
        } catch (ExecutionException failed) {
            return null; // connect() released the slot and recorded the failure
        } catch (TimeoutException hung) {
            if (result.completeExceptionally(ABANDONED)) {
                diagnosis.connectFailed(new SQLTimeoutException("The database did not complete a connect within "
                        + timeoutMs + " ms (connectionTimeout); is it reachable?", "08001"));
                return null;
            }
            return completedJustNow(result);
        } catch (InterruptedException closing) {
            // the pool is closing: whatever the attempt brings later is adopted (and so closed) by the pool
            if (!result.completeExceptionally(ABANDONED)) completedJustNow(result);
            throw closing;
        }
    }

    private PoolEntry completedJustNow(CompletableFuture<PoolEntry> result) {
        try {
            return joined(result.get());
        } catch (ExecutionException | InterruptedException failed) {
            return null;
        }
    }

    private PoolEntry joined(PoolEntry e) {
        diagnosis.connected();
        admission.admit(e);
        return e;
    }

    private void connect(CompletableFuture<PoolEntry> result) {
        PoolEntry entry;
        try {
            entry = opener.open();
        } catch (SQLException | RuntimeException | Error e) {
            // release and record before completing, so the creator's next look sees the free slot
            capacity.releaseSlot();
            diagnosis.connectFailed(e);
            result.completeExceptionally(e);
            return;
        }
        if (!result.complete(entry) && admission.admitLate(entry)) diagnosis.connected();
    }
}
