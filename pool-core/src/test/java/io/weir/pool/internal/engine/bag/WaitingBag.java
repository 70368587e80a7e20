package io.weir.pool.internal.engine.bag;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bag for the tests of borrowers that wait, with entries that have no connection behind them and no
 * pool to report to. Its clock either ticks as a running pool's does (an alive-bypass window of 1 s),
 * nudging the bag's waiters at each tick, or is silent, so that only returns wake anyone. Close stops it.
 */
final class WaitingBag implements AutoCloseable {
    /** How long a waiter waits: far longer than any test does. */
    static final long TIMEOUT = TimeUnit.SECONDS.toNanos(10);
    final PoolClock clock;
    final ConnectionBag bag;

    private WaitingBag(String name, boolean returnsLeave) {
        clock = new PoolClock(name, () -> TimeUnit.SECONDS.toNanos(1), this::nudge);
        bag = new ConnectionBag(clock, returnsLeave);
    }

    /** A bag whose clock ticks and nudges its waiters, as a running pool's does. */
    static WaitingBag ticking(String name) {
        return ticking(name, false);
    }

    /** {@link #ticking(String)}, {@code returnsLeave} as for {@link ConnectionBag}. */
    static WaitingBag ticking(String name, boolean returnsLeave) {
        WaitingBag b = new WaitingBag(name, returnsLeave);
        b.clock.start();
        return b;
    }

    /** A bag whose clock does not run: only returns wake its waiters. {@code returnsLeave} as for {@link ConnectionBag}. */
    static WaitingBag silent(String name, boolean returnsLeave) {
        return new WaitingBag(name, returnsLeave);
    }

    private boolean nudge() {
        return bag.nudge();
    }

    /** An entry with no connection behind it and no pool to report to, added to the bag, idle. */
    PoolEntry addEntry(int id) {
        PoolEntry e = new PoolEntry(null, id, null, null, null, 0, 0);
        bag.add(e);
        return e;
    }

    /** Borrows, waiting up to {@link #TIMEOUT}: what a waiter on another thread runs. */
    PoolEntry borrowWaiting() {
        try {
            return bag.borrow(TIMEOUT, () -> { });
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Returns once {@code n} borrowers wait in the bag; fails after 5 s. */
    void awaitWaiters(int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (bag.waiting() < n) {
            assertTrue(System.nanoTime() < deadline, "no waiter joined");
            Thread.sleep(1);
        }
    }

    @Override
    public void close() {
        clock.stop();
    }
}
