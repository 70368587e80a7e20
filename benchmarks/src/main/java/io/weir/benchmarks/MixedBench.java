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

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * Seed 000's MixedBench, per borrowed connection: 200 prepares, 30,000 setInt, 10,000 addBatch,
 * 100 executeBatch, 100 executeQuery, 10,000 next and getInt (the stub returns
 * {@link #ROWS_PER_QUERY} rows), 200 statement and 100 result-set closes. One operation is one
 * borrowed connection's whole mix.
 *
 * <p>Measured as throughput (mixes per millisecond over all threads). With more threads than connections, JMH's
 * sample time misstates the time a mix takes: each thread samples its own operations at a rate that falls as its
 * count grows, and the threads' samples are pooled with equal weight, so the few long operations of threads that
 * waited for a connection outweigh the many short ones of threads that ran.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MixedBench {
    /** The fixture's {@code rows} parameter must be set to this. */
    public static final int ROWS_PER_QUERY = 100;
    private static final int ROUNDS = 100;
    private static final int BATCH_SIZE = 100;

    @State(Scope.Benchmark)
    public static class Compiled {
        /** A round (a batch update and a read) is the mix's unit of pool work: WarmUp counts rounds. */
        @Setup(Level.Trial)
        public void compile(PoolFixture pool, BenchmarkParams params) throws SQLException {
            MixedBench bench = new MixedBench();
            WarmUp.compile(i -> bench.mix(pool, this), ROUNDS, params.getThreads(), pool.poolSize);
        }
    }

    @Benchmark
    public long mix(PoolFixture pool, Compiled compiled) throws SQLException {
        long sum = 0;
        try (Connection connection = pool.dataSource.getConnection()) {
            for (int round = 0; round < ROUNDS; round++) {
                sum += updateBatch(connection, round);
                sum += readAll(connection);
            }
        }
        return sum;
    }

    private static long updateBatch(Connection connection, int round) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(Sql.UPDATE_ITEM)) {
            for (int row = 0; row < BATCH_SIZE; row++) {
                ps.setInt(1, round);
                ps.setInt(2, row + round);
                ps.setInt(3, row);
                ps.addBatch();
            }
            return ps.executeBatch().length;
        }
    }

    private static long readAll(Connection connection) throws SQLException {
        long sum = 0;
        try (PreparedStatement ps = connection.prepareStatement(Sql.SELECT_ITEMS);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) sum += rs.getInt(1);
        }
        return sum;
    }
}
