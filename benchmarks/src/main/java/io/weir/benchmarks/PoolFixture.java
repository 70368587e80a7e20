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
import java.util.ArrayList;
import java.util.List;

/**
 * One pool over the stub database (or H2, see {@link #backend}), shared by all benchmark threads of a trial. The suite sets
 * the parameters per scenario; the defaults here make a direct JMH run meaningful too. Each
 * benchmark compiles its own method on this pool before its threads start (see {@link WarmUp}).
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

    /** Rows every query of the stub returns; with H2, the rows of the table {@link Sql#SELECT_ITEMS} reads. */
    @Param({"1"})
    public int rows;

    /**
     * {@link Backend#STUB} (the suite's: the pools' own cost), {@link Backend#PLAIN} and {@link Backend#LAYERED} (the
     * same over no-op drivers of other class shapes) or {@link Backend#H2} (a real driver, in process).
     */
    @Param({Backend.STUB})
    public String backend;

    public DataSource dataSource;

    private Backend database;
    private OpenPool open;

    @Setup(Level.Trial)
    public void start() throws Exception {
        database = Backend.start(backend, rows);
        int min = minIdle < 0 ? poolSize : minIdle;
        PoolSpec spec = new PoolSpec(database.jdbcUrl(), database.driverClassName(), poolSize, min, Safety.of(safety));
        open = PoolKind.of(pool).start(spec);
        dataSource = open.dataSource();
        fillTo(min);
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
            database.close();
        }
    }
}
