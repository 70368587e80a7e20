package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.PoolEntry;

import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;

/**
 * The pool's leak detection at the running leakDetectionThreshold: one {@link LeakDetector} at a time, replaced
 * when the threshold changes. The borrow and return paths read one volatile field to reach it; with detection off
 * it is {@link LeakDetector#NONE}, whose calls the JIT removes.
 */
public final class LeakWatch {
    private final LeakDetector.Stacks stacks;
    private final ScheduledExecutorService scheduler;
    private final Supplier<PoolEntry[]> lent;
    private final String poolName;
    private volatile LeakDetector detector;

    public LeakWatch(long thresholdMs, LeakDetector.Stacks stacks, ScheduledExecutorService scheduler, Supplier<PoolEntry[]> lent,
                     String poolName) {
        this.stacks = stacks;
        this.scheduler = scheduler;
        this.lent = lent;
        this.poolName = poolName;
        this.detector = LeakDetector.of(thresholdMs, stacks, scheduler, lent, poolName);
    }

    public void onBorrow(PoolEntry e) {
        detector.onBorrow(e);
    }

    public void onReturn(PoolEntry e) {
        detector.onReturn(e);
    }

    /** The threshold changed: the old detector's sweeps end, and a new one watches the loans from now on. */
    public void thresholdChanged(long thresholdMs) {
        detector.stop();
        detector = LeakDetector.of(thresholdMs, stacks, scheduler, lent, poolName);
    }
}
