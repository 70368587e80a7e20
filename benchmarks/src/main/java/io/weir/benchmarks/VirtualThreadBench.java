package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

import javax.sql.DataSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * Far more virtual threads than connections: each borrows, holds the connection {@link #HOLD_MS} ms
 * (a sleep, as a call to a remote service would), returns it, and does so again, a fixed number of
 * cycles. One invocation is the whole batch, timed end to end: with a pool of {@code poolSize}, the
 * ideal is {@code threads x cycles x HOLD_MS / poolSize}, and what a pool adds to it is the time its
 * connections sit idle while threads wait. Every borrow's wait goes to {@link ExactTimesProfiler}, so
 * the report shows how long the unluckiest thread waited too.
 *
 * <p>Virtual threads need JDK 21, and H2 blocks in synchronized code, which pins a virtual thread to
 * its carrier before JDK 24: the suite runs these only from JDK 24 on (see
 * {@code Scenarios#virtualThreadsSupported}). Compiled for JDK 17, so the executor is found by reflection.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class VirtualThreadBench {
    public static final long HOLD_MS = 1;

    @Benchmark
    public long thousandTimesTwenty(PoolFixture pool, OperationTimes waits) throws Exception {
        return batch(pool.dataSource, 1_000, 20, waits);
    }

    @Benchmark
    public long fiveThousandTimesFour(PoolFixture pool, OperationTimes waits) throws Exception {
        return batch(pool.dataSource, 5_000, 4, waits);
    }

    @Benchmark
    public long tenThousandTimesTwo(PoolFixture pool, OperationTimes waits) throws Exception {
        return batch(pool.dataSource, 10_000, 2, waits);
    }

    /** What a cycle takes and gives back: a pool's connection, or {@link VirtualThreadFloorBench}'s permit. */
    @FunctionalInterface
    interface Lender {
        AutoCloseable take() throws Exception;
    }

    private static long batch(DataSource ds, int threads, int cycles, OperationTimes waits) throws Exception {
        return batch(ds::getConnection, threads, cycles, waits);
    }

    static long batch(Lender lender, int threads, int cycles, OperationTimes waits) throws Exception {
        ExecutorService executor = virtualThreadPerTask();
        List<Future<long[]>> done = new ArrayList<>(threads);
        try {
            for (int t = 0; t < threads; t++) done.add(executor.submit(() -> cycles(lender, cycles)));
            long sum = 0;
            for (Future<long[]> f : done) {
                for (long wait : f.get()) {
                    waits.record(wait);
                    sum += wait;
                }
            }
            return sum;
        } finally {
            executor.shutdown();
        }
    }

    /** The waits of one thread's borrows. */
    private static long[] cycles(Lender lender, int cycles) throws Exception {
        long[] waits = new long[cycles];
        for (int i = 0; i < cycles; i++) {
            long start = System.nanoTime();
            try (AutoCloseable taken = lender.take()) {
                waits[i] = System.nanoTime() - start;
                Thread.sleep(HOLD_MS);
            }
        }
        return waits;
    }

    static ExecutorService virtualThreadPerTask() throws ReflectiveOperationException {
        return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
    }
}
