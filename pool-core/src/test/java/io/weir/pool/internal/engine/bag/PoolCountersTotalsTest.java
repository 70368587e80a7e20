package io.weir.pool.internal.engine.bag;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The running totals, each counted apart (the pool-level view is io.weir.pool.PoolCountersTest). */
class PoolCountersTotalsTest {
    private final PoolCounters counters = new PoolCounters();

    /** Every total, read one by one. */
    private String totals() {
        return "waits=" + counters.waitCount() + " (" + counters.waitTimeMillis() + " ms) timeouts=" + counters.timeoutCount()
                + " created=" + counters.createdCount() + " evicted=" + counters.evictedCount();
    }

    @Test
    void aNewPoolHasCountedNothing() {
        assertEquals("waits=0 (0 ms) timeouts=0 created=0 evicted=0", totals());
    }

    @Test
    void eachWaitCountsOnceAndAddsItsTime() {
        counters.waited(TimeUnit.MILLISECONDS.toNanos(3));
        counters.waited(TimeUnit.MICROSECONDS.toNanos(2500));
        assertEquals(2, counters.waitCount());
        assertEquals(5, counters.waitTimeMillis(), "summed in nanoseconds, then cut to milliseconds");
    }

    @Test
    void timeoutsCreationsAndEvictionsAreCountedApart() {
        counters.timedOut();
        counters.created();
        counters.created();
        counters.evicted();
        counters.evicted();
        counters.evicted();
        assertEquals("waits=0 (0 ms) timeouts=1 created=2 evicted=3", totals());
    }

    @Test
    void countsFromManyThreadsAreAllKept() {
        CompletableFuture<?>[] threads = new CompletableFuture<?>[4];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = CompletableFuture.runAsync(() -> {
                for (int i = 0; i < 10_000; i++) counters.created();
            });
        }
        CompletableFuture.allOf(threads).join();
        assertEquals(40_000, counters.createdCount());
    }
}
