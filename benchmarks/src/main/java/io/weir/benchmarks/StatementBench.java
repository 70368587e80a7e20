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
 * The statement cycle on a held connection: prepare, bind, execute, read every row, close the result
 * set and the statement. It measures the wrappers.
 *
 * <p>{@link #cycle} holds its connection for the whole trial and compiles the cycle before measuring
 * (see {@link WarmUp}). {@link #cycleAfterJmhWarmUp} is the shape of a harness that knows nothing of the
 * pools: a connection borrowed per iteration and JMH's warm-up iterations alone, so what C2 compiles first,
 * and what it then inlines, is left to chance as it is in an application. {@link #cycleInAMethodOfItsOwn}
 * is that shape with the cycle in a method the benchmark calls, as application code has it: C2 compiles
 * that method on its own, and inlines into it only what has not been compiled into a big method before.
 * {@link #cycleClosingByHand} is the per-iteration shape closing the result set and the statement by
 * hand rather than with try-with-resources, whose exception handlers hold a second close call each.
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

    @State(Scope.Thread)
    public static class ConnectionPerIteration {
        Connection connection;

        @Setup(Level.Iteration)
        public void borrow(PoolFixture pool) throws SQLException {
            connection = pool.dataSource.getConnection();
        }

        @TearDown(Level.Iteration)
        public void giveBack() throws SQLException {
            connection.close();
        }
    }

    @Benchmark
    public long cycle(HeldConnection held, Compiled compiled) throws SQLException {
        Connection connection = held.connection;
        long sum = 0;
        try (PreparedStatement ps = connection.prepareStatement(Sql.SELECT_BY_ID)) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
        }
        return sum;
    }

    @Benchmark
    public long cycleAfterJmhWarmUp(ConnectionPerIteration held) throws SQLException {
        // the cycle's body again rather than a shared method: JMH inlines a benchmark method into its loop,
        // and a method of ours between them would be compiled on its own first, a shape of its own
        Connection connection = held.connection;
        long sum = 0;
        try (PreparedStatement ps = connection.prepareStatement(Sql.SELECT_BY_ID)) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
        }
        return sum;
    }

    @Benchmark
    public long cycleInAMethodOfItsOwn(ConnectionPerIteration held) throws SQLException {
        return selectById(held.connection);
    }

    @Benchmark
    public long cycleClosingByHand(ConnectionPerIteration held) throws SQLException {
        Connection connection = held.connection;
        long sum = 0;
        PreparedStatement ps = connection.prepareStatement(Sql.SELECT_BY_ID);
        ps.setInt(1, 42);
        ResultSet rs = ps.executeQuery();
        while (rs.next()) sum += rs.getInt(1);
        rs.close();
        ps.close();
        return sum;
    }

    private static long selectById(Connection connection) throws SQLException {
        long sum = 0;
        try (PreparedStatement ps = connection.prepareStatement(Sql.SELECT_BY_ID)) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
        }
        return sum;
    }
}
