package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.settings.LiveSettings;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.spi.Setting;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * How many connections the pool has and may open. A slot is an entry in the bag or a connect in
 * flight, so reserving one before connecting keeps the pool at or below maximumPoolSize however many
 * connects run at once. Once the pool closes no slot is given out.
 */
public final class Capacity {
    private final RunningConfig settings;
    private final ConnectionBag bag;
    private final AtomicInteger slots = new AtomicInteger();
    private volatile boolean closing;

    public Capacity(RunningConfig settings, ConnectionBag bag) {
        this.settings = settings;
        this.bag = bag;
    }

    public boolean isClosing() {
        return closing;
    }

    public void close() {
        closing = true;
    }

    public boolean reserveSlot() {
        for (;;) {
            int n = slots.get();
            if (n >= settings.live().count(Setting.MAXIMUM_POOL_SIZE) || closing) return false;
            if (slots.compareAndSet(n, n + 1)) return true;
        }
    }

    public void releaseSlot() {
        slots.decrementAndGet();
    }

    /** Closing, or more slots than maximumPoolSize allows now (it was lowered): returned entries retire. */
    public boolean isShrinking() {
        return closing || slots.get() > settings.live().count(Setting.MAXIMUM_POOL_SIZE);
    }

    /** Whether a borrow should ask for a connection: below maximumPoolSize (only then) and below minimumIdle. */
    public boolean isBelowMinimumIdle() {
        LiveSettings live = settings.live();
        return slots.get() < live.count(Setting.MAXIMUM_POOL_SIZE) && bag.count(PoolEntry.IDLE) < live.count(Setting.MINIMUM_IDLE);
    }

    /** Whether a new entry has no room in the bag: an attempt that was given up on came back late. */
    public boolean isBagFull() {
        return bag.size() >= settings.live().count(Setting.MAXIMUM_POOL_SIZE);
    }

    /** Whether another connection is wanted: for the waiters that no connect in flight serves, or for minimumIdle. */
    public boolean needsConnection() {
        if (closing) return false;
        int total = slots.get();
        LiveSettings live = settings.live();
        if (total >= live.count(Setting.MAXIMUM_POOL_SIZE)) return false;
        int pending = total - bag.size();
        return bag.waiting() > pending || bag.count(PoolEntry.IDLE) + pending < live.count(Setting.MINIMUM_IDLE);
    }
}
