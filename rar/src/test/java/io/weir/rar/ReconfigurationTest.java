package io.weir.rar;

import io.weir.testsupport.Await;
import io.weir.testsupport.StubDatabase;
import jakarta.resource.ResourceException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.management.JMX;
import javax.management.ObjectName;
import javax.sql.DataSource;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Payara applies a changed config-property by building a new connection definition with the same
 * PoolName while the old one may still have connections in use: the new one takes the name, the old
 * one drains and closes.
 */
class ReconfigurationTest {
    private final StubDatabase oldDb = StubDatabase.create();
    private final StubDatabase newDb = StubDatabase.create();
    private final SimulatedServer server = new SimulatedServer();
    private final String poolName = "Reconfigured-" + System.nanoTime();

    @AfterEach
    void undeploy() {
        server.close();
        oldDb.close();
        newDb.close();
    }

    private WeirManagedConnectionFactory definition(StubDatabase db, int maximumPoolSize) {
        WeirManagedConnectionFactory f = TestFactories.stub(db, maximumPoolSize);
        f.setPoolName(poolName);
        f.setRegisterMbeans("true");
        return f;
    }

    private static Connection used(DataSource ds) throws SQLException {
        Connection c = ds.getConnection();
        c.createStatement().close();
        return c;
    }

    @Test
    void theNewDefinitionServesWithItsSettingsUnderTheSameJmxName() throws Exception {
        Connection old = used(server.deploy(definition(oldDb, 2)));

        try (Connection fresh = used(server.deploy(definition(newDb, 20)))) {
            var mxBean = JMX.newMXBeanProxy(ManagementFactory.getPlatformMBeanServer(),
                    new ObjectName("io.weir:type=Pool,name=" + poolName), io.weir.pool.WeirPoolMXBean.class);
            assertEquals(20, mxBean.getMaximumPoolSize());
            assertEquals(1, newDb.openConnections());
        }
        old.close();
    }

    /**
     * An application given its data source before the change (an injected {@code @Resource}, a persistence unit)
     * keeps the one made from the old definition; its next connection comes from the new definition's pool,
     * although nothing else used the new definition yet.
     */
    @Test
    void aDataSourceMadeFromTheOldDefinitionGetsItsNextConnectionFromTheNewOne() throws Exception {
        DataSource injected = server.deploy(definition(oldDb, 2));
        used(injected).close();
        server.deploy(definition(newDb, 20));

        try (Connection next = used(injected)) {
            assertEquals(1, newDb.openConnections());
            assertEquals(20, injected.unwrap(io.weir.pool.WeirPoolMXBean.class).getMaximumPoolSize());
        }
    }

    @Test
    void theOldPoolClosesItsConnectionsOnceTheyAreBack() throws Exception {
        Connection old = used(server.deploy(definition(oldDb, 2)));
        used(server.deploy(definition(newDb, 20))).close();

        assertEquals(1, oldDb.openConnections(), "closed under its borrower");
        old.close();

        assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 0), "the old pool kept its connections");
    }

    /**
     * Payara applies {@code asadmin set} of several properties one property at a time: lowering ConnectionTimeout and
     * ValidationTimeout together passes through a definition whose ValidationTimeout is not below its ConnectionTimeout.
     * Requests through it are served by the running pool, with its settings, instead of failing.
     */
    @Test
    void aDefinitionWhoseSettingsContradictEachOtherIsServedByTheRunningPool() throws Exception {
        WeirManagedConnectionFactory running = definition(oldDb, 4);
        used(server.deploy(running)).close();
        WeirManagedConnectionFactory halfway = definition(newDb, 4);
        halfway.setConnectionTimeout("1000");

        WeirManagedConnection mc = (WeirManagedConnection) halfway.createManagedConnection(null, null);
        Connection handle = (Connection) mc.getConnection(null, null);
        handle.createStatement().close();

        assertEquals(1, running.getPoolMXBean().getActiveConnections(), "not served by the running pool");
        assertEquals(5000, running.getPoolMXBean().getConnectionTimeout());
        assertEquals(0, newDb.connectsSucceeded(), "the contradicting settings opened a pool");
        handle.close();
    }

    /**
     * Lowering MaximumPoolSize and MinimumIdle together passes through a definition whose MinimumIdle is above its
     * size, and Payara may keep that one for good: it replaces the running pool with the lowered size, MinimumIdle at
     * that size.
     */
    @Test
    void aDefinitionWhoseMinimumIdleIsAboveItsLoweredSizeReplacesTheRunningPoolWithMinimumIdleAtTheSize() throws Exception {
        WeirManagedConnectionFactory running = definition(oldDb, 4);
        running.setMinimumIdle("4");
        used(server.deploy(running)).close();
        WeirManagedConnectionFactory halfway = definition(newDb, 3);
        halfway.setMinimumIdle("4");

        used(server.deploy(halfway)).close();

        assertEquals(3, halfway.getPoolMXBean().getMaximumPoolSize());
        assertEquals(3, halfway.getPoolMXBean().getMinimumIdle());
        assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 0), "the running pool was not replaced");
        assertTrue(Await.holdsWithin(10_000, () -> newDb.openConnections() == 3), "the new pool did not fill its minimum idle");
    }

    /**
     * The next step of the change (MinimumIdle lowered to the size) has the same pool settings, and still replaces the
     * pool: Payara's rebuild for it may lose a transaction begun on the step before, which is then ended there.
     */
    @Test
    void theStepAfterADefinitionRunningWithMinimumIdleAtItsSizeReplacesItsPool() throws Exception {
        try (ShortLostTransactionWait shortened = new ShortLostTransactionWait(200)) {
            WeirManagedConnectionFactory running = definition(oldDb, 4);
            running.setMinimumIdle("4");
            used(server.deploy(running)).close();
            WeirManagedConnectionFactory halfway = definition(newDb, 3);
            halfway.setMinimumIdle("4");
            server.deploy(halfway);
            WeirManagedConnection lost = (WeirManagedConnection) halfway.createManagedConnection(null, null);
            lost.getLocalTransaction().begin();

            WeirManagedConnectionFactory last = definition(newDb, 3);
            last.setMinimumIdle("3");
            used(server.deploy(last)).close();

            assertTrue(Await.holdsWithin(10_000, () -> lost.binding() == ManagedConnectionState.Binding.UNBOUND),
                    "the transaction the rebuild lost is still open");
            // counted where an operator looks: the replaced pool has given up its JMX name
            assertTrue(Await.holdsWithin(10_000, () -> last.getPoolMXBean().getLostTransactions() == 1),
                    "LostTransactions of the replacing pool: " + last.getPoolMXBean().getLostTransactions());
        }
    }

    /**
     * Of the definitions Payara builds for two properties set together, it may go on allocating through the one
     * built on the way: once the last one is activated, that one is served by pools with the last one's settings,
     * although nothing allocated through the last one.
     */
    @Test
    void aDefinitionWhoseSettingsContradictEachOtherIsServedWithTheSettingsActivatedLast() throws Exception {
        WeirManagedConnectionFactory running = definition(oldDb, 4);
        used(server.deploy(running)).close();
        WeirManagedConnectionFactory halfway = definition(newDb, 2);
        halfway.setConnectionTimeout("1000");
        halfway.createManagedConnection(null, null).destroy();

        WeirManagedConnectionFactory last = definition(newDb, 2);
        last.setConnectionTimeout("1000");
        last.setValidationTimeout("500");
        server.deploy(last);
        WeirManagedConnection mc = (WeirManagedConnection) halfway.createManagedConnection(null, null);
        Connection handle = (Connection) mc.getConnection(null, null);
        handle.createStatement().close();

        assertEquals(1000, last.getPoolMXBean().getConnectionTimeout());
        assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 0), "the running pool was not replaced");
        assertTrue(newDb.connectsSucceeded() >= 1, "not served by the pool of the settings activated last");
        handle.close();
    }

    /**
     * Payara may lose track of a transaction that ran while it rebuilt its pool and never end it: in the replaced
     * pool, a local transaction with no handle open is rolled back once it has been out past the leak threshold,
     * and its connection closes, so that it holds no lock for good.
     */
    @Test
    void aTransactionTheServerLeftOpenInAReplacedPoolIsRolledBackAndItsConnectionCloses() throws Exception {
        try (ShortLostTransactionWait shortened = new ShortLostTransactionWait(200)) {
            WeirManagedConnection mc = localTransactionOnTheFirstDefinition();
            ((Connection) mc.getConnection(null, null)).close();

            used(server.deploy(definition(newDb, 2))).close();

            assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 0), "the transaction kept its connection");
            assertEquals(ManagedConnectionState.Binding.UNBOUND, mc.binding());
            assertThrows(jakarta.resource.spi.LocalTransactionException.class, () -> mc.getLocalTransaction().commit(),
                    "a commit after the rollback fails");
        }
    }

    /** A transaction in the replaced pool whose handle is still open goes on, however long it takes. */
    @Test
    void aTransactionWithAnOpenHandleInAReplacedPoolGoesOn() throws Exception {
        try (ShortLostTransactionWait shortened = new ShortLostTransactionWait(200)) {
            WeirManagedConnection mc = localTransactionOnTheFirstDefinition();
            Connection handle = (Connection) mc.getConnection(null, null);
            handle.createStatement().close();

            used(server.deploy(definition(newDb, 2))).close();

            assertFalse(Await.holdsWithin(1_000, () -> oldDb.openConnections() == 0), "the transaction lost its connection");
            handle.close();
            mc.getLocalTransaction().commit();
            assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 0), "the replaced pool kept the connection");
        }
    }

    /** A managed connection of a definition over oldDb, deployed now, whose local transaction has begun. */
    private WeirManagedConnection localTransactionOnTheFirstDefinition() throws Exception {
        WeirManagedConnectionFactory first = definition(oldDb, 2);
        server.deploy(first);
        WeirManagedConnection mc = (WeirManagedConnection) first.createManagedConnection(null, null);
        mc.getLocalTransaction().begin();
        return mc;
    }

    /** A wrong value set on a running pool leaves it serving with its settings. */
    @Test
    void aDefinitionWithAWrongValueIsServedByTheRunningPool() throws Exception {
        WeirManagedConnectionFactory running = definition(oldDb, 4);
        used(server.deploy(running)).close();
        WeirManagedConnectionFactory mistyped = definition(newDb, 4);
        mistyped.setMaximumPoolSize("abc");

        WeirManagedConnection mc = (WeirManagedConnection) mistyped.createManagedConnection(null, null);
        Connection handle = (Connection) mc.getConnection(null, null);
        handle.createStatement().close();

        assertEquals(1, running.getPoolMXBean().getActiveConnections(), "not served by the running pool");
        assertEquals(0, newDb.connectsSucceeded(), "the wrong value opened a pool");
        handle.close();
    }

    /** Without a running pool under its PoolName, the contradiction fails the allocation, naming both settings. */
    @Test
    void aDefinitionWhoseSettingsContradictEachOtherWithNoRunningPoolFailsNamingThem() {
        WeirManagedConnectionFactory alone = definition(newDb, 2);
        alone.setMinimumIdle("4");

        ResourceException refused = assertThrows(ResourceException.class, () -> alone.createManagedConnection(null, null));
        assertEquals("Invalid Weir configuration: MinimumIdle=4 is larger than MaximumPoolSize=2", refused.getMessage());
    }

    /** The replaced pool closes its idle connections at once and opens none to keep its minimum idle. */
    @Test
    void theReplacedPoolClosesItsIdleConnectionsAtOnceAndKeepsNoMinimumIdle() throws Exception {
        WeirManagedConnectionFactory replaced = definition(oldDb, 3);
        replaced.setMinimumIdle("3");
        DataSource old = server.deploy(replaced);
        used(old).close();
        assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 3), "the minimum idle was not filled");
        Connection lent = used(old);

        used(server.deploy(definition(newDb, 3))).close();

        assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 1), "the replaced pool kept its idle connections");
        lent.close();
        assertTrue(Await.holdsWithin(10_000, () -> oldDb.openConnections() == 0), "the replaced pool kept the connection given back");
    }

    @Test
    void theReplacedDefinitionIsServedByTheNewPoolWhileTheServerSwitches() throws Exception {
        WeirManagedConnectionFactory replaced = definition(oldDb, 2);
        used(server.deploy(replaced)).close();
        WeirManagedConnectionFactory replacement = definition(newDb, 20);
        used(server.deploy(replacement)).close();

        WeirManagedConnection late = (WeirManagedConnection) replaced.createManagedConnection(null, null);
        Connection handle = (Connection) late.getConnection(null, null);
        handle.createStatement().close();

        assertEquals(1, replacement.getPoolMXBean().getActiveConnections(), "the late allocation is not served by the new pool");
        assertEquals(1, oldDb.connectsSucceeded(), "a late allocation through the replaced definition reached the old database");
        handle.close();
    }

    @Test
    void definitionsThatKeepSharingAPoolNameGetAnErrorNamingIt() throws Exception {
        long window = PoolNames.takeoverWindowNanos;
        PoolNames.takeoverWindowNanos = 0;
        try {
            WeirManagedConnectionFactory replaced = definition(oldDb, 2);
            used(server.deploy(replaced)).close();
            used(server.deploy(definition(newDb, 20))).close();

            ResourceException refused = assertThrows(ResourceException.class, () -> replaced.createManagedConnection(null, null));
            assertTrue(refused.getMessage().contains("PoolName=" + poolName), refused.getMessage());
        } finally {
            PoolNames.takeoverWindowNanos = window;
        }
    }
}
