package io.weir.rar;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.transaction.xa.XAResource;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Many request threads, each with its own managed connection as a server's pool gives them, over a
 * pool of two physical connections; the transaction manager completes XA branches on its own thread.
 */
class ManyRequestThreadsTest extends OnSimulatedServer {
    private static final int THREADS = 8;
    private static final int ROUNDS = 100;

    private final ExecutorService requests = Executors.newFixedThreadPool(THREADS);
    private final ExecutorService transactionManager = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() throws Exception {
        requests.shutdownNow();
        transactionManager.shutdownNow();
        assertTrue(requests.awaitTermination(30, TimeUnit.SECONDS) && transactionManager.awaitTermination(30, TimeUnit.SECONDS));
    }

    @Test
    void requestThreadsShareTwoPhysicalConnectionsAndAllGiveThemBack() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stubXa(db, 2);
        factory.setConnectionTimeout("60000"); // waits for the two connections must not fail on a busy machine
        server.deploy(factory);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
            done.add(requests.submit(() -> {
                for (int round = 0; round < ROUNDS; round++) {
                    TestXid xid = new TestXid("t" + thread + "-" + round, "b");
                    XAResource xa = mc.getXAResource();
                    xa.start(xid, XAResource.TMNOFLAGS);
                    try (Connection c = (Connection) mc.getConnection(null, null); Statement s = c.createStatement()) {
                        s.execute("select 1");
                    }
                    xa.end(xid, XAResource.TMSUCCESS);
                    // the transaction manager commits on its own thread while this one goes on
                    transactionManager.submit(() -> {
                        xa.commit(xid, true);
                        return null;
                    }).get(30, TimeUnit.SECONDS);
                    mc.cleanup();
                    try (Connection c = (Connection) mc.getConnection(null, null); Statement s = c.createStatement()) {
                        s.execute("select 1");
                    }
                    mc.cleanup();
                }
                return null;
            }));
        }

        for (Future<?> f : done) {
            f.get(120, TimeUnit.SECONDS);
        }

        assertEquals(0, factory.getPoolMXBean().getActiveConnections());
        assertTrue(factory.getPoolMXBean().getTotalConnections() <= 2);
        assertEquals(0, db.preparedBranches().length);
    }
}
