package io.weir.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ServiceLoader;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class StubDriverTest {
    private final StubDatabase db = StubDatabase.create();

    @AfterEach
    void dropDatabase() {
        db.close();
    }

    @Test
    void driverIsListedForServiceLoader() {
        assertTrue(StreamSupport.stream(ServiceLoader.load(Driver.class).spliterator(), false)
                .anyMatch(d -> d instanceof StubDriver));
    }

    @Test
    void urlConnectsThroughDriverManagerAndIsCounted() throws SQLException {
        Connection c = DriverManager.getConnection(db.url());
        assertInstanceOf(StubConnection.class, c);
        assertEquals(1, db.connectsAttempted());
        assertEquals(1, db.connectsSucceeded());
        assertEquals(1, db.openConnections());
        c.close();
        assertEquals(0, db.openConnections());
        assertEquals(1, db.closedConnections());
    }

    @Test
    void unknownDatabaseNameFailsLikeAnUnknownHost() {
        SQLException e = assertThrows(SQLException.class, () -> new StubDriver().connect("jdbc:stub:nowhere-" + db.name(), null));
        assertEquals("08001", e.getSQLState());
    }

    @Test
    void driverIgnoresOtherUrls() throws SQLException {
        assertEquals(null, new StubDriver().connect("jdbc:h2:mem:x", null));
    }

    @Test
    void connectFailsWithTheGivenSqlState() {
        db.connects().fail("08004", "too many connections");
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(db.url()));
        assertEquals("08004", e.getSQLState());
        assertEquals("too many connections", e.getMessage());
        assertEquals(1, db.connectsAttempted());
        assertEquals(0, db.connectsSucceeded());
        assertEquals(1, db.connects().injected());
    }

    @Test
    void connectFailsWithTheGivenException() {
        db.connects().fail(() -> new java.sql.SQLInvalidAuthorizationSpecException("denied", "28000"));
        assertThrows(java.sql.SQLInvalidAuthorizationSpecException.class, () -> DriverManager.getConnection(db.url()));
    }

    @Test
    void hangingConnectBlocksUntilReleased() throws Exception {
        db.connects().hang();
        CompletableFuture<Connection> connecting = CompletableFuture.supplyAsync(() -> connectUnchecked(db));
        Await.until("the connect to hang", 10_000, () -> db.connects().hangsEntered() == 1);
        Thread.sleep(100);
        assertFalse(connecting.isDone());
        db.connects().release();
        assertInstanceOf(StubConnection.class, connecting.get(5, TimeUnit.SECONDS));
    }

    @Test
    void connectDelaySlowsEveryConnect() throws SQLException {
        db.connects().delay(Duration.ofMillis(150));
        long start = System.nanoTime();
        DriverManager.getConnection(db.url()).close();
        assertTrue(System.nanoTime() - start >= Duration.ofMillis(150).toNanos());
    }

    @Test
    void passClearsTheFault() throws SQLException {
        db.connects().fail("08001");
        db.connects().pass();
        DriverManager.getConnection(db.url()).close();
        assertEquals(1, db.connectsSucceeded());
    }

    @Test
    void requiredCredentialsRejectOthersWith28000() throws SQLException {
        db.requireCredentials("app", "s3cret");
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(db.url(), "app", "wrong"));
        assertEquals("28000", e.getSQLState());
        StubConnection c = (StubConnection) DriverManager.getConnection(db.url(), "app", "s3cret");
        assertEquals("app", c.user());
    }

    @Test
    void dataSourceAndXaDataSourceReachTheSameDatabase() throws SQLException {
        db.dataSource().getConnection().close();
        javax.sql.XAConnection xa = db.xaDataSource().getXAConnection();
        StubConnection physical = (StubConnection) xa.getConnection();
        assertEquals(db, physical.database());
        xa.close();
        assertEquals(2, db.connectsSucceeded());
        assertEquals(2, db.closedConnections());
        assertEquals(0, db.closedTwice());
    }

    @Test
    void dataSourceIsConfigurableByBeanPropertiesAlone() throws SQLException {
        StubDataSource ds = new StubDataSource();
        ds.setUrl(db.url());
        ds.setUser("u");
        assertEquals("u", ((StubConnection) ds.getConnection()).user());
    }

    private static Connection connectUnchecked(StubDatabase db) {
        try {
            return DriverManager.getConnection(db.url());
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
