package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;

import java.util.concurrent.TimeUnit;

/**
 * softEvictConnections, and what a changed username or password needs: every connection open now,
 * or being opened now, retires, the idle ones at once and the borrowed ones when they come back.
 */
public final class SoftEviction {
    private final ConnectionBag bag;
    private final Retirement retirement;
    private volatile long evictedNanos = System.nanoTime() - TimeUnit.DAYS.toNanos(1);

    public SoftEviction(ConnectionBag bag, Retirement retirement) {
        this.bag = bag;
        this.retirement = retirement;
    }

    public void evictAll() {
        evictedNanos = System.nanoTime();
        for (PoolEntry e : bag.snapshot()) evict(e);
    }

    /** Whether {@code e}'s connect began before the last soft eviction, which then applies to it too. */
    public boolean appliesTo(PoolEntry e) {
        return e.openStartedNanos - evictedNanos < 0;
    }

    /** Retires {@code e} now if it is idle, else when its borrower returns it. */
    public void evict(PoolEntry e) {
        e.markEvicted(RetireCause.SOFT_EVICTED, null);
        retirement.retireIfIdle(e, RetireCause.SOFT_EVICTED);
    }
}
