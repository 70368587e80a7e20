package io.weir.rar;

import io.weir.testsupport.StubConnection;
import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The reconnect race: the database kills the pool's idle connections, and a request enters a bean whose
 * container transaction the server enlists as it hands out the handle (IronJacamar's allocateConnection
 * enlists before it asks for the handle, so LocalTransaction.begin runs inside it). The begin binds a killed
 * connection, which no work has reached: it begins again on a fresh one, and the server, hearing of no
 * error, keeps the managed connection and hands out the handle, instead of destroying the managed
 * connection inside its own enlistment and failing the request before its first statement.
 */
class BeginOnKilledConnectionTest extends OnSimulatedServer {

    @Test
    void aHandleAllocatedInATransactionAfterAKillRunsItsFirstStatement() throws Exception {
        DataSource ds = killedWhileIdle(1);

        localTransactionThatInsertedOneRow(ds).commit();

        StubConnection fresh = db.connections().get(1);
        assertEquals(1, fresh.commits(), "the transaction ran and committed on a fresh connection");
    }

    @Test
    void theServerHearsNoConnectionErrorWhenTheBeginReplacesAKilledConnection() throws Exception {
        DataSource ds = killedWhileIdle(1);
        server.begin(SimulatedServer.Kind.LOCAL);

        ds.getConnection();

        assertEquals(0, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
        assertEquals(0, server.managedConnectionsDestroyed());
    }

    @Test
    void theKilledConnectionTheBeginMetIsRetired() throws Exception {
        DataSource ds = killedWhileIdle(1);
        server.begin(SimulatedServer.Kind.LOCAL);

        ds.getConnection();

        assertTrue(db.connections().get(0).awaitEnded(Duration.ofSeconds(10)), "the killed connection is closed");
    }

    @Test
    void theBeginPassesEveryKilledConnectionOfThePool() throws Exception {
        DataSource ds = killedWhileIdle(3);

        localTransactionThatInsertedOneRow(ds).commit();

        List<StubConnection> live = db.connections().stream().filter(c -> !c.isBroken()).toList();
        assertEquals(1, live.size());
        assertEquals(1, live.get(0).commits());
    }

    @Test
    void whenNoFreshConnectionCanBeHadTheBeginFailsWithThePoolsReason() throws Exception {
        DataSource ds = killedWhileIdle(1);
        db.connects().fail("08001", "the database refuses connections");
        server.begin(SimulatedServer.Kind.LOCAL);

        SQLException e = assertThrows(SQLException.class, ds::getConnection);

        assertTrue(String.valueOf(causes(e)).contains("the database refuses connections"), causes(e));
    }

    /**
     * {@code size} managed connections' handles bound {@code size} physical connections, then went back;
     * the database killed the pool's connections while they sat idle, before the pool checks an idle one.
     */
    private DataSource killedWhileIdle(int size) throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stub(db, size);
        DataSource ds = server.deploy(factory);
        Connection[] held = new Connection[size];
        for (int i = 0; i < size; i++) held[i] = boundHandle(ds);
        for (Connection c : held) c.close();
        assertEquals(size, db.connections().size());
        db.killAll();
        return ds;
    }

    private static String causes(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) all.append(t.getMessage()).append(" / ");
        return all.toString();
    }
}
