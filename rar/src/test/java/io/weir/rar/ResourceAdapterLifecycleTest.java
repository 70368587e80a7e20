package io.weir.rar;

import io.weir.testsupport.Await;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import jakarta.resource.ResourceException;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Undeploying stops the adapter, which must leave no Weir thread and no physical connection behind. */
class ResourceAdapterLifecycleTest {

    private static Set<String> weirThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(name -> name.contains("rar-lifecycle"))
                .collect(Collectors.toSet());
    }

    @Test
    void stopClosesEveryPoolOfEveryConnectionDefinition() throws Exception {
        try (StubDatabase first = StubDatabase.create(); StubDatabase second = StubDatabase.create()) {
            SimulatedServer server = new SimulatedServer();
            WeirManagedConnectionFactory a = TestFactories.stub(first, 2);
            WeirManagedConnectionFactory b = TestFactories.stub(second, 2);
            a.setPoolName("rar-lifecycle-a");
            b.setPoolName("rar-lifecycle-b");
            DataSource dsA = server.deploy(a);
            DataSource dsB = server.deploy(b);
            dsA.getConnection().createStatement().close();
            dsB.getConnection("other", "pw").createStatement().close();
            assertTrue(first.openConnections() > 0 && second.openConnections() > 0);
            assertFalse(weirThreads().isEmpty(), "the pools run threads named after them");

            server.close();

            assertEquals(0, first.openConnections());
            assertEquals(0, second.openConnections());
            assertTrue(Await.holdsWithin(10_000, () -> weirThreads().isEmpty()), "threads left behind: " + weirThreads());
        }
    }

    @Test
    void aFactoryOfAStoppedAdapterStartsNoPool() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            SimulatedServer server = new SimulatedServer();
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);
            DataSource ds = server.deploy(factory);
            ds.getConnection().close();

            server.adapter().stop();

            assertThrows(ResourceException.class, () -> factory.createManagedConnection(null, null).getConnection(null, null));
            assertEquals(0, db.openConnections());
            server.close();
        }
    }

    /**
     * Payara, undeploying the RAR, drops its pool's managed connections, those in use too, and a transaction whose
     * resource it dropped may never end here: the adapter's stop rolls such work back and closes its connection
     * cleanly, instead of waiting out closeGracePeriod and aborting it (PostgreSQL logs an unexpected EOF with an
     * open transaction).
     */
    @Test
    void stopEndsTheWorkADestroyedManagedConnectionWasLeftWith() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            SimulatedServer server = new SimulatedServer();
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);
            server.deploy(factory);
            WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
            mc.getLocalTransaction().begin();
            Connection handle = (Connection) mc.getConnection(null, null);
            handle.createStatement().execute("insert");
            handle.close();
            mc.destroy();
            StubConnection physical = db.openConnectionList().stream().filter(StubConnection::isTransactionOpen).findFirst().orElseThrow();

            long start = System.nanoTime();
            server.adapter().stop();

            assertTrue(System.nanoTime() - start < java.util.concurrent.TimeUnit.SECONDS.toNanos(2), "stop waited for the transaction's end");
            assertEquals(0, db.abortedConnections());
            assertEquals(1, physical.rollbacks());
            assertEquals(0, db.openConnections());
            server.close();
        }
    }

    /**
     * A call still running on a destroyed managed connection at the stop is not cut off by the stop itself: the
     * pool's close waits closeGracePeriod for it and then aborts the connection, and the operator is told so.
     */
    @Test
    void stopWhileACallRunsOnADestroyedManagedConnectionWarnsThatThePoolsCloseWaitsForIt() throws Exception {
        try (StubDatabase db = StubDatabase.create(); LogCapture log = LogCapture.weir()) {
            SimulatedServer server = new SimulatedServer();
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);
            server.deploy(factory);
            WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
            Connection handle = (Connection) mc.getConnection(null, null);
            handle.createStatement().execute("bind");
            db.statements().hang();
            CompletableFuture<Void> call = CompletableFuture.runAsync(() -> {
                try {
                    handle.createStatement().execute("slow");
                } catch (SQLException ended) {
                    // the abort ends it
                }
            });
            Await.until("the call hangs in the driver", 10_000, () -> db.statements().hangsEntered() == 1);
            mc.destroy();

            server.adapter().stop();

            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.WARNING
                    && r.getMessage().contains("still has work (1 handle(s) open, a call running)")
                    && r.getMessage().contains("waits closeGracePeriod")), log.text());
            db.statements().pass();
            call.get(10, TimeUnit.SECONDS);
            server.close();
        }
    }

    @Test
    void handlesOpenAtStopAreDeadAfterwards() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            SimulatedServer server = new SimulatedServer();
            DataSource ds = server.deploy(TestFactories.stub(db, 2));
            Connection open = ds.getConnection();
            open.createStatement().close();

            server.close();

            assertTrue(open.isClosed());
            assertEquals(0, db.openConnections());
        }
    }
}
