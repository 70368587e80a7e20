package io.weir.pool.internal.engine.lending;

import io.weir.pool.WeirPoolInitializationException;
import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.connect.EntryOpener;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.HouseKeeper;
import io.weir.pool.internal.engine.upkeep.Retirement;
import io.weir.pool.internal.engine.upkeep.SoftEviction;
import io.weir.pool.internal.engine.upkeep.Suspension;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import static java.lang.System.Logger.Level.DEBUG;

/**
 * Opens physical connections in the background while the pool needs them, one attempt at a time,
 * backing off while the database is down. An attempt that hangs (a database that accepts and then
 * says nothing) is abandoned after connectionTimeout so that the next one can start; if the
 * abandoned one succeeds later, the pool still gets the connection. A new entry joins the bag here.
 */
final class ConnectionCreator {
    private static final System.Logger LOG = System.getLogger(ConnectionCreator.class.getName());
    private static final long INITIAL_BACKOFF_MS = 25;
    private static final long MAX_BACKOFF_MS = 500;
    private static final Exception ABANDONED = new Exception("abandoned", null, false, false) {
    };

    private final String poolName;
    private final ExecutorService loop;
    private final ExecutorService connectors;
    private final EntryOpener opener;
    private final RunningConfig settings;
    private final Capacity capacity;
    private final Suspension suspension;
    private final ConnectionBag bag;
    private final FailureDiagnosis diagnosis;
    private final SoftEviction softEviction;
    private final Retirement retirement;
    private final HouseKeeper houseKeeper;
    private final PoolCounters counters;
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private long backoffMs = INITIAL_BACKOFF_MS;
    /** When the connect in progress started, 0 if none: names a hung database in a borrower's timeout. */
    private volatile long attemptStartedNanos;
    private long nextAttemptNanos;

    ConnectionCreator(String poolName, ExecutorService loop, ExecutorService connectors, EntryOpener opener,
                      RunningConfig settings, Capacity capacity, Suspension suspension, ConnectionBag bag,
                      FailureDiagnosis diagnosis, SoftEviction softEviction, Retirement retirement, HouseKeeper houseKeeper,
                      PoolCounters counters) {
        this.poolName = poolName;
        this.loop = loop;
        this.connectors = connectors;
        this.opener = opener;
        this.settings = settings;
        this.capacity = capacity;
        this.suspension = suspension;
        this.bag = bag;
        this.diagnosis = diagnosis;
        this.softEviction = softEviction;
        this.retirement = retirement;
        this.houseKeeper = houseKeeper;
        this.counters = counters;
    }

    /** At start: tries until {@code failTimeoutMs} has passed to open a first connection. */
    void awaitFirstConnection(long failTimeoutMs, String describedSource) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(failTimeoutMs);
        try {
            do {
                if (capacity.reserveSlot() && attempt(Math.max(settings.live().connectionTimeoutMs, failTimeoutMs)) != null) return;
                if (System.nanoTime() - deadline < 0) Thread.sleep(100);
            } while (System.nanoTime() - deadline < 0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Throwable cause = diagnosis.lastConnectFailure();
        throw new WeirPoolInitializationException(poolName + " - could not get a first connection from "
                + describedSource + " within initializationFailTimeout=" + failTimeoutMs + " ms: "
                + (cause == null ? "interrupted" : cause.getMessage()), cause);
    }

    private boolean needsConnection() {
        return !suspension.isSuspended() && capacity.needsConnection();
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
            while (needsConnection()) {
                long wait = nextAttemptNanos - System.nanoTime();
                if (wait > 0) TimeUnit.NANOSECONDS.sleep(wait);
                if (!needsConnection() || !capacity.reserveSlot()) break;
                if (attempt(settings.live().connectionTimeoutMs) != null) {
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
            capacity.releaseSlot();
            return null;
        }
        try {
            PoolEntry e = result.get(timeoutMs, TimeUnit.MILLISECONDS);
            added(e);
            return e;
        } catch (ExecutionException failed) {
            return null; // connect() released the slot and recorded the failure
        } catch (TimeoutException hung) {
            if (result.completeExceptionally(ABANDONED)) {
                diagnosis.connectFailed(new SQLTimeoutException("The database did not complete a connect within "
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
            added(e);
            return e;
        } catch (ExecutionException | InterruptedException failed) {
            return null;
        }
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
        if (!result.complete(entry)) adoptLate(entry);
    }

    /** A new entry (holding its slot) joins the pool. */
    private void added(PoolEntry e) {
        diagnosis.connected();
        // opened while the pool closed, or with what a soft eviction (a password change, say) retired
        if (capacity.isClosing() || softEviction.appliesTo(e)) {
            retirement.discard(e);
            return;
        }
        houseKeeper.scheduleRetirement(e);
        // counted before it joins: a waiting borrower may take it from the bag at once, and whoever then
        // reads the counters must see it among the created
        counters.created();
        bag.add(e);
        // A soft eviction between the check above and the add looked at the bag without e. It writes its
        // time and then reads the bag; the add writes the bag and then this reads the time (all volatile),
        // so one of the two sees the other.
        if (softEviction.appliesTo(e)) softEviction.evict(e);
        LOG.log(DEBUG, () -> poolName + " - added " + e + "; " + bag.counts());
    }

    /** An attempt this creator gave up on succeeded after all. */
    private void adoptLate(PoolEntry e) {
        if (capacity.isClosing() || capacity.isBagFull()) {
            retirement.discard(e);
        } else {
            added(e);
        }
    }
}
