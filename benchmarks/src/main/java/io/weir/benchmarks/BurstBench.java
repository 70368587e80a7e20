package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;

import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * Seed 000's burst: each thread does {@link #CYCLES} getConnection/close with no pause, and the
 * time of those cycles is one sample.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BurstBench {
    static final int CYCLES = 100;

    @State(Scope.Benchmark)
    public static class Compiled {
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params, Blackhole bh) throws SQLException {
            BurstBench bench = new BurstBench();
            WarmUp.compile(i -> bench.hundredCycles(pool, this, bh), CYCLES, params.getThreads(), pool.poolSize);
        }
    }

    @Benchmark
    public void hundredCycles(PoolFixture pool, Compiled compiled, Blackhole bh) throws SQLException {
        OpenClose.cycles(pool.dataSource, CYCLES, bh);
    }
}
