package io.weir.pool.internal.engine.bag;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Waiting where returning threads leave (the resource adapter's pool): each return wakes a waiter for the entry
 * it leaves idle, so the pool's clock is only a fallback and keeps its slow pace while borrowers wait, and the
 * threshold hand-off reads the time itself instead of waiting for a tick.
 */
class ConnectionBagReturnsLeaveTest {
    private WaitingBag waiting;
    private CompletableFuture<PoolEntry> waiter;

    @AfterEach
    void stop() {
        if (waiting != null) waiting.close();
    }

    /** The bag's only entry, held by this thread, and a borrower on another thread waiting for it. */
    private PoolEntry heldWithAWaiterBehindIt() throws InterruptedException {
        waiting.addEntry(1);
        PoolEntry held = waiting.bag.tryBorrow();
        waiter = CompletableFuture.supplyAsync(waiting::borrowWaiting);
        waiting.awaitWaiters(1);
        return held;
    }

    @Test
    void aWaiterLeavesTheClockAtItsSlowPace() throws Exception {
        waiting = WaitingBag.ticking("returns-leave-pace", true);
        long slow = waiting.clock.periodNanos();
        PoolEntry held = heldWithAWaiterBehindIt();

        assertEquals(slow, waiting.clock.periodNanos(), "the clock ticks faster while a borrower waits");
        waiting.bag.requite(held);
        assertSame(held, waiter.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aWaiterPastTheThresholdGetsTheNextReturnThoughTheClockHasNotTicked() throws Exception {
        waiting = WaitingBag.silent("returns-leave-hand-off", true);
        PoolEntry held = heldWithAWaiterBehindIt();
        Thread.sleep(TimeUnit.NANOSECONDS.toMillis(3 * ConnectionBag.HANDOFF_AFTER_NANOS));

        waiting.bag.requite(held);

        assertNull(waiting.bag.tryBorrow(), "the entry stayed idle for whoever borrows first, not handed to the waiter");
        assertSame(held, waiter.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aTickServesAWaiterBesideAnIdleEntryNobodyWasWokenFor() throws Exception {
        waiting = WaitingBag.ticking("returns-leave-fallback", true);
        PoolEntry held = heldWithAWaiterBehindIt();

        held.release(); // idle without a return's wake-up

        assertSame(held, waiter.get(5, TimeUnit.SECONDS), "the clock's tick did not wake the waiter");
    }
}
