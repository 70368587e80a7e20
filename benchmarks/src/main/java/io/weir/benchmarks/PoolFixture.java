package io.weir.benchmarks;

import io.weir.benchmarks.pools.OpenPool;
import io.weir.benchmarks.pools.PoolKind;
import io.weir.benchmarks.pools.PoolSpec;
import io.weir.benchmarks.pools.Safety;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One pool over the stub database, shared by all benchmark threads of a trial. The suite sets
 * the parameters per scenario; the defaults here make a direct JMH run meaningful too.
 */
@State(Scope.Benchmark)
public class PoolFixture {

    @Param({"weir", "hikari", "agroal", "vibur", "tomcat", "dbcp2", "c3p0", "druid", "bonecp"})
    public String pool;

    @Param({"bare", "safe"})
    public String safety;

    @Param({"8"})
    public int poolSize;

    /** Connections kept ready; -1 means a fixed pool (as many as poolSize). */
    @Param({"-1"})
    public int minIdle;

    /** Rows every query of the stub returns. */
    @Param({"1"})
    public int rows;

    /** Enough for C2 to compile the paths (its thresholds are about 10,000 calls or loop turns). */
    static final int WARM_UP_CYCLES = 30_000;

    public DataSource dataSource;

    private StubBackend backend;
    private OpenPool open;

    @Setup(Level.Trial)
    public void start() throws Exception {
        backend = new StubBackend(rows);
        int min = minIdle < 0 ? poolSize : minIdle;
        PoolSpec spec = new PoolSpec(backend.jdbcUrl(), backend.driverClassName(), poolSize, min, Safety.of(safety));
        open = PoolKind.of(pool).start(spec);
        dataSource = open.dataSource();
        fillTo(min);
        warmUpAlone();
    }

    /**
     * Runs the pool's borrow, statement and return paths on this one thread before any benchmark thread
     * starts. With 100 benchmark threads on two cores the JIT's compiler threads get a share of a few
     * percent, and a pool's hot path could stay in C1 code for most of a short run (measured: C2 code after
     * 1 s in one fork, after 9 s in the next); warmed up alone, every pool is measured compiled.
     */
    private void warmUpAlone() throws SQLException {
        for (int i = 0; i < WARM_UP_CYCLES; i++) {
            try (Connection c = dataSource.getConnection();
                 PreparedStatement ps = c.prepareStatement(Sql.SELECT_BY_ID)) {
                ps.setInt(1, i);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) rs.getInt(1);
                }
            }
        }
    }

    /** Borrows {@code count} connections at once so that a lazily filling pool is full before measuring. */
    private void fillTo(int count) throws Exception {
        List<Connection> held = new ArrayList<>();
        try {
            for (int i = 0; i < Math.max(1, count); i++) held.add(dataSource.getConnection());
        } finally {
            for (Connection c : held) c.close();
        }
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        try {
            open.close();
        } finally {
            backend.close();
        }
    }
}
