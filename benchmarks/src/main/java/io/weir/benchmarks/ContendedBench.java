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

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * Far more threads than connections, each doing a little work while it holds one: a query and
 * {@link #WORK_TOKENS} tokens of CPU. The work is the same for every pool, so differences in the
 * time per operation are differences in the wait for a connection.
 */
@BenchmarkMode({Mode.Throughput, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ContendedBench {
    static final long WORK_TOKENS = 500;

    @State(Scope.Benchmark)
    public static class Compiled {
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params) throws SQLException {
            ContendedBench bench = new ContendedBench();
            WarmUp.compile(i -> bench.borrowWorkReturn(pool, this), 1, params.getThreads(), pool.poolSize);
        }
    }

    @Benchmark
    public long borrowWorkReturn(PoolFixture pool, Compiled compiled) throws SQLException {
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
