package io.weir.pool.internal.jdbc;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Giving a connection back restores what the borrower changed, and only that. */
class SessionStateTest {
    private String url;
    private Connection raw;

    @BeforeEach
    void open() throws SQLException {
        url = H2.newUrl();
        raw = H2.connect(url);
        try (Statement s = raw.createStatement()) {
            s.execute("create table t(id int primary key)");
            s.execute("create schema other");
        }
    }

    @AfterEach
    void closeRaw() throws SQLException {
        raw.close();
    }

    @Test
    void aBorrowerWhoChangedNothingCostsOneClearWarnings() throws SQLException {
        CountingDriver driver = new CountingDriver();
        RecordingLease lease = new RecordingLease(driver.wrap(raw));
        Connection c = lease.borrow();
        c.getAutoCommit();
        c.close();
        int before = driver.count();
        lease.session.reset(lease.raw);
        assertEquals(List.of("Connection.clearWarnings"), driver.calls.subList(before, driver.count()));
    }

    @Test
    void aBorrowerWhoOnlyQueriedCostsAnAutoCommitCheckAndNoSetter() throws SQLException {
        CountingDriver driver = new CountingDriver();
        RecordingLease lease = new RecordingLease(driver.wrap(raw));
        Connection c = lease.borrow();
        try (ResultSet rs = c.createStatement().executeQuery("select 1")) {
            rs.next();
        }
        c.close();
        int before = driver.count();
        lease.session.reset(lease.raw);
        assertEquals(List.of("Connection.getAutoCommit", "Connection.clearWarnings"),
                driver.calls.subList(before, driver.count()));
    }

    @Test
    void onlyTheChangedSettingIsRestored() throws SQLException {
        CountingDriver driver = new CountingDriver();
        RecordingLease lease = new RecordingLease(driver.wrap(raw));
        Connection c = lease.borrow();
        c.setReadOnly(true);
        c.close();
        int before = driver.count();
        lease.session.reset(lease.raw);
        assertEquals(List.of("Connection.setReadOnly", "Connection.clearWarnings"),
                driver.calls.subList(before, driver.count()));
        assertFalse(raw.isReadOnly());
    }

    @Test
    void everySettingTheBorrowerChangedIsBackToItsDefault() throws SQLException {
        try (StubDatabase db = StubDatabase.create();
             Connection stub = DriverManager.getConnection(db.url())) {
            RecordingLease lease = new RecordingLease(stub);
            int isolation = stub.getTransactionIsolation();
            String catalog = stub.getCatalog();
            String schema = stub.getSchema();
            int holdability = stub.getHoldability();
            int networkTimeout = stub.getNetworkTimeout();
            Connection c = lease.borrow();
            c.setAutoCommit(false);
            c.setReadOnly(true);
            c.setTransactionIsolation(isolation == Connection.TRANSACTION_SERIALIZABLE
                    ? Connection.TRANSACTION_READ_COMMITTED : Connection.TRANSACTION_SERIALIZABLE);
            c.setCatalog("elsewhere");
            c.setSchema("other");
            c.setHoldability(holdability == ResultSet.HOLD_CURSORS_OVER_COMMIT
                    ? ResultSet.CLOSE_CURSORS_AT_COMMIT : ResultSet.HOLD_CURSORS_OVER_COMMIT);
            c.setNetworkTimeout(Runnable::run, networkTimeout + 12_345);
            c.close();

            lease.session.reset(stub);

            assertTrue(stub.getAutoCommit());
            assertFalse(stub.isReadOnly());
            assertEquals(isolation, stub.getTransactionIsolation());
            assertEquals(catalog, stub.getCatalog());
            assertEquals(schema, stub.getSchema());
            assertEquals(holdability, stub.getHoldability());
            assertEquals(networkTimeout, stub.getNetworkTimeout());
        }
    }

    @Test
    void uncommittedWorkIsRolledBack() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Connection c = lease.borrow();
        c.setAutoCommit(false);
        c.createStatement().executeUpdate("insert into t values (1)");
        c.close();

        lease.session.reset(raw);

        try (Connection other = H2.connect(url); ResultSet rs = other.createStatement().executeQuery("select count(*) from t")) {
            rs.next();
            assertEquals(0, rs.getInt(1));
        }
    }

    @Test
    void workInAPoolWithoutAutoCommitIsRolledBack() throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setAutoCommit(false);
        RecordingLease lease = new RecordingLease(raw, config);
        Connection c = lease.borrow();
        c.createStatement().executeUpdate("insert into t values (1)");
        c.close();

        lease.session.reset(raw);

        assertFalse(raw.getAutoCommit());
        try (ResultSet rs = raw.createStatement().executeQuery("select count(*) from t")) {
            rs.next();
            assertEquals(0, rs.getInt(1));
        }
    }

    @Test
    void initializeAppliesTheConfiguredDefaults() throws SQLException {
        try (StubDatabase db = StubDatabase.create();
             Connection stub = DriverManager.getConnection(db.url())) {
            WeirConfig config = new WeirConfig();
            config.setAutoCommit(false);
            config.setReadOnly(true);
            config.setTransactionIsolation("TRANSACTION_SERIALIZABLE");
            config.setCatalog("cat");
            config.setSchema("other");
            SessionState.initialize(stub, ApiBridge.settings(config));
            assertFalse(stub.getAutoCommit());
            assertTrue(stub.isReadOnly());
            assertEquals(Connection.TRANSACTION_SERIALIZABLE, stub.getTransactionIsolation());
            assertEquals("cat", stub.getCatalog());
            assertEquals("other", stub.getSchema());
        }
    }

    @Test
    void theConfiguredDefaultsAreWhatAReturnRestores() throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setTransactionIsolation("READ_COMMITTED");
        config.setSchema("OTHER");
        RecordingLease lease = new RecordingLease(raw, config);
        Connection c = lease.borrow();
        c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        c.setSchema("PUBLIC");
        c.close();
        lease.session.reset(raw);
        assertEquals(Connection.TRANSACTION_READ_COMMITTED, raw.getTransactionIsolation());
        assertEquals("OTHER", raw.getSchema());
    }

    @Test
    void changesThroughTheUnwrappedDriverConnectionAreRestoredToo() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Connection c = lease.borrow();
        Connection driverConnection = c.unwrap(org.h2.jdbc.JdbcConnection.class);
        driverConnection.setAutoCommit(false);
        c.close();
        lease.session.reset(raw);
        assertTrue(raw.getAutoCommit());
    }

    @Test
    void changesThroughTheConnectionOfAnUnwrappedStatementAreRestoredToo() throws SQLException {
        RecordingLease lease = new RecordingLease(raw);
        Connection c = lease.borrow();
        Statement driverStatement = c.createStatement().unwrap(org.h2.jdbc.JdbcStatement.class);
        driverStatement.getConnection().setAutoCommit(false);
        c.close();
        lease.session.reset(raw);
        assertTrue(raw.getAutoCommit());
    }

    @Test
    void changingASettingWhoseDefaultTheDriverDidNotReportMakesResetFail() throws SQLException {
        Connection noSchema = withoutGetSchema(raw);
        RecordingLease lease = new RecordingLease(noSchema);
        Connection c = lease.borrow();
        c.setSchema("OTHER");
        c.close();
        SQLException e = assertThrows(SQLException.class, () -> lease.session.reset(noSchema));
        assertTrue(e.getMessage().contains("schema"), e.getMessage());
    }

    @Test
    void clientInfoSetThroughTheFacadeIsRestored() throws SQLException {
        try (StubDatabase db = StubDatabase.create();
             Connection stub = DriverManager.getConnection(db.url())) {
            stub.setClientInfo("ApplicationName", "pool");
            RecordingLease lease = new RecordingLease(stub);
            Connection c = lease.borrow();
            c.setClientInfo("ApplicationName", "borrower");
            c.setClientInfo("ClientUser", "alice");
            c.close();

            lease.session.reset(stub);

            Properties after = stub.unwrap(StubConnection.class).clientInfo();
            assertEquals("pool", after.getProperty("ApplicationName"));
            assertEquals(null, after.getProperty("ClientUser"));
        }
    }

    @Test
    void warningsAreCleared() throws SQLException {
        try (StubDatabase db = StubDatabase.create();
             Connection stub = DriverManager.getConnection(db.url())) {
            RecordingLease lease = new RecordingLease(stub);
            Connection c = lease.borrow();
            stub.unwrap(StubConnection.class).addWarning(new java.sql.SQLWarning("left over"));
            c.close();
            lease.session.reset(stub);
            assertEquals(null, stub.getWarnings());
        }
    }

    /** A driver connection that cannot report its schema, as older drivers. */
    private static Connection withoutGetSchema(Connection target) {
        return (Connection) Proxy.newProxyInstance(SessionStateTest.class.getClassLoader(),
                new Class<?>[]{Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getSchema")) throw new SQLFeatureNotSupportedException("no schema");
                    try {
                        return method.invoke(target, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
