package io.weir.pool.internal.engine.bag;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * The pool's running totals since it started. Each is counted where the event already costs far more
 * than an increment (a borrower that has to wait, a timeout, a connect, a retirement), never on a
 * borrow that finds an idle connection; they are summed only when someone reads them.
 */
public final class PoolCounters {
    private final LongAdder waits = new LongAdder();
    private final LongAdder waitNanos = new LongAdder();
    private final LongAdder timeouts = new LongAdder();
    private final LongAdder created = new LongAdder();
    private final LongAdder evicted = new LongAdder();
    private final LongAdder reclaimedLeaks = new LongAdder();
    private final LongAdder lostTransactions = new LongAdder();
    /** Per {@link RetireCause}, by ordinal; only the failures are counted. */
    private final LongAdder[] retired = new LongAdder[RetireCause.values().length];

    public PoolCounters() {
        for (RetireCause cause : RetireCause.FAILURES) retired[cause.ordinal()] = new LongAdder();
    }

    /** A borrower found no idle connection and waited this long, whether it got one or not. */
    public void waited(long nanos) {
        waits.increment();
        waitNanos.add(nanos);
    }

    public void timedOut() {
        timeouts.increment();
    }

    public void created() {
        created.increment();
    }

    public void evicted() {
        evicted.increment();
    }

    /** The resource adapter took a leaked connection back from a handle the application never closed. */
    public void reclaimedLeak() {
        reclaimedLeaks.increment();
    }

    /** The resource adapter rolled back a local transaction the server had lost. */
    public void lostTransaction() {
        lostTransactions.increment();
    }

    /** A connection was retired for the failure {@code cause}. */
    public void retired(RetireCause cause) {
        retired[cause.ordinal()].increment();
    }

    /** Connections retired for the failure {@code cause} since the start. */
    public long retiredCount(RetireCause cause) {
        return retired[cause.ordinal()].sum();
    }

    public long reclaimedLeakCount() {
        return reclaimedLeaks.sum();
    }

    public long lostTransactionCount() {
        return lostTransactions.sum();
    }

    public long waitCount() {
        return waits.sum();
    }

    public long waitTimeMillis() {
        return TimeUnit.NANOSECONDS.toMillis(waitNanos.sum());
    }

    public long timeoutCount() {
        return timeouts.sum();
    }

    public long createdCount() {
        return created.sum();
    }

    public long evictedCount() {
        return evicted.sum();
    }
}
