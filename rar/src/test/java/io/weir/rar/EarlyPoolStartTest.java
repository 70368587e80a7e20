package io.weir.rar;

import io.weir.testsupport.Await;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A definition's pool starts when the server makes its connection factory, if it keeps idle connections. */
class EarlyPoolStartTest {
    private final SimulatedServer server = new SimulatedServer();

    @Test
    void aDefinitionThatKeepsIdleConnectionsOpensThemBeforeItsFirstRequest() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 4);
            factory.setMinimumIdle("3");

            server.deploy(factory);

            Await.until("the minimum idle open without a request", 10_000, () -> db.openConnections() == 3);
            assertNotNull(factory.getPoolMXBean(), "the pool runs");
            assertEquals(0, server.managedConnectionsCreated(), "a request was made");
            server.close();
        }
    }

    /**
     * IronJacamar makes every definition's factory before it starts the adapter, and starts nothing when one of them fails:
     * a pool started before the adapter would outlive the failed deployment.
     */
    @Test
    void aFactoryMadeBeforeTheAdapterStartsOpensItsConnectionsOnlyOnceTheAdapterStarts() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            WeirResourceAdapter adapter = new WeirResourceAdapter();
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 4);
            factory.setMinimumIdle("2");
            factory.setPoolName("BeforeTheAdapter");
            factory.setResourceAdapter(adapter);

            factory.createConnectionFactory(server);

            assertFalse(Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("weir-start-BeforeTheAdapter")),
                    "a start was begun before the adapter started");
            assertFalse(Await.holdsWithin(500, () -> db.connectsAttempted() > 0), "a connection was opened before the adapter started");
            assertNull(factory.getPoolMXBean(), "the pool started before the adapter");
            adapter.start(null);
            Await.until("the minimum idle open once the adapter started", 10_000, () -> db.openConnections() == 2);
            adapter.stop();
            assertEquals(0, db.openConnections(), "the adapter's stop left connections open");
        }
    }

    @Test
    void aDefinitionWithoutIdleConnectionsStartsItsPoolAtItsFirstRequest() throws Exception {
        try (StubDatabase db = StubDatabase.create()) {
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 4);
            factory.setMinimumIdle("0");
            factory.setPoolName("OnDemand");

            DataSource ds = server.deploy(factory);

            assertFalse(Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("weir-start-OnDemand")),
                    "a start was begun");
            assertNull(factory.getPoolMXBean(), "the pool started before its first request");
            try (Connection c = ds.getConnection()) {
                c.createStatement().execute("select 1");
            }
            assertNotNull(factory.getPoolMXBean(), "the first request did not start the pool");
            server.close();
        }
    }

    @Test
    void aPoolThatCannotStartWithItsDefinitionIsReportedAtWarnAndStartsAtItsFirstRequest() throws Exception {
        try (StubDatabase db = StubDatabase.create(); LogCapture log = LogCapture.weir()) {
            WeirManagedConnectionFactory factory = TestFactories.stub(db, 4);
            factory.setMinimumIdle("2");
            factory.setPoolName("DownAtDeployment");
            factory.setPassword("early-secret");
            factory.setInitializationFailTimeout("0");
            db.connects().fail("08001", "the database is not accepting connections");

            DataSource ds = server.deploy(factory);

            Await.until("the failed start reported", 10_000, () -> log.records().stream().anyMatch(r -> r.getLevel() == Level.WARNING
                    && r.getMessage().contains("Weir pool DownAtDeployment did not start with its connection definition, and starts at its first use")
                    && r.getMessage().contains("the database is not accepting connections")));
            assertFalse(log.text().contains("early-secret"), log.text());
            assertNull(factory.getPoolMXBean(), "a pool runs");
            db.connects().pass();
            try (Connection c = ds.getConnection()) {
                c.createStatement().execute("select 1");
            }
            assertTrue(Await.holdsWithin(10_000, () -> db.openConnections() == 2), "the pool started at its first request did not fill");
            server.close();
        }
    }
}
