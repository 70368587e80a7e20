package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.infra.Blackhole;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/** The connection cycle: {@code getConnection()} and {@code close()}, nothing in between. */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ConnectionBench {

    @Benchmark
    public void cycle(PoolFixture pool, Blackhole bh) throws SQLException {
        Connection connection = pool.dataSource.getConnection();
        bh.consume(connection);
        connection.close();
    }
}
