package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.Suspension;
import io.weir.pool.spi.Setting;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Opens physical connections in the background while the pool needs them, one {@link ConnectAttempt}
 * at a time, backing off while the database is down.
 */
final class ConnectionCreator {
    private static final long INITIAL_BACKOFF_MS = 25;
    private static final long MAX_BACKOFF_MS = 500;

    private final String poolName;
    private final ExecutorService loop;
    private final ConnectAttempt attempt;
    private final RunningConfig settings;
    private final Capacity capacity;
    private final Suspension suspension;
    private final FailureDiagnosis diagnosis;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private long backoffMs = INITIAL_BACKOFF_MS;
    private long nextAttemptNanos;

    ConnectionCreator(ExecutorService loop, ConnectAttempt attempt, RunningConfig settings, Capacity capacity,
                      Suspension suspension, FailureDiagnosis diagnosis) {
        this.poolName = settings.poolName();
        this.loop = loop;
        this.attempt = attempt;
        this.settings = settings;
        this.capacity = capacity;
        this.suspension = suspension;
        this.diagnosis = diagnosis;
    }

    /** At start: tries until {@code failTimeoutMs} has passed to open a first connection. */
    void awaitFirstConnection(long failTimeoutMs, String describedSource) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(failTimeoutMs);
        try {
            do {
                if (capacity.reserveSlot() && attempt.run(Math.max(settings.live().millis(Setting.CONNECTION_TIMEOUT), failTimeoutMs)) != null) return;
                if (System.nanoTime() - deadline < 0) Thread.sleep(100);
            } while (System.nanoTime() - deadline < 0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Throwable cause = diagnosis.lastConnectFailure();
        throw new FirstConnectionException(poolName + " - could not get a first connection from "
                + describedSource + " within initializationFailTimeout=" + failTimeoutMs + " ms: "
                + (cause == null ? "interrupted" : cause.getMessage()), cause);
    }

    private boolean needsConnection() {
        return !suspension.isSuspended() && capacity.needsConnection();
    }

    long attemptInFlightSince() {
        return attempt.inFlightSince();
    }

    /**
     * Makes sure the fill loop runs soon if a connection is wanted; cheap when it already runs or none is.
     * Every borrow that waits calls it, and in a full pool none is: starting the loop then would wake a
     * pool thread for nothing at each wait, beside the threads that hold the connections. Looking first
     * loses no request: whatever makes room (a retirement frees its slot, then asks) looks after its change.
     */
    void request() {
        if (scheduled.get() || !needsConnection() || !scheduled.compareAndSet(false, true)) return;
        try {
            loop.execute(this::fill);
        } catch (RejectedExecutionException closing) {
            scheduled.set(false);
        }
    }

    private void fill() {
        try {
            while (needsConnection()) {
                long wait = nextAttemptNanos - System.nanoTime();
                if (wait > 0) TimeUnit.NANOSECONDS.sleep(wait);
                if (!needsConnection() || !capacity.reserveSlot()) break;
                if (attempt.run(settings.live().millis(Setting.CONNECTION_TIMEOUT)) != null) {
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
        if (needsConnection()) request();
    }
}
