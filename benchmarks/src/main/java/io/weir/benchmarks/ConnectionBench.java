package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;

import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * The connection cycle: {@code getConnection()} and {@code close()}, nothing in between, reported per
 * cycle. An invocation runs {@link #CYCLES} of them: JMH's own loop around the method is compiled
 * only after the benchmark threads start, and with many more threads than cores it runs C1 code, whose
 * profiling counters every thread writes, for seconds, which would cap every pool alike; paid once per
 * 100 cycles, it no longer decides the result. The method itself is compiled
 * before the threads start (see {@link WarmUp}).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ConnectionBench {
    static final int CYCLES = 100;

    @State(Scope.Benchmark)
    public static class Compiled {
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params, Blackhole bh) throws SQLException {
            ConnectionBench bench = new ConnectionBench();
            WarmUp.compile(i -> bench.cycle(pool, this, bh), CYCLES, params.getThreads(), pool.poolSize);
        }
    }

    @Benchmark
    @OperationsPerInvocation(CYCLES)
    public void cycle(PoolFixture pool, Compiled compiled, Blackhole bh) throws SQLException {
        OpenClose.cycles(pool.dataSource, CYCLES, bh);
    }
}
