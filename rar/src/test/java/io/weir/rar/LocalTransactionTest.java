package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.LocalTransactionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Container-managed local transactions on H2, driven through spi.LocalTransaction as a server does. */
class LocalTransactionTest extends InSimulatedServer {
    private WeirManagedConnectionFactory factory;
    private DataSource ds;

    @BeforeEach
    void deploy() throws Exception {
        factory = TestFactories.h2(TestFactories.newH2Url(), 2);
        ds = server.deploy(factory);
        TestFactories.createTable(ds);
    }

    @Test
    void commitPersistsTheWork() throws Exception {
        localTransactionThatInsertedOneRow(ds).commit();

        assertEquals(1, TestFactories.rows(ds));
    }

    @Test
    void rollbackDiscardsTheWork() throws Exception {
        localTransactionThatInsertedOneRow(ds).rollback();

        assertEquals(0, TestFactories.rows(ds));
    }

    @Test
    void beginBindsAPhysicalConnectionAndTurnsAutoCommitOff() throws Exception {
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);

        mc.getLocalTransaction().begin();

        assertEquals(1, factory.getPoolMXBean().getActiveConnections());
        assertFalse(mc.lease().physicalConnection().getAutoCommit());
        mc.getLocalTransaction().rollback();
        mc.destroy();
    }

    @Test
    void aTransactionWhoseManagedConnectionIsDestroyedStillCommitsAndThenGivesItsConnectionBack() throws Exception {
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
        mc.getLocalTransaction().begin();
        Connection handle = (Connection) mc.getConnection(null, null);
        handle.createStatement().execute("insert into t values (1)");

        mc.destroy();
        handle.createStatement().execute("insert into t values (2)");
        handle.close();
        assertEquals(1, factory.getPoolMXBean().getActiveConnections(), "the transaction keeps its physical connection");
        mc.getLocalTransaction().commit();

        assertEquals(2, TestFactories.rows(ds));
        assertEquals(0, factory.getPoolMXBean().getActiveConnections());
    }

    @Test
    void handlesInOneTransactionShareOnePhysicalConnection() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        try (Connection a = ds.getConnection(); Connection b = ds.getConnection()) {
            a.createStatement().execute("insert into t values (1)");
            try (ResultSet rs = b.createStatement().executeQuery("select count(*) from t")) {
                rs.next();
                assertEquals(1, rs.getInt(1), "b sees a's uncommitted row: same physical connection");
            }
            assertEquals(1, factory.getPoolMXBean().getActiveConnections());
        }
        tx.commit();
    }

    @Test
    void aHandleClosedInsideTheTransactionKeepsThePhysicalConnectionUntilCompletion() throws Exception {
        SimulatedServer.Transaction tx = localTransactionThatInsertedOneRow(ds);
        WeirPoolMXBean pool = factory.getPoolMXBean();
        assertEquals(1, pool.getActiveConnections(), "held for the transaction after the handle closed");

        tx.commit();

        assertEquals(0, pool.getActiveConnections());
    }

    @Test
    void autoCommitIsOnAgainAfterCommitForHandlesThatOutliveTheTransaction() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        Connection handle = ds.getConnection();
        handle.createStatement().execute("insert into t values (1)");

        tx.commit();

        assertTrue(handle.getAutoCommit());
        handle.close();
    }

    @Test
    void serverDrivenLocalTransactionsSendNoLocalTransactionEvents() throws Exception {
        SimulatedServer.Transaction tx = localTransactionThatInsertedOneRow(ds);
        tx.commit();

        assertEquals(0, server.eventsOfType(ConnectionEvent.LOCAL_TRANSACTION_STARTED));
        assertEquals(0, server.eventsOfType(ConnectionEvent.LOCAL_TRANSACTION_COMMITTED));
    }

    @Test
    void commitWithoutBeginFails() throws Exception {
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);

        assertThrows(LocalTransactionException.class, () -> mc.getLocalTransaction().commit());
        mc.destroy();
    }

    @Test
    void aSecondBeginFailsWhileATransactionIsActive() throws Exception {
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);
        mc.getLocalTransaction().begin();

        assertThrows(LocalTransactionException.class, () -> mc.getLocalTransaction().begin());
        mc.getLocalTransaction().rollback();
        mc.destroy();
    }

    @Test
    void aPlainDataSourceOffersLocalTransactionsOnly() throws Exception {
        WeirManagedConnection mc = (WeirManagedConnection) factory.createManagedConnection(null, null);

        assertSame(jakarta.resource.spi.TransactionSupport.TransactionSupportLevel.LocalTransaction,
                factory.getTransactionSupport());
        assertThrows(jakarta.resource.NotSupportedException.class, mc::getXAResource);
        mc.destroy();
    }
}
