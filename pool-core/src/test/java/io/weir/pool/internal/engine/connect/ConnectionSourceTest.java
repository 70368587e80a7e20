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
import java.util.function.Consumer;

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

    /** The source of a pool connecting as app/first, configured further by {@code tune}. */
    private static ConnectionSource source(Consumer<WeirConfig> tune) {
        WeirConfig c = new WeirConfig();
        c.setUsername("app");
        c.setPassword("first");
        tune.accept(c);
        return ConnectionSource.of(ApiBridge.settings(c));
    }

    /** The source of a pool connecting as app/first through the stub database's URL. */
    private ConnectionSource driverSource() {
        return source(c -> c.setJdbcUrl(db.url()));
    }

    /** Why a pool configured by {@code tune} is refused at start. */
    private static String refusal(Consumer<WeirConfig> tune) {
        return assertThrows(IllegalArgumentException.class, () -> source(tune)).getMessage();
    }

    private static StubConnection physical(ConnectionSource.Physical p) {
        return (StubConnection) p.connection();
    }

    @Test
    void aDriverSourceConnectsWithTheConfiguredCredentials() throws Exception {
        db.requireCredentials("app", "first");
        ConnectionSource.Physical p = driverSource().open();
        assertEquals("app", physical(p).user());
        assertNull(p.xa());
    }

    @Test
    void changedCredentialsApplyToTheNextConnect() throws Exception {
        ConnectionSource source = driverSource();
        db.requireCredentials("ops", "second");
        assertThrows(SQLException.class, source::open);
        source.setUsername("ops");
        source.setPassword("second");
        assertEquals("ops", physical(source.open()).user());
    }

    @Test
    void aDriverClassNameIsUsedForTheUrl() throws Exception {
        ConnectionSource source = source(c -> {
            c.setJdbcUrl(db.url());
            c.setDriverClassName(StubDriver.class.getName());
        });
        assertNotNull(source.open().connection());
    }

    @Test
    void aDriverClassNameThatDoesNotAcceptTheUrlIsRefusedAtStart() {
        String refusal = refusal(c -> {
            c.setJdbcUrl("jdbc:other://host/db?password=hidden-one");
            c.setDriverClassName(StubDriver.class.getName());
        });
        assertTrue(refusal.contains("does not accept jdbcUrl"), refusal);
        assertFalse(refusal.contains("hidden-one"), refusal);
    }

    @Test
    void aUrlNoDriverAcceptsIsRefusedAtStart() {
        String refusal = refusal(c -> c.setJdbcUrl("jdbc:nobody-speaks-this:x"));
        assertTrue(refusal.startsWith("No JDBC driver found for jdbcUrl="), refusal);
    }

    @Test
    void theDescriptionOfADriverSourceHidesAPasswordInTheUrl() {
        String described = source(c -> c.setJdbcUrl(db.url() + "?password=hidden-two")).describe();
        assertTrue(described.startsWith("jdbcUrl=" + db.url()), described);
        assertFalse(described.contains("hidden-two"), described);
    }

    @Test
    void aDataSourceSourceConnectsThroughTheDataSourceWithTheCredentials() throws Exception {
        ConnectionSource source = source(c -> c.setDataSource(db.dataSource()));
        assertEquals("app", physical(source.open()).user());
        assertEquals("dataSource=" + StubDataSource.class.getName(), source.describe());
    }

    @Test
    void aDataSourceClassNameIsInstantiatedWithItsProperties() throws Exception {
        ConnectionSource source = source(c -> {
            c.setDataSourceClassName(StubDataSource.class.getName());
            c.getDataSourceProperties().setProperty("databaseName", db.name());
        });
        assertNotNull(source.open().connection());
        assertEquals(1, db.connectsSucceeded());
    }

    @Test
    void aDataSourceIsGivenConnectionTimeoutAsItsLoginTimeoutInWholeSeconds() {
        StubDataSource ds = db.dataSource();
        ConnectionSource source = source(c -> {
            c.setDataSource(ds);
            c.setConnectionTimeout(1500);
        });
        assertEquals(2, ds.getLoginTimeout());
        source.applyLoginTimeout(30_000);
        assertEquals(30, ds.getLoginTimeout());
    }

    @Test
    void anXASourceHandsOutTheXAConnectionWithItsConnection() throws Exception {
        ConnectionSource.Physical p = source(c -> c.setXaDataSource(db.xaDataSource())).open();
        assertNotNull(p.xa());
        assertSame(p.xa().getConnection(), p.connection());
        assertEquals("app", physical(p).user());
    }

    @Test
    void anXASourceOpensRecoveryConnectionsWithTheCredentialsItIsGiven() throws Exception {
        ConnectionSource source = source(c -> c.setXaDataSource(db.xaDataSource()));
        assertEquals("recovery", ((StubConnection) source.openXA("recovery", "pw").getConnection()).user());
        assertEquals("app", ((StubConnection) source.openXA(null, null).getConnection()).user());
    }

    @Test
    void anXADataSourceIsNamedByItsClassAndGivenTheLoginTimeout() {
        StubXADataSource xa = db.xaDataSource();
        ConnectionSource source = source(c -> {
            c.setXaDataSource(xa);
            c.setConnectionTimeout(2500);
        });
        assertEquals("xaDataSource=" + StubXADataSource.class.getName(), source.describe());
        assertEquals(3, xa.getLoginTimeout());
    }

    @Test
    void recoveryNeedsAnXASource() {
        ConnectionSource source = driverSource();
        SQLException e = assertThrows(SQLException.class, () -> source.openXA(null, null));
        assertTrue(e.getMessage().startsWith("Recovery needs an XA data source"), e.getMessage());
    }
}
