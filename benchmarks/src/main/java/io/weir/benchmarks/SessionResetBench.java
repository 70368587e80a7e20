package io.weir.benchmarks;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * What sessionReset=full costs a short borrow: borrow, one prepared query, return, on one thread
 * against the local PostgreSQL (127.0.0.1:5432, user postgres, database test) or MariaDB
 * (127.0.0.1:3306, user root, database test). benchmarks/session-reset-rounds.sh runs it in
 * interleaved rounds.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class SessionResetBench {
    @Param({"postgres", "mariadb"})
    public String database;

    @Param({"jdbc", "full"})
    public String sessionReset;

    private WeirDataSource dataSource;

    @Setup(Level.Trial)
    public void start() {
        WeirConfig c = new WeirConfig();
        if (database.equals("postgres")) {
            c.setJdbcUrl("jdbc:postgresql://127.0.0.1:5432/test");
            c.setUsername("postgres");
        } else {
            c.setJdbcUrl("jdbc:mariadb://127.0.0.1:3306/test?useResetConnection=true");
            c.setUsername("root");
        }
        c.setMaximumPoolSize(1);
        c.setSessionReset(sessionReset);
        dataSource = new WeirDataSource(c);
    }

    @TearDown(Level.Trial)
    public void stop() {
        dataSource.close();
    }

    @Benchmark
    public int borrowQueryReturn() throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement("SELECT ?")) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
