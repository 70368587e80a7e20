package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.spi.LeakHandler;

import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Reports a connection held longer than leakDetectionThreshold, once, and reports it again when it
 * finally comes back; one lent before the threshold was set counts from its borrow too. When the
 * borrower left a {@link LeakHandler} (the resource adapter does), it is then asked to give the
 * connection back, again at each sweep until it does.
 * {@link #NONE} costs nothing.
 *
 * <p>A borrow costs one small record; no task is scheduled per borrow: a sweep over the lent entries,
 * a tenth of the threshold apart, finds the ones held too long. Whether the record carries the
 * borrowing stack is the {@link Stacks} policy, because capturing a stack costs in proportion to its
 * depth, microseconds a borrow in a server, where the rest of the adapter's work takes less than one.
 */
public interface LeakDetector {
    LeakDetector NONE = new LeakDetector() {
        @Override
        public void onBorrow(PoolEntry entry) {
        }

        @Override
        public void onReturn(PoolEntry entry) {
        }

        @Override
        public void stop() {
        }
    };

    /** When a borrow records where it was made. */
    enum Stacks {
        /** Every borrow: the first report already shows where the connection was borrowed. */
        EVERY_BORROW,
        /**
         * Every borrow once a first leak was reported: the pools the resource adapter runs, which detect
         * leaks by default in order to take leaked connections back, and where code that leaks once
         * leaks again on its next request.
         */
        AFTER_FIRST_LEAK
    }

    void onBorrow(PoolEntry entry);

    void onReturn(PoolEntry entry);

    /** Ends the sweeps: the pool closes, or the threshold changed and another detector takes over. */
    void stop();

    static LeakDetector of(long thresholdMs, Stacks stacks, ScheduledExecutorService scheduler, Supplier<PoolEntry[]> lent,
                           String poolName) {
        return thresholdMs <= 0 ? NONE : new Sweeping(thresholdMs, stacks, scheduler, lent, poolName);
    }

    final class Sweeping implements LeakDetector {
        private static final long MIN_SWEEP_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
        private static final long MAX_SWEEP_NANOS = TimeUnit.SECONDS.toNanos(1);

        private final long thresholdMs;
        private final long thresholdNanos;
        private final long startedNanos = System.nanoTime();
        private final Supplier<PoolEntry[]> entries;
        private static final System.Logger LOG = System.getLogger(LeakDetector.class.getName());
        private final String poolName;
        private final Future<?> sweeps;
        /** Set once by the sweep (the first report under AFTER_FIRST_LEAK), read by borrowers: a stale read costs one stack. */
        private volatile boolean recordStacks;

        Sweeping(long thresholdMs, Stacks stacks, ScheduledExecutorService scheduler, Supplier<PoolEntry[]> entries,
                 String poolName) {
            this.thresholdMs = thresholdMs;
            this.thresholdNanos = TimeUnit.MILLISECONDS.toNanos(thresholdMs);
            this.entries = entries;
            this.poolName = poolName;
            this.recordStacks = stacks == Stacks.EVERY_BORROW;
            long period = Math.max(MIN_SWEEP_NANOS, Math.min(MAX_SWEEP_NANOS, thresholdNanos / 10));
            Future<?> scheduled;
            try {
                scheduled = scheduler.scheduleWithFixedDelay(this::sweep, period, period, TimeUnit.NANOSECONDS);
            } catch (RejectedExecutionException closing) {
                scheduled = null; // the pool is closing and aborts what is still lent
            }
            this.sweeps = scheduled;
        }

        @Override
        public void onBorrow(PoolEntry entry) {
            Thread borrower = Thread.currentThread();
            entry.leakTask = new Borrow(entry.borrowedNanos, borrower.getName(), recordStacks ? new Exception(
                    "Apparent connection leak: " + entry + " borrowed by thread '" + borrower.getName() + "' here") : null);
        }

        @Override
        public void onReturn(PoolEntry entry) {
            Object t = entry.leakTask;
            if (!(t instanceof Borrow)) return;
            Borrow borrow = (Borrow) t;
            // kept, marked: an entry on its way back is still IN_USE for a moment, and a sweep must neither take
            // it for a loan made while detection was off nor ask its leak handler for it
            borrow.returned = true;
            if (borrow.reported) {
                LOG.log(System.Logger.Level.INFO, () -> poolName + " - previously reported leaked connection " + entry
                        + " (borrowed by " + borrow.borrower() + ") came back after "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - borrow.sinceNanos) + " ms");
            }
        }

        @Override
        public void stop() {
            if (sweeps != null) sweeps.cancel(false);
        }

        private void sweep() {
            long now = System.nanoTime();
            for (PoolEntry e : entries.get()) check(e, now);
        }

        private void check(PoolEntry e, long now) {
            if (e.state() != PoolEntry.IN_USE) return;
            // the entry's owner writes leakTask without ordering: a stale read here is at worst one sweep late
            Object t = e.leakTask;
            Borrow borrow = t instanceof Borrow ? (Borrow) t : null;
            long lentAt = e.borrowedNanos;
            if (borrow != null && borrow.sinceNanos == lentAt) {
                if (borrow.returned) return;
            } else if (lentAt != 0 && lentAt - startedNanos < 0) {
                // lent before this detector started, with no record of that borrow: detection was off then (the
                // threshold was set since, as the resource adapter does when it retires a pool); it counts from
                // the borrow. A borrow since then writes its own record, and an entry not lent yet has no time.
                borrow = new Borrow(lentAt, null, null);
                e.leakTask = borrow;
            } else {
                return; // lent just now: its borrower has yet to write the record
            }
            if (now - borrow.sinceNanos < thresholdNanos) return;
            if (!borrow.reported) report(e, borrow);
            LeakHandler handler = e.leakHandler;
            if (handler == null || e.leakTask != borrow) return;
            // the borrower may not give it back now (a transaction, a call running on it): the next sweep asks
            // again, so that it comes back within a sweep of the moment it may
            try {
                handler.leaked(e);
            } catch (RuntimeException ex) {
                LOG.log(System.Logger.Level.WARNING, poolName + " - taking back leaked connection " + e + " failed", ex);
            }
        }

        private void report(PoolEntry e, Borrow borrow) {
            borrow.reported = true;
            String held = poolName + " - connection leak detection: " + e + " has been held by " + borrow.borrower()
                    + " for more than " + thresholdMs + " ms (leakDetectionThreshold)";
            if (borrow.site != null) {
                LOG.log(System.Logger.Level.WARNING, held + "; it was borrowed at:", borrow.site);
            } else {
                recordStacks = true;
                LOG.log(System.Logger.Level.WARNING, held + "; from now on each borrow records its stack, so that the"
                        + " next leak's report shows where the connection was borrowed");
            }
        }
    }

    /** One borrow as the sweep sees it. */
    final class Borrow {
        final long sinceNanos;
        /** The borrowing thread's name, or null for a borrow made while detection was off. */
        final String threadName;
        /** Where it was borrowed, or null when the policy did not record it. */
        final Exception site;
        /** Written and read by the sweep only, but for the return's read of reported: volatile. */
        volatile boolean reported;
        /**
         * Written by the borrower before it releases the entry's state, read by the sweep after its read of the
         * state: a sweep that misses it treats the entry as still lent, as it would a moment earlier.
         */
        boolean returned;

        Borrow(long sinceNanos, String threadName, Exception site) {
            this.sinceNanos = sinceNanos;
            this.threadName = threadName;
            this.site = site;
        }

        String borrower() {
            return threadName == null ? "a thread unknown (it was borrowed while leak detection was off)"
                    : "thread '" + threadName + "'";
        }
    }
}
