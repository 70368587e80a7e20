package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
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

    @Benchmark
    public void hundredCycles(PoolFixture pool, Blackhole bh) throws SQLException {
        OpenClose.cycles(pool.dataSource, CYCLES, bh);
    }
}
