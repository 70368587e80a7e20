package io.weir.pool.internal.engine.bag;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The threshold hand-off: once the oldest waiter has waited past {@link ConnectionBag#HANDOFF_AFTER_NANOS},
 * the next return goes to it rather than to whoever borrows first, and every hand-off ends, so the next
 * starving waiter is served the same way.
 */
class ConnectionBagHandOffTest {
    private static final int ENTRIES = 4;
    private final WaitingBag waiting = WaitingBag.ticking("hand-off-test");
    private final ConnectionBag bag = waiting.bag;

    @AfterEach
    void stop() {
        waiting.close();
    }

    @Test
    void aWaiterPastTheThresholdGetsTheNextReturnEvenAfterThousandsOfHandOffs() throws Exception {
        for (int i = 0; i < ENTRIES; i++) waiting.addEntry(i);
        busyThreadsOutnumberingEntries(TimeUnit.SECONDS.toNanos(2));

        List<PoolEntry> held = new ArrayList<>();
        for (int i = 0; i < ENTRIES; i++) held.add(bag.tryBorrow());
        CompletableFuture<PoolEntry> waiter = CompletableFuture.supplyAsync(waiting::borrowWaiting);
        while (bag.waiting() == 0) Thread.sleep(1);
        long waitingSince = System.nanoTime();
        long pastThreshold = 3 * ConnectionBag.HANDOFF_AFTER_NANOS;
        // the threshold is read on the pool's clock, whose thread a loaded machine schedules late: wait until
        // that clock shows the waiter past it, not for a wall-clock sleep
        while (waiting.clock.now() - waitingSince < pastThreshold) Thread.sleep(1);

        PoolEntry returned = held.remove(0);
        bag.requite(returned);
        assertNull(bag.tryBorrow(), "the entry went to the returning thread, not to the waiter that waited "
                + TimeUnit.NANOSECONDS.toMillis(pastThreshold) + " ms");
        assertSame(returned, waiter.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aVirtualWaiterGetsTheNextReturnAtOnceWithoutWaitingOutTheThreshold() throws Exception {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need JDK 21+; .ci/run runs this on JDK 25");
        for (int i = 0; i < ENTRIES; i++) waiting.addEntry(i);
        List<PoolEntry> held = new ArrayList<>();
        for (int i = 0; i < ENTRIES; i++) held.add(bag.tryBorrow());
        ExecutorService virtual = (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
        try {
            Future<PoolEntry> waiter = virtual.submit(waiting::borrowWaiting);
            while (bag.waiting() == 0) Thread.sleep(1);

            PoolEntry returned = held.remove(0);
            bag.requite(returned);

            assertNull(bag.tryBorrow(), "a newcomer took the entry from the virtual thread waiting for it");
            assertSame(returned, waiter.get(5, TimeUnit.SECONDS));
        } finally {
            virtual.shutdown();
        }
    }

    /** Threads, twice as many as entries, that borrow, hold for 20 µs of CPU and return, as MixedBench does. */
    private void busyThreadsOutnumberingEntries(long runNanos) throws InterruptedException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> threads = new ArrayList<>();
        long end = System.nanoTime() + runNanos;
        for (int t = 0; t < 2 * ENTRIES; t++) {
            Thread thread = new Thread(() -> {
                try {
                    while (System.nanoTime() < end) {
                        PoolEntry e = bag.borrow(WaitingBag.TIMEOUT, () -> { });
                        long got = System.nanoTime();
                        while (System.nanoTime() - got < 20_000) Thread.onSpinWait();
                        bag.requite(e);
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) thread.join();
        assertNull(failure.get());
        assertTrue(bag.waiting() == 0);
    }
}
