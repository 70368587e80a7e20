package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * The statement cycle on a connection each thread holds for the whole trial: prepare, bind,
 * execute, read every row, close the result set and the statement. It measures the wrappers.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class StatementBench {

    @State(Scope.Thread)
    public static class HeldConnection {
        Connection connection;

        @Setup(Level.Trial)
        public void borrow(PoolFixture pool) throws SQLException {
            connection = pool.dataSource.getConnection();
        }

        @TearDown(Level.Trial)
        public void giveBack() throws SQLException {
            connection.close();
        }
    }

    @State(Scope.Benchmark)
    public static class Compiled {
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params) throws SQLException {
            StatementBench bench = new StatementBench();
            HeldConnection held = new HeldConnection();
            held.borrow(pool);
            try {
                WarmUp.compile(i -> bench.cycle(held, this), 1, params.getThreads(), pool.poolSize);
            } finally {
                held.giveBack();
            }
        }
    }

    @Benchmark
    public long cycle(HeldConnection held, Compiled compiled) throws SQLException {
        long sum = 0;
        try (PreparedStatement ps = held.connection.prepareStatement(Sql.SELECT_BY_ID)) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
        }
        return sum;
    }
}
