package io.weir.pool.internal.engine.bag;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The time that borrow and return read: {@link System#nanoTime()} as of the last tick of the pool's clock
 * thread. Where nanoTime is slow (on many virtual machines it is a call into the hypervisor's clock) two
 * reads would cost more than the rest of a borrow and return together, and the hot path only needs to
 * know whether a connection rested longer than aliveBypassWindow, so a value a few milliseconds old will do.
 *
 * <p>The value is never ahead of the real clock and lags it by at most {@link #periodNanos()} while the
 * thread runs on time. Readers that compare two readings allow for that lag (see
 * the pool's alive check); anything that must be exact (timeouts, metrics) reads
 * nanoTime itself. The period is a tenth of aliveBypassWindow (1 to 50 ms), and 1 ms while borrowers
 * wait, because the bag's fairness threshold ({@code ConnectionBag.HANDOFF_AFTER_NANOS}) is measured on this
 * clock too and its tick wakes a waiter that a skipped wake-up left beside an idle entry; a bag whose returning
 * threads leave does neither on it, and never hurries it.
 */
public final class PoolClock {
    private static final long MIN_PERIOD = TimeUnit.MILLISECONDS.toNanos(1);
    private static final long MAX_PERIOD = TimeUnit.MILLISECONDS.toNanos(50);

    private volatile long nanos = System.nanoTime();
    private volatile boolean stopped;
    /** The window the clock must resolve; it ticks ten times per window, between 1 and 50 ms. */
    private final LongSupplier windowNanos;
    /** Runs on every tick; says whether borrowers wait (see ConnectionBag#nudge). */
    private final BooleanSupplier onTick;
    /** Ticking every millisecond, because borrowers wait. */
    private volatile boolean fast;
    /**
     * How far two readings compared by the hot path may be off: two periods of the slow tick, which bounds
     * the lag in both modes (a reading taken just before a hurry() is a slow-tick old). Published by the
     * clock thread, so that a borrow reads a field instead of working it out.
     */
    private volatile long lagAllowanceNanos;
    private final Thread thread;

    public PoolClock(String poolName, LongSupplier windowNanos, BooleanSupplier onTick) {
        this.windowNanos = windowNanos;
        this.onTick = onTick;
        this.lagAllowanceNanos = 2 * slowPeriodNanos();
        this.thread = new Thread(this::tick, poolName + "-clock");
        thread.setDaemon(true);
        // like the pool's other threads: no application class loader kept alive through an inherited context loader
        thread.setContextClassLoader(PoolClock.class.getClassLoader());
    }

    public void start() {
        thread.start();
    }

    public long now() {
        return nanos;
    }

    /** How often the clock ticks now. */
    long periodNanos() {
        return fast ? MIN_PERIOD : slowPeriodNanos();
    }

    /** What a reader comparing two readings must allow for (see {@link #lagAllowanceNanos}). */
    public long lagAllowanceNanos() {
        return lagAllowanceNanos;
    }

    private long slowPeriodNanos() {
        return Math.max(MIN_PERIOD, Math.min(MAX_PERIOD, windowNanos.getAsLong() / 10));
    }

    /** A borrower starts to wait: tick every millisecond from now on (the waiting path, so the unpark is cheap by comparison). */
    void hurry() {
        if (!fast) {
            fast = true;
            LockSupport.unpark(thread);
        }
    }

    public void stop() {
        stopped = true;
        LockSupport.unpark(thread);
    }

    private void tick() {
        while (!stopped) {
            nanos = System.nanoTime();
            lagAllowanceNanos = 2 * slowPeriodNanos(); // aliveBypassWindow may change at run time
            boolean waiting = onTick.getAsBoolean();
            if (fast && !waiting) fast = false;
            LockSupport.parkNanos(this, periodNanos());
        }
    }
}
