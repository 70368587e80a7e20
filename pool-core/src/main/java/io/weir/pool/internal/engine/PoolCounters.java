package io.weir.pool.internal.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * The pool's running totals since it started. Each is counted where the event already costs far more
 * than an increment (a borrower that has to wait, a timeout, a connect, a retirement), never on a
 * borrow that finds an idle connection; they are summed only when someone reads them.
 */
final class PoolCounters {
    private final LongAdder waits = new LongAdder();
    private final LongAdder waitNanos = new LongAdder();
    private final LongAdder timeouts = new LongAdder();
    private final LongAdder created = new LongAdder();
    private final LongAdder evicted = new LongAdder();

    /** A borrower found no idle connection and waited this long, whether it got one or not. */
    void waited(long nanos) {
        waits.increment();
        waitNanos.add(nanos);
    }

    void timedOut() {
        timeouts.increment();
    }

    void created() {
        created.increment();
    }

    void evicted() {
        evicted.increment();
    }

    long waitCount() {
        return waits.sum();
    }

    long waitTimeMillis() {
        return TimeUnit.NANOSECONDS.toMillis(waitNanos.sum());
    }

    long timeoutCount() {
        return timeouts.sum();
    }

    long createdCount() {
        return created.sum();
    }

    long evictedCount() {
        return evicted.sum();
    }
}
