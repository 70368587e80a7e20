package io.weir.pool.internal.engine;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many connections the pool has and may open. A slot is an entry in the bag or a connect in
 * flight, so reserving one before connecting keeps the pool at or below maximumPoolSize however many
 * connects run at once. Once the pool closes no slot is given out.
 */
final class Capacity {
    private final PoolControl control;
    private final ConnectionBag bag;
    private final AtomicInteger slots = new AtomicInteger();
    private volatile boolean closing;

    Capacity(PoolControl control, ConnectionBag bag) {
        this.control = control;
        this.bag = bag;
    }

    boolean isClosing() {
        return closing;
    }

    void close() {
        closing = true;
    }

    boolean reserveSlot() {
        for (;;) {
            int n = slots.get();
            if (n >= control.live.maximumPoolSize || closing) return false;
            if (slots.compareAndSet(n, n + 1)) return true;
        }
    }

    void releaseSlot() {
        slots.decrementAndGet();
    }

    /** Closing, or more slots than maximumPoolSize allows now (it was lowered): returned entries retire. */
    boolean isShrinking() {
        return closing || slots.get() > control.live.maximumPoolSize;
    }

    /** Whether a borrow should ask for a connection: below maximumPoolSize (only then) and below minimumIdle. */
    boolean isBelowMinimumIdle() {
        return slots.get() < control.live.maximumPoolSize && bag.count(PoolEntry.IDLE) < control.live.minimumIdle;
    }

    /** Whether a new entry has no room in the bag: an attempt that was given up on came back late. */
    boolean isBagFull() {
        return bag.size() >= control.live.maximumPoolSize;
    }

    /** Whether another connection is wanted: for the waiters that no connect in flight serves, or for minimumIdle. */
    boolean needsConnection() {
        if (closing) return false;
        int total = slots.get();
        if (total >= control.live.maximumPoolSize) return false;
        int pending = total - bag.size();
        return bag.waiting() > pending || bag.count(PoolEntry.IDLE) + pending < control.live.minimumIdle;
    }
}
