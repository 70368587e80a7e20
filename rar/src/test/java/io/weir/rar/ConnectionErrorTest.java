package io.weir.rar;

import io.weir.testsupport.Await;
import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A connection killed on the database side: the server hears of it and discards the managed connection. */
class ConnectionErrorTest extends OnSimulatedServer {
    @Test
    void aFatalErrorOnAHandleSendsConnectionErrorOccurredWithTheCause() throws Exception {
        DataSource ds = server.deploy(TestFactories.stub(db, 1));
        Connection handle = boundHandle(ds);
        db.killAll();

        SQLException error = assertThrows(SQLException.class, () -> handle.createStatement().execute("select 1"));

        List<ConnectionEvent> errors = server.events().stream()
                .filter(e -> e.getId() == ConnectionEvent.CONNECTION_ERROR_OCCURRED).toList();
        assertEquals(1, errors.size());
        assertSame(handle, errors.get(0).getConnectionHandle());
        assertEquals(error.getSQLState(), ((SQLException) errors.get(0).getException()).getSQLState());
    }

    @Test
    void theKilledPhysicalConnectionIsEvictedWhenTheServerDestroysTheManagedConnection() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stub(db, 1);
        DataSource ds = server.deploy(factory);
        Connection handle = boundHandle(ds);
        db.killAll();

        assertThrows(SQLException.class, () -> handle.createStatement().execute("select 1"));

        assertEquals(1, server.managedConnectionsDestroyed());
        assertEquals(0, factory.getPoolMXBean().getTotalConnections());
        assertTrue(Await.holdsWithin(10_000, () -> db.openConnections() == 0), "the killed connection is closed");
    }

    @Test
    void theNextAllocationWorksAfterAKill() throws Exception {
        DataSource ds = server.deploy(TestFactories.stub(db, 1));
        try (Connection handle = ds.getConnection()) {
            handle.createStatement().close();
            db.killAll();
            assertThrows(SQLException.class, () -> handle.createStatement().execute("select 1"));
        }

        try (Connection next = ds.getConnection(); Statement s = next.createStatement()) {
            s.execute("select 1");
        }
    }

    @Test
    void aCommitThatFindsTheConnectionDeadSignalsAConnectionError() throws Exception {
        DataSource ds = server.deploy(TestFactories.stub(db, 1));
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        try (Connection handle = ds.getConnection()) {
            handle.createStatement().execute("select 1");
        }
        db.killAll();

        assertThrows(jakarta.resource.spi.LocalTransactionException.class, tx::commit);

        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
        assertTrue(Await.holdsWithin(10_000, () -> db.openConnections() == 0), "the dead connection is closed");
    }

    @Test
    void aConnectionWhoseServerTurnedStandbyIsNotBoundAgainWhenTheDefinitionTargetsAPrimary() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stub(db, 1);
        factory.setJdbcUrl(db.url() + "?targetServerType=primary");
        DataSource ds = server.deploy(factory);
        db.standby(true);
        try (Connection handle = ds.getConnection(); Statement s = handle.createStatement()) {
            assertEquals("25006", assertThrows(SQLException.class, () -> s.executeUpdate("update t set x = 1")).getSQLState());
        }
        assertTrue(Await.holdsWithin(10_000, () -> db.closedConnections() == 1), "the standby's connection is closed");

        db.standby(false);
        try (Connection next = ds.getConnection(); Statement s = next.createStatement()) {
            assertEquals(1, s.executeUpdate("update t set x = 1"));
        }
        assertEquals(2, db.connectsSucceeded(), "the next request bound a new connection");
    }
}
