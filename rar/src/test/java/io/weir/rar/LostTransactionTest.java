package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.Await;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubConnection;
import jakarta.resource.spi.LocalTransactionException;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server destroys a managed connection while its local transaction runs (Payara does, after a connection
 * error or while it rebuilds its pool) and never ends that transaction. With no handle open, nothing but the
 * transaction's end could reach its physical connection: past {@link LostTransactions#afterMs} the transaction
 * is rolled back and the connection goes back, so that a pool of one serves the next request.
 */
class LostTransactionTest extends OnSimulatedServer {
    private final WeirManagedConnectionFactory factory = TestFactories.stub(db, 1);

    private WeirPoolMXBean pool() {
        return factory.getPoolMXBean();
    }

    /** A managed connection of the deployed factory, in a local transaction with an insert made through {@code handle}. */
    private WeirManagedConnection inATransactionThrough(Connection[] handle) throws Exception {
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
        mc.getLocalTransaction().begin();
        handle[0] = (Connection) mc.getConnection(null, null);
        handle[0].createStatement().executeUpdate("INSERT INTO t VALUES (1)");
        return mc;
    }

    @Test
    void aTransactionLeftOpenOnAManagedConnectionDestroyedInUseIsRolledBackAndTheNextRequestIsServed() throws Exception {
        try (ShortLostTransactionWait shortened = new ShortLostTransactionWait(200); LogCapture log = LogCapture.weir()) {
            DataSource ds = server.deploy(factory);
            Connection[] handle = new Connection[1];
            WeirManagedConnection mc = inATransactionThrough(handle);
            StubConnection physical = db.connections().get(0);
            handle[0].close();

            mc.destroy();

            assertTrue(Await.holdsWithin(10_000, () -> pool().getActiveConnections() == 0),
                    "the lost transaction kept the pool's only connection");
            assertEquals(1, physical.rollbacks(), "the lost transaction was not rolled back");
            boundHandle(ds).close();
            assertThrows(LocalTransactionException.class, () -> mc.getLocalTransaction().commit(), "a late commit of it fails");
            // logged by the watch after it gave the connection back
            assertTrue(Await.holdsWithin(10_000, () -> log.records().stream().anyMatch(r -> r.getLevel() == Level.WARNING
                    && r.getMessage().contains("the server has lost that transaction"))), log.text());
        }
    }

    @Test
    void aLostTransactionRolledBackIsCountedForTheOperator() throws Exception {
        try (ShortLostTransactionWait shortened = new ShortLostTransactionWait(200)) {
            server.deploy(factory);
            Connection[] handle = new Connection[1];
            WeirManagedConnection mc = inATransactionThrough(handle);
            handle[0].close();

            mc.destroy();

            assertTrue(Await.holdsWithin(10_000, () -> pool().getLostTransactions() == 1),
                    "LostTransactions is " + pool().getLostTransactions());
            assertEquals(0, pool().getReclaimedLeaks(), "a lost transaction is not a leak");
        }
    }

    @Test
    void aTransactionWithAHandleOpenOnAManagedConnectionDestroyedInUseGoesOnPastTheWait() throws Exception {
        try (ShortLostTransactionWait shortened = new ShortLostTransactionWait(200)) {
            server.deploy(factory);
            Connection[] handle = new Connection[1];
            WeirManagedConnection mc = inATransactionThrough(handle);
            StubConnection physical = db.connections().get(0);

            mc.destroy();

            assertFalse(Await.holdsWithin(1_000, () -> pool().getActiveConnections() == 0), "the transaction lost its connection");
            handle[0].createStatement().executeUpdate("INSERT INTO t VALUES (2)");
            handle[0].close();
            mc.getLocalTransaction().commit();
            assertEquals(1, physical.commits());
            assertEquals(0, physical.rollbacks(), "the transaction was rolled back");
            assertEquals(0, pool().getActiveConnections());
            assertEquals(0, pool().getLostTransactions(), "a transaction that ended is not lost");
        }
    }

    @Test
    void aManagedConnectionDestroyedInUseSaysAtInfoWhatItLeftRunning() throws Exception {
        try (LogCapture log = LogCapture.weir()) {
            server.deploy(factory);
            Connection[] handle = new Connection[1];
            WeirManagedConnection mc = inATransactionThrough(handle);

            mc.destroy();

            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.INFO
                    && r.getMessage().contains("destroyed a managed connection in use (1 handle(s) open, an open local transaction)")),
                    log.text());
            handle[0].close();
            mc.getLocalTransaction().commit();
        }
    }

    @Test
    void aTransactionOnAManagedConnectionDestroyedInUseThatEndsWithinTheWaitCommits() throws Exception {
        server.deploy(factory);
        Connection[] handle = new Connection[1];
        WeirManagedConnection mc = inATransactionThrough(handle);
        StubConnection physical = db.connections().get(0);
        handle[0].close();

        mc.destroy();
        mc.getLocalTransaction().commit();

        assertEquals(1, physical.commits());
        assertEquals(0, pool().getActiveConnections());
    }
}
