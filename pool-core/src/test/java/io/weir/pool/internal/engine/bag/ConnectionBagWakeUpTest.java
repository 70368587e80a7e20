package io.weir.pool.internal.engine.bag;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Waking waiters: while a woken waiter has found nothing, returns wake nobody, or, in a pool whose
 * returning threads leave (the resource adapter's), nobody beyond one waiter per idle entry. The clock's
 * tick makes sure a skipped wake-up never leaves an idle entry beside a sleeping waiter for long.
 */
class ConnectionBagWakeUpTest {
    private WaitingBag waiting;

    @AfterEach
    void stop() {
        if (waiting != null) waiting.close();
    }

    @Test
    void aWaiterIsServedSoonEvenWhenTheReturnThatFreedItsEntryWokeNobody() throws Exception {
        waiting = WaitingBag.ticking("wake-test");
        ConnectionBag bag = waiting.bag;
        PoolEntry only = waiting.addEntry(1);
        assertSame(only, bag.tryBorrow()); // this thread holds the only entry
        for (int round = 0; round < 20; round++) {
            CompletableFuture<PoolEntry> waiter = CompletableFuture.supplyAsync(waiting::borrowWaiting);
            waiting.awaitWaiters(1);
            // return and take it straight back: the waiter this return woke finds nothing and sleeps again,
            // still counted as woken, so the next return wakes nobody
            bag.requite(only);
            PoolEntry again = bag.tryBorrow();
            if (again != null) {
                Thread.sleep(5);
                bag.requite(again);
            }
            long start = System.nanoTime();
            PoolEntry served = waiter.get(5, TimeUnit.SECONDS);
            long waitedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertSame(only, served);
            assertTrue(waitedMs < 500, "round " + round + ": the waiter was served " + waitedMs + " ms after the return");
        }
    }

    @Test
    void whereReturnsLeaveEntriesReturnedInARowEachWakeAWaiterOfTheirOwn() throws Exception {
        // a request thread gives its connection back and goes on to other work: nobody borrows it again at once
        assertEveryWaiterServedByReturnsInARow(true, Runnable::run);
    }

    /**
     * A virtual thread often returns its connection and ends; waking a virtual waiter costs no context switch,
     * so its returns wake a waiter for each entry they leave idle, as returns that leave do, rather than
     * leaving entries idle beside sleeping waiters until the clock's next tick.
     */
    @Test
    void entriesReturnedInARowByVirtualThreadsEachWakeAWaiterOfTheirOwn() throws Exception {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need JDK 21+; .ci/run runs this on JDK 25");
        ExecutorService returners = virtualThreadPerTask();
        try {
            // in a bag whose returns keep entries for the returning thread, a virtual thread that returns and ends
            assertEveryWaiterServedByReturnsInARow(false, returns -> returners.submit(returns).get(2, TimeUnit.SECONDS));
        } finally {
            returners.shutdown();
        }
    }

    /** Runs the returns, on whatever thread the test wants them on. */
    private interface Returner {
        void run(Runnable returns) throws Exception;
    }

    /** Four waiters, then the four entries they wait for returned in a row: no clock tick wakes anyone, only the returns. */
    private void assertEveryWaiterServedByReturnsInARow(boolean returnsLeave, Returner returner) throws Exception {
        waiting = WaitingBag.silent("wake-test-silent", returnsLeave);
        ConnectionBag bag = waiting.bag;
        int n = 4;
        PoolEntry[] held = new PoolEntry[n];
        for (int i = 0; i < n; i++) {
            waiting.addEntry(i + 1);
            held[i] = bag.tryBorrow();
        }
        ExecutorService threads = Executors.newFixedThreadPool(n);
        try {
            List<CompletableFuture<PoolEntry>> waiters = new ArrayList<>();
            for (int i = 0; i < n; i++) waiters.add(CompletableFuture.supplyAsync(waiting::borrowWaiting, threads));
            waiting.awaitWaiters(n);
            returner.run(() -> {
                for (PoolEntry e : held) bag.requite(e);
            });
            Set<PoolEntry> served = new HashSet<>();
            for (CompletableFuture<PoolEntry> w : waiters) served.add(w.get(2, TimeUnit.SECONDS));
            assertEquals(Set.of(held), served);
        } finally {
            threads.shutdownNow();
        }
    }

    private static ExecutorService virtualThreadPerTask() throws ReflectiveOperationException {
        return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    }
}
