package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.ConnectionBag;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import static java.lang.System.Logger.Level.INFO;

/**
 * suspendPool/resumePool: while suspended, borrowers wait (up to connectionTimeout) and no connection
 * is opened. {@link #of} gives a pool without allowPoolSuspension an {@link Off} instance, which
 * refuses to suspend and so is never suspended.
 */
public class Suspension {
    private static final System.Logger LOG = System.getLogger(Suspension.class.getName());
    private final String poolName;
    private final ConnectionBag bag;
    private volatile boolean suspended;
    private volatile boolean closed;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition resumed = lock.newCondition();

    public static Suspension of(boolean allowed, String poolName, ConnectionBag bag) {
        return allowed ? new Suspension(poolName, bag) : new Off(poolName, bag);
    }

    private Suspension(String poolName, ConnectionBag bag) {
        this.poolName = poolName;
        this.bag = bag;
    }

    /** Final, so that the borrow's check is one volatile load and no call. */
    public final boolean isSuspended() {
        return suspended;
    }

    public void suspend() {
        suspended = true;
        LOG.log(INFO, () -> poolName + " - suspended");
    }

    /** @return whether the pool was suspended (and so may need connections now) */
    public final boolean resume() {
        if (!suspended) return false;
        wakeAll();
        LOG.log(INFO, () -> poolName + " - resumed");
        return true;
    }

    /** The pool closes: waiting borrowers go on (to find it closed), and none waits from now on. */
    public final void close() {
        closed = true;
        wakeAll();
    }

    private void wakeAll() {
        lock.lock();
        try {
            suspended = false;
            resumed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Waits while suspended, for what is left of connectionTimeout since {@code start}. */
    public final void awaitResume(long start, long connectionTimeoutMs) throws SQLException {
        long nanos = TimeUnit.MILLISECONDS.toNanos(connectionTimeoutMs) - (System.nanoTime() - start);
        lock.lock();
        try {
            while (suspended && !closed) {
                if (nanos <= 0) {
                    throw new SQLTransientConnectionException(poolName + " - the pool is suspended and was not resumed "
                            + "within connectionTimeout=" + connectionTimeoutMs + " ms; " + bag.counts());
                }
                nanos = resumed.awaitNanos(nanos);
            }
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new SQLException(poolName + " - interrupted while the pool was suspended", "08001", ie);
        } finally {
            lock.unlock();
        }
    }

    /** Suspension not allowed: the pool is never suspended. */
    private static final class Off extends Suspension {
        private final String poolName;

        Off(String poolName, ConnectionBag bag) {
            super(poolName, bag);
            this.poolName = poolName;
        }

        @Override
        public void suspend() {
            throw new IllegalStateException(poolName + " - suspendPool() needs allowPoolSuspension=true");
        }
    }
}
