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

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * Far more threads than connections, each doing a little work while it holds one: a query and
 * {@link #WORK_TOKENS} tokens of CPU. The work is the same for every pool, so differences in the
 * time per operation are differences in the wait for a connection. Every operation is timed, for
 * {@link ExactTimesProfiler}'s percentiles, and JMH counts the throughput of the same operations, clock
 * reads included (two per operation, the same cost for every pool).
 *
 * <p>An invocation runs {@link #OPERATIONS} of them, reported per operation, for the reason
 * {@link ConnectionBench} gives: JMH's own loop is compiled only after the 16 threads start (its OSR
 * compilation came 5.6 s into a fork here), so it is paid once per 100 operations. The pool's waiting
 * paths are compiled before the threads start by {@link WarmUp}'s contended phase.
 *
 * <p>{@link #sampledBorrowWorkReturn} is the shape of an outside harness, kept as it is so that the suite
 * can be held against it: a borrow, {@link #WORK_TOKENS} tokens of CPU and a return, no query, one
 * operation per invocation, timed by JMH's SampleTime with the bias that {@link ExactTimesProfiler} describes.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ContendedBench {
    static final long WORK_TOKENS = 500;
    static final int OPERATIONS = 100;

    @State(Scope.Benchmark)
    public static class CompiledTimed {
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params) throws SQLException {
            ContendedBench bench = new ContendedBench();
            OperationTimes discarded = new OperationTimes();
            WarmUp.compile(i -> bench.timedBorrowWorkReturn(pool, this, discarded), OPERATIONS, params.getThreads(),
                    pool.poolSize);
        }
    }

    @State(Scope.Benchmark)
    public static class CompiledSampled {
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params) throws SQLException {
            ContendedBench bench = new ContendedBench();
            WarmUp.compile(i -> bench.sampledBorrowWorkReturn(pool, this), 1, params.getThreads(), pool.poolSize);
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    public void sampledBorrowWorkReturn(PoolFixture pool, CompiledSampled compiled) throws SQLException {
        try (Connection connection = pool.dataSource.getConnection()) {
            Blackhole.consumeCPU(WORK_TOKENS);
        }
    }

    @Benchmark
    @OperationsPerInvocation(OPERATIONS)
    public long timedBorrowWorkReturn(PoolFixture pool, CompiledTimed compiled, OperationTimes times) throws SQLException {
        long sum = 0;
        for (int i = 0; i < OPERATIONS; i++) {
            long start = System.nanoTime();
            sum += borrowWorkReturn(pool);
            times.record(System.nanoTime() - start);
        }
        return sum;
    }

    private static long borrowWorkReturn(PoolFixture pool) throws SQLException {
        long sum = 0;
        try (Connection connection = pool.dataSource.getConnection();
             PreparedStatement ps = connection.prepareStatement(Sql.SELECT_BY_ID)) {
            ps.setInt(1, 7);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
            Blackhole.consumeCPU(WORK_TOKENS);
        }
        return sum;
    }
}
