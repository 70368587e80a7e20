package io.weir.pool.internal.engine;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Opens physical connections in the background while the pool needs them, one attempt at a time,
 * backing off while the database is down. An attempt that hangs (a database that accepts and then
 * says nothing) is abandoned after connectionTimeout so that the next one can start; if the
 * abandoned one succeeds later, the pool still gets the connection.
 */
final class ConnectionCreator {
    private static final long INITIAL_BACKOFF_MS = 25;
    private static final long MAX_BACKOFF_MS = 500;
    private static final Exception ABANDONED = new Exception("abandoned", null, false, false) {
    };

    private final ConnectionPool pool;
    private final ExecutorService loop;
    private final ExecutorService connectors;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private long backoffMs = INITIAL_BACKOFF_MS;
    /** When the connect in progress started, 0 if none: names a hung database in a borrower's timeout. */
    private volatile long attemptStartedNanos;
    private long nextAttemptNanos;

    ConnectionCreator(ConnectionPool pool, ExecutorService loop, ExecutorService connectors) {
        this.pool = pool;
        this.loop = loop;
        this.connectors = connectors;
    }

    long attemptInFlightSince() {
        return attemptStartedNanos;
    }

    /** Makes sure the fill loop runs soon; cheap when it already does. */
    void request() {
        if (scheduled.get() || !scheduled.compareAndSet(false, true)) return;
        try {
            loop.execute(this::fill);
        } catch (RejectedExecutionException closing) {
            scheduled.set(false);
        }
    }

    private void fill() {
        try {
            while (pool.needsConnection()) {
                long wait = nextAttemptNanos - System.nanoTime();
                if (wait > 0) TimeUnit.NANOSECONDS.sleep(wait);
                if (!pool.needsConnection() || !pool.reserveSlot()) break;
                if (attempt(pool.connectionTimeoutMs()) != null) {
                    backoffMs = INITIAL_BACKOFF_MS;
                    nextAttemptNanos = 0;
                } else {
                    nextAttemptNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(backoffMs);
                    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
                }
            }
        } catch (InterruptedException closing) {
            Thread.currentThread().interrupt();
            return;
        } finally {
            scheduled.set(false);
        }
        // a request that arrived while the loop was finishing was dropped by the flag: look again
        if (pool.needsConnection()) request();
    }

    /**
     * One connect attempt in a slot already reserved, waiting at most {@code timeoutMs}. On success the
     * entry joins the pool; on failure the slot is released and the failure recorded.
     *
     * @return the new entry, or null if the attempt failed or was abandoned
     */
    PoolEntry attempt(long timeoutMs) throws InterruptedException {
        CompletableFuture<PoolEntry> result = new CompletableFuture<>();
        long started = System.nanoTime();
        attemptStartedNanos = started;
        result.whenComplete((e, t) -> {
            if (attemptStartedNanos == started) attemptStartedNanos = 0;
        });
        try {
            connectors.execute(() -> connect(result));
        } catch (RejectedExecutionException closing) {
            pool.releaseSlot();
            return null;
        }
        try {
            PoolEntry e = result.get(timeoutMs, TimeUnit.MILLISECONDS);
            pool.added(e);
            return e;
        } catch (ExecutionException failed) {
            return null; // connect() released the slot and recorded the failure
        } catch (TimeoutException hung) {
            if (result.completeExceptionally(ABANDONED)) {
                pool.connectFailed(new SQLTimeoutException("The database did not complete a connect within "
                        + timeoutMs + " ms (connectionTimeout); is it reachable?", "08001"));
                return null;
            }
            return attempt(result);
        } catch (InterruptedException closing) {
            // the pool is closing: whatever the attempt brings later is adopted (and so closed) by the pool
            if (!result.completeExceptionally(ABANDONED)) attempt(result);
            throw closing;
        }
    }

    private PoolEntry attempt(CompletableFuture<PoolEntry> completedJustNow) {
        try {
            PoolEntry e = completedJustNow.get();
            pool.added(e);
            return e;
        } catch (ExecutionException | InterruptedException failed) {
            return null;
        }
    }

    private void connect(CompletableFuture<PoolEntry> result) {
        PoolEntry entry;
        try {
            entry = pool.openEntry();
        } catch (SQLException | RuntimeException | Error e) {
            // release and record before completing, so the creator's next look sees the free slot
            pool.releaseSlot();
            pool.connectFailed(e);
            result.completeExceptionally(e);
            return;
        }
        if (!result.complete(entry)) pool.adoptLate(entry);
    }
}
