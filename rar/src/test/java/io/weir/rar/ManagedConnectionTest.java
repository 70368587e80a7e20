package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The managed connection's life as a server drives it: lazy binding, release, handles and their events. */
class ManagedConnectionTest extends OnSimulatedServer {
    private final WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);

    private WeirPoolMXBean pool() {
        return factory.getPoolMXBean();
    }

    /** A managed connection the test makes itself from the factory, outside the server's pool. */
    private WeirManagedConnection managedConnection() throws ResourceException {
        return (WeirManagedConnection) factory.createManagedConnection(null, null);
    }

    /** A new handle of {@code mc}. */
    private static Connection handleOf(WeirManagedConnection mc) throws ResourceException {
        return (Connection) mc.getConnection(null, null);
    }

    /** A handle of {@code mc} whose first call has bound it to a physical connection. */
    private static Connection boundHandleOf(WeirManagedConnection mc) throws ResourceException, SQLException {
        Connection handle = handleOf(mc);
        handle.createStatement().close();
        return handle;
    }

    @Test
    void aHandleBorrowsNoPhysicalConnectionBeforeItsFirstCall() throws Exception {
        DataSource ds = server.deploy(factory);

        Connection handle = ds.getConnection();

        assertEquals(0, pool().getActiveConnections());
        assertEquals(0, db.connectsSucceeded());
        handle.close();
    }

    @Test
    void theFirstCallOnAHandleBindsAPhysicalConnection() throws Exception {
        DataSource ds = server.deploy(factory);
        Connection handle = boundHandle(ds);

        assertEquals(1, pool().getActiveConnections());
        handle.close();
    }

    @Test
    void closingTheLastHandleGivesThePhysicalConnectionBack() throws Exception {
        Connection handle = boundHandle(server.deploy(factory));

        handle.close();

        assertEquals(0, pool().getActiveConnections());
        assertEquals(1, pool().getIdleConnections());
        assertEquals(1, server.freeManagedConnections());
    }

    @Test
    void cleanupGivesThePhysicalConnectionBackWhileHandlesAreStillOpen() throws Exception {
        Connection leaked = boundHandle(server.deploy(factory));

        server.endRequest();

        assertEquals(0, pool().getActiveConnections());
    }

    @Test
    void aHandleKeptAfterCleanupIsDead() throws Exception {
        Connection kept = boundHandle(server.deploy(factory));

        server.endRequest();

        assertTrue(kept.isClosed());
        SQLException e = assertThrows(SQLException.class, kept::createStatement);
        assertEquals("08003", e.getSQLState());
        assertEquals(0, pool().getActiveConnections(), "the dead handle must not bind again");
    }

    @Test
    void theServerPoolsManyLogicalConnectionsOverFewPhysicalOnes() throws Exception {
        DataSource ds = server.deploy(factory);
        List<Connection> handles = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            handles.add(ds.getConnection());
        }

        for (Connection handle : handles) {
            try (Statement s = handle.createStatement()) {
                s.execute("select 1");
            }
            handle.close();
        }

        assertEquals(20, server.managedConnectionsCreated());
        assertEquals(20, server.freeManagedConnections());
        assertTrue(pool().getTotalConnections() <= 2, "physical connections: " + pool().getTotalConnections());
        assertTrue(db.connectsSucceeded() <= 2, "connects: " + db.connectsSucceeded());
    }

    @Test
    void aFreeManagedConnectionIsReusedForTheNextAllocation() throws Exception {
        DataSource ds = server.deploy(factory);
        ds.getConnection().close();

        ds.getConnection().close();

        assertEquals(1, server.managedConnectionsCreated());
    }

    @Test
    void closingAHandleSendsConnectionClosedWithThatHandle() throws Exception {
        DataSource ds = server.deploy(factory);
        Connection handle = ds.getConnection();

        handle.close();

        List<ConnectionEvent> closed = server.events();
        assertEquals(1, closed.size());
        assertEquals(ConnectionEvent.CONNECTION_CLOSED, closed.get(0).getId());
        assertSame(handle, closed.get(0).getConnectionHandle());
    }

    @Test
    void closingAHandleTwiceSendsOneEvent() throws Exception {
        DataSource ds = server.deploy(factory);
        Connection handle = ds.getConnection();

        handle.close();
        handle.close();

        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_CLOSED));
    }

    /**
     * The facade closes itself, tells its handle, and the lease goes home from the managed connection: the
     * facade's own close is the only call on it.
     */
    @Test
    void closingAHandleGivesTheLeaseBackWithoutCallingItsFacadeAgain() throws Exception {
        server.deploy(factory);
        List<String> calls = new CopyOnWriteArrayList<>();
        PoolRegistry pools = factory.pools();
        Credentials credentials = pools.configuredCredentials();
        WeirManagedConnection mc = new WeirManagedConnection(factory, credentials, credentials, pools,
                RecordingFacades.recordingFacades(pools.poolFor(credentials), calls));
        server.listenTo(mc);
        Connection handle = boundHandleOf(mc);
        calls.clear();

        handle.close();

        assertEquals(List.of(">close", "<close"), calls);
        assertEquals(0, pool().getActiveConnections());
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_CLOSED));
        mc.destroy();
    }

    @Test
    void destroyWhileAHandleIsOpenLetsTheHandleFinishThenGivesThePhysicalConnectionBack() throws Exception {
        server.deploy(factory);
        WeirManagedConnection mc = managedConnection();
        Connection handle = boundHandleOf(mc);

        mc.destroy();

        handle.createStatement().close();
        assertEquals(1, pool().getActiveConnections(), "the open handle keeps its physical connection");
        assertThrows(jakarta.resource.ResourceException.class, () -> mc.getConnection(null, null));
        handle.close();
        assertEquals(0, pool().getActiveConnections());
        assertEquals(1, pool().getIdleConnections(), "a healthy connection is reused, not closed");
    }

    @Test
    void cleanupOfADestroyedManagedConnectionFailsSoThatNoServerPoolsItAgain() throws Exception {
        server.deploy(factory);
        WeirManagedConnection mc = managedConnection();
        handleOf(mc).close();

        mc.destroy();

        assertThrows(jakarta.resource.ResourceException.class, mc::cleanup);
        assertEquals(0, pool().getActiveConnections());
    }

    @Test
    void destroyAfterAFatalErrorClosesTheOpenHandlesAtOnce() throws Exception {
        server.deploy(factory);
        WeirManagedConnection mc = managedConnection();
        Connection handle = boundHandleOf(mc);
        mc.connectionFailed(new SQLException("gone", "08006"));

        mc.destroy();

        assertTrue(handle.isClosed());
        assertEquals(0, pool().getActiveConnections());
    }

    /** Two managed connections of one deployed factory; the first has given out a handle that has bound. */
    private record TwoManaged(WeirManagedConnection first, WeirManagedConnection second, Connection handle) {
        void destroy() throws Exception {
            first.destroy();
            second.destroy();
        }
    }

    private TwoManaged twoManagedWithABoundHandleOnTheFirst() throws Exception {
        server.deploy(factory);
        WeirManagedConnection first = managedConnection();
        WeirManagedConnection second = managedConnection();
        Connection handle = boundHandleOf(first);
        return new TwoManaged(first, second, handle);
    }

    @Test
    void associateConnectionMovesAHandleToAnotherManagedConnection() throws Exception {
        TwoManaged managed = twoManagedWithABoundHandleOnTheFirst();
        WeirManagedConnection first = managed.first();
        WeirManagedConnection second = managed.second();
        Connection handle = managed.handle();

        second.associateConnection(handle);
        handle.createStatement().close();

        assertEquals(0, first.openHandles());
        assertEquals(1, second.openHandles());
        assertFalse(first.lease() != null, "the first gave its physical connection back");
        assertTrue(second.lease() != null, "the handle's next call bound through the second");
        managed.destroy();
    }

    @Test
    void associatingAClosedHandleLeavesItClosedAndWhereItWas() throws Exception {
        TwoManaged managed = twoManagedWithABoundHandleOnTheFirst();
        managed.handle().close();

        managed.second().associateConnection(managed.handle());

        assertTrue(managed.handle().isClosed());
        assertThrows(SQLException.class, managed.handle()::createStatement);
        assertEquals(0, managed.first().openHandles());
        assertEquals(0, managed.second().openHandles());
        assertFalse(managed.second().lease() != null, "a closed handle binds nothing");
        managed.destroy();
    }

    @Test
    void associatingAConnectionThatIsNoHandleOfTheFactoryIsRefused() throws Exception {
        server.deploy(factory);
        WeirManagedConnection managed = managedConnection();

        jakarta.resource.ResourceException refused = assertThrows(jakarta.resource.ResourceException.class,
                () -> managed.associateConnection("not a connection"));

        assertTrue(refused.getMessage().contains("java.lang.String"), refused.getMessage());
        managed.destroy();
    }

    @Test
    void getInvalidConnectionsNamesOnlyDestroyedOrFailedOnes() throws Exception {
        server.deploy(factory);
        WeirManagedConnection healthy = managedConnection();
        WeirManagedConnection destroyed = managedConnection();
        destroyed.destroy();

        var invalid = factory.getInvalidConnections(java.util.Set.of(healthy, destroyed));

        assertEquals(java.util.Set.of(destroyed), invalid);
        healthy.destroy();
    }

    @Test
    void metaDataNamesTheDatabaseOnlyWhileAPhysicalConnectionIsBound() throws Exception {
        factory.setUsername("app");
        server.deploy(factory);
        WeirManagedConnection mc = managedConnection();
        var metaData = mc.getMetaData();
        assertEquals("unknown (no physical connection bound)", metaData.getEISProductName());

        handleOf(mc).createStatement().close();

        assertEquals("Weir stub", metaData.getEISProductName());
        assertEquals("1.0", metaData.getEISProductVersion());
        assertEquals("app", metaData.getUserName());
        assertEquals(0, metaData.getMaxConnections(), "no limit the server should apply to logical connections");
        mc.destroy();
    }

    @Test
    void theDataSourceUnwrapsToThePoolMXBeanOnceThePoolRuns() throws Exception {
        DataSource ds = server.deploy(factory);
        assertFalse(ds.isWrapperFor(WeirPoolMXBean.class), "no pool before the first allocation");

        try (Connection handle = ds.getConnection()) {
            handle.createStatement().close();
            assertEquals(1, ds.unwrap(WeirPoolMXBean.class).getActiveConnections());
        }
    }
}
