package io.weir.benchmarks.jca;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.rar.WeirManagedConnectionFactory;
import io.weir.rar.WeirResourceAdapter;
import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubXADataSource;
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

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * One request's JDBC work through Weir's resource adapter, without a server: allocateConnection →
 * the connection manager (JcaServer, the least a server does) → Weir's managed connection → handle →
 * prepare, execute, read → close → cleanup, with no transaction, in a local transaction and in an XA
 * transaction, on the stub driver (so the driver costs next to nothing). {@code poolOnly} is the same
 * work on Weir's pool alone, the floor the adapter adds to.
 *
 * <p>{@code stackDepth} runs each request that many frames down, as a request in a server runs (a servlet
 * calling a bean through interceptors sits 100 to 200 frames deep), because what the adapter does per
 * request may cost in proportion to the stack: the leak detector records the borrowing stack.
 * {@code leakDetectionThreshold} is the adapter's default, and 0 (off).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class JcaPathBench {
    static final String SQL = "select name from rows where id = ?";

    @State(Scope.Thread)
    public static class Adapter {
        @Param({"0", "200"})
        int stackDepth;
        @Param({"300000", "0"})
        long leakDetectionThreshold;
        WeirResourceAdapter adapter;
        StubDatabase database;
        JcaServer local;
        JcaServer xa;
        DataSource localDs;
        DataSource xaDs;

        @Setup(Level.Trial)
        public void deploy() throws Exception {
            adapter = new WeirResourceAdapter();
            adapter.start(null);
            database = StubDatabase.create();
            WeirManagedConnectionFactory plain = factory("jca-bench-local");
            plain.setJdbcUrl(database.url());
            WeirManagedConnectionFactory twoPhase = factory("jca-bench-xa");
            twoPhase.setXaDataSourceClassName(StubXADataSource.class.getName());
            twoPhase.setDataSourceProperties("databaseName=" + database.name());
            local = new JcaServer(plain);
            xa = new JcaServer(twoPhase);
            localDs = (DataSource) local.connectionFactory();
            xaDs = (DataSource) xa.connectionFactory();
        }

        private WeirManagedConnectionFactory factory(String name) throws Exception {
            WeirManagedConnectionFactory f = new WeirManagedConnectionFactory();
            f.setPoolName(name);
            f.setMaximumPoolSize("1");
            f.setMinimumIdle("1");
            f.setLeakDetectionThreshold(String.valueOf(leakDetectionThreshold));
            f.setResourceAdapter(adapter);
            return f;
        }

        @TearDown(Level.Trial)
        public void undeploy() throws Exception {
            local.close();
            xa.close();
            adapter.stop();
            database.close();
        }
    }

    @State(Scope.Thread)
    public static class Pool {
        StubDatabase database;
        WeirDataSource ds;

        @Setup(Level.Trial)
        public void start() {
            database = StubDatabase.create();
            WeirConfig config = new WeirConfig();
            config.setPoolName("jca-bench-pool");
            config.setJdbcUrl(database.url());
            config.setMaximumPoolSize(1);
            config.setMinimumIdle(1);
            ds = new WeirDataSource(config);
        }

        @TearDown(Level.Trial)
        public void stop() {
            ds.close();
            database.close();
        }
    }

    @Benchmark
    public int poolOnly(Pool pool) throws Exception {
        return work(pool.ds);
    }

    @Benchmark
    public int noTransaction(Adapter a) throws Exception {
        return atDepth(a.stackDepth, () -> work(a.localDs));
    }

    @Benchmark
    public int localTransaction(Adapter a) throws Exception {
        return atDepth(a.stackDepth, () -> inTransaction(a.local, JcaServer.Transaction.LOCAL, a.localDs));
    }

    @Benchmark
    public int xa(Adapter a) throws Exception {
        return atDepth(a.stackDepth, () -> inTransaction(a.xa, JcaServer.Transaction.XA, a.xaDs));
    }

    private static int atDepth(int depth, Callable<Integer> request) throws Exception {
        return depth <= 0 ? request.call() : atDepth(depth - 1, request);
    }

    private static int inTransaction(JcaServer server, JcaServer.Transaction kind, DataSource ds) throws Exception {
        server.begin(kind);
        int r = work(ds);
        server.commit();
        return r;
    }

    private static int work(DataSource ds) throws Exception {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(SQL)) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? 1 : 0;
            }
        }
    }
}
