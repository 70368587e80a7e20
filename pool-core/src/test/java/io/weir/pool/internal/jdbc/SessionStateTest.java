package io.weir.pool.internal.jdbc;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.ThrowingConsumer;

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
class SessionStateTest extends OverH2 {
    /** A stub database, for what H2 cannot show; opened by the tests that ask for {@link #stub()}. */
    private StubDatabase stubDatabase;
    private Connection stubConnection;

    @BeforeEach
    void createTables() throws SQLException {
        try (Statement s = raw.createStatement()) {
            s.execute("create table t(id int primary key)");
            s.execute("create schema other");
        }
    }

    @AfterEach
    void closeStubDatabase() throws SQLException {
        if (stubConnection != null) stubConnection.close();
        if (stubDatabase != null) stubDatabase.close();
    }

    /** A connection to a stub database of the test's own, closed after the test. */
    private Connection stub() throws SQLException {
        stubDatabase = StubDatabase.create();
        stubConnection = DriverManager.getConnection(stubDatabase.url());
        return stubConnection;
    }

    /** The driver calls that giving a connection back costs, after its borrower did {@code use} with it. */
    private List<String> driverCallsOfTheReturnAfter(ThrowingConsumer<Connection> use) throws Throwable {
        CountingDriver driver = new CountingDriver();
        RecordingLease counted = new RecordingLease(driver.wrap(raw));
        Connection c = counted.borrow();
        use.accept(c);
        c.close();
        int before = driver.count();
        counted.session.reset(counted.raw);
        return driver.calls.subList(before, driver.count());
    }

    @Test
    void aBorrowerWhoChangedNothingCostsOneClearWarnings() throws Throwable {
        assertEquals(List.of("Connection.clearWarnings"), driverCallsOfTheReturnAfter(Connection::getAutoCommit));
    }

    @Test
    void aBorrowerWhoOnlyQueriedCostsAnAutoCommitCheckAndNoSetter() throws Throwable {
        assertEquals(List.of("Connection.getAutoCommit", "Connection.clearWarnings"), driverCallsOfTheReturnAfter(c -> {
            try (ResultSet rs = c.createStatement().executeQuery("select 1")) {
                rs.next();
            }
        }));
    }

    @Test
    void onlyTheChangedSettingIsRestored() throws Throwable {
        assertEquals(List.of("Connection.setReadOnly", "Connection.clearWarnings"),
                driverCallsOfTheReturnAfter(c -> c.setReadOnly(true)));
        assertFalse(raw.isReadOnly());
    }

    @Test
    void everySettingTheBorrowerChangedIsBackToItsDefault() throws SQLException {
        Connection stub = stub();
        RecordingLease overStub = new RecordingLease(stub);
        int isolation = stub.getTransactionIsolation();
        String catalog = stub.getCatalog();
        String schema = stub.getSchema();
        int holdability = stub.getHoldability();
        int networkTimeout = stub.getNetworkTimeout();
        Connection c = overStub.borrow();
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

        overStub.session.reset(stub);

        assertTrue(stub.getAutoCommit());
        assertFalse(stub.isReadOnly());
        assertEquals(isolation, stub.getTransactionIsolation());
        assertEquals(catalog, stub.getCatalog());
        assertEquals(schema, stub.getSchema());
        assertEquals(holdability, stub.getHoldability());
        assertEquals(networkTimeout, stub.getNetworkTimeout());
    }

    @Test
    void uncommittedWorkIsRolledBack() throws SQLException {
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
        RecordingLease configured = new RecordingLease(raw, config);
        Connection c = configured.borrow();
        c.createStatement().executeUpdate("insert into t values (1)");
        c.close();

        configured.session.reset(raw);

        assertFalse(raw.getAutoCommit());
        try (ResultSet rs = raw.createStatement().executeQuery("select count(*) from t")) {
            rs.next();
            assertEquals(0, rs.getInt(1));
        }
    }

    @Test
    void initializeAppliesTheConfiguredDefaults() throws SQLException {
        Connection stub = stub();
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

    @Test
    void theConfiguredDefaultsAreWhatAReturnRestores() throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setTransactionIsolation("READ_COMMITTED");
        config.setSchema("OTHER");
        RecordingLease configured = new RecordingLease(raw, config);
        Connection c = configured.borrow();
        c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
        c.setSchema("PUBLIC");
        c.close();
        configured.session.reset(raw);
        assertEquals(Connection.TRANSACTION_READ_COMMITTED, raw.getTransactionIsolation());
        assertEquals("OTHER", raw.getSchema());
    }

    @Test
    void changesThroughTheUnwrappedDriverConnectionAreRestoredToo() throws SQLException {
        Connection c = lease.borrow();
        Connection driverConnection = c.unwrap(org.h2.jdbc.JdbcConnection.class);
        driverConnection.setAutoCommit(false);
        c.close();
        lease.session.reset(raw);
        assertTrue(raw.getAutoCommit());
    }

    @Test
    void changesThroughTheConnectionOfAnUnwrappedStatementAreRestoredToo() throws SQLException {
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
        RecordingLease overNoSchema = new RecordingLease(noSchema);
        Connection c = overNoSchema.borrow();
        c.setSchema("OTHER");
        c.close();
        SQLException e = assertThrows(SQLException.class, () -> overNoSchema.session.reset(noSchema));
        assertTrue(e.getMessage().contains("schema"), e.getMessage());
    }

    @Test
    void clientInfoSetThroughTheFacadeIsRestored() throws SQLException {
        Connection stub = stub();
        stub.setClientInfo("ApplicationName", "pool");
        RecordingLease overStub = new RecordingLease(stub);
        Connection c = overStub.borrow();
        c.setClientInfo("ApplicationName", "borrower");
        c.setClientInfo("ClientUser", "alice");
        c.close();

        overStub.session.reset(stub);

        Properties after = stub.unwrap(StubConnection.class).clientInfo();
        assertEquals("pool", after.getProperty("ApplicationName"));
        assertEquals(null, after.getProperty("ClientUser"));
    }

    @Test
    void warningsAreCleared() throws SQLException {
        Connection stub = stub();
        RecordingLease overStub = new RecordingLease(stub);
        Connection c = overStub.borrow();
        stub.unwrap(StubConnection.class).addWarning(new java.sql.SQLWarning("left over"));
        c.close();
        overStub.session.reset(stub);
        assertEquals(null, stub.getWarnings());
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
