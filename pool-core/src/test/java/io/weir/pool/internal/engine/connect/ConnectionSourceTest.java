package io.weir.pool.internal.engine.connect;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDataSource;
import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubDriver;
import io.weir.testsupport.StubXADataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where physical connections come from: a driver, a data source or an XA data source, with the current credentials. */
class ConnectionSourceTest {
    private final StubDatabase db = StubDatabase.create();

    @AfterEach
    void close() {
        db.close();
    }

    private WeirConfig config() {
        WeirConfig c = new WeirConfig();
        c.setUsername("app");
        c.setPassword("first");
        return c;
    }

    private WeirConfig driverConfig() {
        WeirConfig c = config();
        c.setJdbcUrl(db.url());
        return c;
    }

    private static StubConnection physical(ConnectionSource.Physical p) {
        return (StubConnection) p.connection();
    }

    @Test
    void aDriverSourceConnectsWithTheConfiguredCredentials() throws Exception {
        db.requireCredentials("app", "first");
        ConnectionSource.Physical p = ConnectionSource.of(ApiBridge.settings(driverConfig())).open();
        assertEquals("app", physical(p).user());
        assertNull(p.xa());
    }

    @Test
    void changedCredentialsApplyToTheNextConnect() throws Exception {
        ConnectionSource source = ConnectionSource.of(ApiBridge.settings(driverConfig()));
        db.requireCredentials("ops", "second");
        assertThrows(SQLException.class, source::open);
        source.setUsername("ops");
        source.setPassword("second");
        assertEquals("ops", physical(source.open()).user());
    }

    @Test
    void aDriverClassNameIsUsedForTheUrl() throws Exception {
        WeirConfig c = driverConfig();
        c.setDriverClassName(StubDriver.class.getName());
        assertNotNull(ConnectionSource.of(ApiBridge.settings(c)).open().connection());
    }

    @Test
    void aDriverClassNameThatDoesNotAcceptTheUrlIsRefusedAtStart() {
        WeirConfig c = config();
        c.setJdbcUrl("jdbc:other://host/db?password=hidden-one");
        c.setDriverClassName(StubDriver.class.getName());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConnectionSource.of(ApiBridge.settings(c)));
        assertTrue(e.getMessage().contains("does not accept jdbcUrl"), e.getMessage());
        assertFalse(e.getMessage().contains("hidden-one"), e.getMessage());
    }

    @Test
    void aUrlNoDriverAcceptsIsRefusedAtStart() {
        WeirConfig c = config();
        c.setJdbcUrl("jdbc:nobody-speaks-this:x");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ConnectionSource.of(ApiBridge.settings(c)));
        assertTrue(e.getMessage().startsWith("No JDBC driver found for jdbcUrl="), e.getMessage());
    }

    @Test
    void theDescriptionOfADriverSourceHidesAPasswordInTheUrl() {
        WeirConfig c = driverConfig();
        c.setJdbcUrl(db.url() + "?password=hidden-two");
        String described = ConnectionSource.of(ApiBridge.settings(c)).describe();
        assertTrue(described.startsWith("jdbcUrl=" + db.url()), described);
        assertFalse(described.contains("hidden-two"), described);
    }

    @Test
    void aDataSourceSourceConnectsThroughTheDataSourceWithTheCredentials() throws Exception {
        WeirConfig c = config();
        c.setDataSource(db.dataSource());
        ConnectionSource source = ConnectionSource.of(ApiBridge.settings(c));
        assertEquals("app", physical(source.open()).user());
        assertEquals("dataSource=" + StubDataSource.class.getName(), source.describe());
    }

    @Test
    void aDataSourceClassNameIsInstantiatedWithItsProperties() throws Exception {
        WeirConfig c = config();
        c.setDataSourceClassName(StubDataSource.class.getName());
        c.getDataSourceProperties().setProperty("databaseName", db.name());
        assertNotNull(ConnectionSource.of(ApiBridge.settings(c)).open().connection());
        assertEquals(1, db.connectsSucceeded());
    }

    @Test
    void aDataSourceIsGivenConnectionTimeoutAsItsLoginTimeoutInWholeSeconds() {
        WeirConfig c = config();
        StubDataSource ds = db.dataSource();
        c.setDataSource(ds);
        c.setConnectionTimeout(1500);
        ConnectionSource source = ConnectionSource.of(ApiBridge.settings(c));
        assertEquals(2, ds.getLoginTimeout());
        source.applyLoginTimeout(30_000);
        assertEquals(30, ds.getLoginTimeout());
    }

    @Test
    void anXASourceHandsOutTheXAConnectionWithItsConnection() throws Exception {
        WeirConfig c = config();
        c.setXaDataSource(db.xaDataSource());
        ConnectionSource.Physical p = ConnectionSource.of(ApiBridge.settings(c)).open();
        assertNotNull(p.xa());
        assertSame(p.xa().getConnection(), p.connection());
        assertEquals("app", physical(p).user());
    }

    @Test
    void anXASourceOpensRecoveryConnectionsWithTheCredentialsItIsGiven() throws Exception {
        WeirConfig c = config();
        c.setXaDataSource(db.xaDataSource());
        ConnectionSource source = ConnectionSource.of(ApiBridge.settings(c));
        assertEquals("recovery", ((StubConnection) source.openXA("recovery", "pw").getConnection()).user());
        assertEquals("app", ((StubConnection) source.openXA(null, null).getConnection()).user());
    }

    @Test
    void anXADataSourceIsNamedByItsClassAndGivenTheLoginTimeout() {
        WeirConfig c = config();
        StubXADataSource xa = db.xaDataSource();
        c.setXaDataSource(xa);
        c.setConnectionTimeout(2500);
        ConnectionSource source = ConnectionSource.of(ApiBridge.settings(c));
        assertEquals("xaDataSource=" + StubXADataSource.class.getName(), source.describe());
        assertEquals(3, xa.getLoginTimeout());
    }

    @Test
    void recoveryNeedsAnXASource() {
        ConnectionSource source = ConnectionSource.of(ApiBridge.settings(driverConfig()));
        SQLException e = assertThrows(SQLException.class, () -> source.openXA(null, null));
        assertTrue(e.getMessage().startsWith("Recovery needs an XA data source"), e.getMessage());
    }
}
