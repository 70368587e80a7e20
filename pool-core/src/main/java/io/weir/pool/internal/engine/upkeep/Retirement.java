package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;

import java.sql.SQLException;
import java.util.concurrent.Executor;
import java.util.function.UnaryOperator;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

import static java.lang.System.Logger.Level.DEBUG;
import static java.lang.System.Logger.Level.WARNING;

/**
 * Takes entries out of the pool and closes their connections: one at a time as they break, age or
 * are evicted (closing on a connector thread, so that a slow close holds up no borrower, and asking
 * for a replacement), and all of them when the pool closes.
 */
public final class Retirement {
    private static final System.Logger LOG = System.getLogger(Retirement.class.getName());
    private final String poolName;
    private final ConnectionBag bag;
    private final Capacity capacity;
    private final Executor connectors;
    /** Asks for a connection to replace one that went. */
    private final Runnable replace;
    private final PoolCounters counters;
    private final FailureReport failures;

    /** @param mask what a failure's description becomes before it is logged: without the password (see ConnectionSource#masked) */
    public Retirement(String poolName, ConnectionBag bag, Capacity capacity, Executor connectors, Runnable replace, PoolCounters counters,
                      UnaryOperator<String> mask) {
        this.poolName = poolName;
        this.bag = bag;
        this.capacity = capacity;
        this.connectors = connectors;
        this.replace = replace;
        this.counters = counters;
        this.failures = new FailureReport(poolName, counters, mask);
    }

    /**
     * Takes an entry its caller owns out of the pool and closes it; a replacement is made if needed. The cause is
     * the one the entry was marked to retire for, if it was, else {@code cause}. A failure is reported and counted.
     */
    public void retire(PoolEntry e, RetireCause cause) {
        if (!bag.remove(e)) return;
        capacity.releaseSlot();
        RetireCause marked = e.evictCause();
        RetireCause why = marked != null ? marked : cause;
        Throwable error = marked != null ? e.evictError() : why == RetireCause.FAILED_ALIVE_CHECK ? e.lastCheckFailure : null;
        if (why.isFailure() && !capacity.isClosing()) {
            failures.retired(e, why, error);
        } else {
            LOG.log(DEBUG, () -> poolName + " - retiring " + e + ": " + why.description());
        }
        if (capacity.isClosing()) {
            closePhysical(e);
        } else {
            counters.evicted();
            try {
                connectors.execute(() -> closePhysical(e));
            } catch (RejectedExecutionException closingNow) {
                closePhysical(e);
            }
            replace.run();
        }
    }

    /** Retires {@code e} now if it is idle; otherwise its owner retires it (it is marked evicted). */
    void retireIfIdle(PoolEntry e, RetireCause cause) {
        if (e.tryReserve()) retire(e, cause);
    }

    /** Closes a new entry that never joined the bag, and frees its slot. */
    public void discard(PoolEntry e) {
        closePhysical(e);
        capacity.releaseSlot();
        if (!capacity.isClosing()) replace.run();
    }

    /** At close: retires entries as they come back until {@code gracePeriodMs} has passed, then aborts the rest. */
    public void drain(long gracePeriodMs) {
        retireIdle();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(gracePeriodMs);
        while (bag.size() > 0 && System.nanoTime() - deadline < 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            retireIdle();
        }
        for (PoolEntry e : bag.snapshot()) abort(e, gracePeriodMs);
    }

    private void retireIdle() {
        for (PoolEntry e : bag.snapshot()) retireIfIdle(e, RetireCause.POOL_CLOSED);
    }

    private void abort(PoolEntry e, long gracePeriodMs) {
        if (!bag.remove(e)) return;
        capacity.releaseSlot();
        LOG.log(WARNING, () -> poolName + " - aborting " + e + ": still in use " + gracePeriodMs
                + " ms (closeGracePeriod) after close()");
        try {
            e.raw.abort(Runnable::run);
        } catch (SQLException | RuntimeException | AbstractMethodError ex) {
            LOG.log(DEBUG, () -> poolName + " - abort of " + e + " failed: " + ex.getMessage());
        }
        closePhysical(e);
    }

    private void closePhysical(PoolEntry e) {
        if (e.lifetimeTask != null) e.lifetimeTask.cancel(false);
        if (e.keepaliveTask != null) e.keepaliveTask.cancel(false);
        try {
            e.raw.close();
        } catch (SQLException | RuntimeException ex) {
            LOG.log(DEBUG, () -> poolName + " - closing " + e + " failed: " + ex.getMessage());
        }
        if (e.xaConnection != null) {
            try {
                e.xaConnection.close();
            } catch (SQLException | RuntimeException ex) {
                LOG.log(DEBUG, () -> poolName + " - closing XA connection of " + e + " failed: " + ex.getMessage());
            }
        }
    }
}
