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
