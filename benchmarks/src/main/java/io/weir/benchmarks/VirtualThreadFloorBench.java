package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * {@link VirtualThreadBench}'s batches with no pool and no connection: each cycle takes one of
 * {@code poolSize} permits of a {@link Semaphore} instead. Its batch time is what the JVM's virtual threads
 * need to wait their turns and sleep {@link VirtualThreadBench#HOLD_MS} ms that many times, the floor under
 * every pool's time in the same shape; what a pool's time adds to it is the pool's own.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class VirtualThreadFloorBench {
    @Param("10")
    public int poolSize;

    private Semaphore permits;

    @Setup
    public void permits() {
        permits = new Semaphore(poolSize);
    }

    @Benchmark
    public long thousandTimesTwenty(OperationTimes waits) throws Exception {
        return VirtualThreadBench.batch(this::take, 1_000, 20, waits);
    }

    @Benchmark
    public long fiveThousandTimesFour(OperationTimes waits) throws Exception {
        return VirtualThreadBench.batch(this::take, 5_000, 4, waits);
    }

    @Benchmark
    public long tenThousandTimesTwo(OperationTimes waits) throws Exception {
        return VirtualThreadBench.batch(this::take, 10_000, 2, waits);
    }

    private AutoCloseable take() throws InterruptedException {
        permits.acquire();
        return permits::release;
    }
}
