package io.weir.pool;

import io.weir.testsupport.Together;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PoolFairnessTest {

    @Test
    void noWaiterWaitsFarLongerThanTheOthersWhenThreadsOutnumberConnectionsEightToOne() throws Exception {
        int connections = 2;
        int threads = connections * 8;
        long holdNanos = TimeUnit.MILLISECONDS.toNanos(2);
        long runNanos = TimeUnit.SECONDS.toNanos(3);
        WeirConfig config = PoolBasicsTest.h2(connections);
        config.setConnectionTimeout(30_000);
        try (WeirDataSource ds = new WeirDataSource(config)) {
            long[] worstWait = new long[threads];
            int[] borrows = new int[threads];
            Throwable failure = Together.run(threads, id -> {
                long end = System.nanoTime() + runNanos;
                while (System.nanoTime() < end) {
                    long before = System.nanoTime();
                    try (Connection c = ds.getConnection()) {
                        worstWait[id] = Math.max(worstWait[id], System.nanoTime() - before);
                        borrows[id]++;
                        LockSupport.parkNanos(holdNanos);
                    }
                }
            });
            assertNull(failure);

            long[] waits = worstWait.clone();
            Arrays.sort(waits);
            long medianWorst = waits[threads / 2];
            int[] counts = borrows.clone();
            Arrays.sort(counts);
            System.out.printf("fairness: worst wait per thread min=%d ms median=%d ms max=%d ms; borrows per thread min=%d median=%d max=%d%n",
                    TimeUnit.NANOSECONDS.toMillis(waits[0]), TimeUnit.NANOSECONDS.toMillis(medianWorst),
                    TimeUnit.NANOSECONDS.toMillis(waits[threads - 1]), counts[0], counts[threads / 2], counts[threads - 1]);
            // FIFO hand-off: one full round of the queue is about threads/connections holds; a starving
            // thread would wait many rounds and borrow far less often than the others.
            assertTrue(waits[threads - 1] <= 4 * medianWorst + TimeUnit.MILLISECONDS.toNanos(50),
                    "a thread waited " + TimeUnit.NANOSECONDS.toMillis(waits[threads - 1]) + " ms, the median worst wait is "
                            + TimeUnit.NANOSECONDS.toMillis(medianWorst) + " ms");
            assertTrue(counts[0] >= counts[threads / 2] / 2,
                    "a thread borrowed only " + counts[0] + " times, the median is " + counts[threads / 2]);
        }
    }
}
