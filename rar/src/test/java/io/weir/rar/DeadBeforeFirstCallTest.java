package io.weir.rar;

import io.weir.testsupport.StubConnection;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ManagedConnection;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A container transaction begins on a physical connection when the server enlists the managed connection,
 * and the request reaches its first statement later. When the database kills its connections in between
 * (a restart, pg_terminate_backend) and the pool has seen one of them die, the first call finds out
 * before any work reaches the dead one, and the transaction runs on a fresh connection.
 */
class DeadBeforeFirstCallTest extends OnSimulatedServer {
    /** The handle {@link #transactionBegunBesideAnotherHandle} binds to the pool's first physical connection. */
    private Connection other;

    @Test
    void aLocalTransactionWhoseConnectionDiedBeforeItsFirstCallRunsOnAFreshOne() throws Exception {
        Begun t = transactionBegunBesideAnotherHandle();
        db.killAll();
        assertThrows(SQLException.class, () -> other.createStatement().execute("select 1"), "the pool sees a connection die");

        t.handle().createStatement().execute("select 1");
        StubConnection ranOn = onlyLiveConnection();
        assertFalse(ranOn.getAutoCommit(), "the transaction began again on the fresh connection");
        t.handle().close();
        t.tx().commit();

        StubConnection begunOn = t.begunOn();
        assertNotSame(begunOn, ranOn);
        assertEquals(1, ranOn.commits(), "the transaction committed on the fresh connection");
        assertTrue(begunOn.awaitEnded(Duration.ofSeconds(10)), "the dead connection is retired");
        assertEquals(0, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void withoutAFatalErrorSinceTheBeginTheFirstCallChecksNothing() throws Exception {
        Begun t = localTransactionBegun(server.deploy(TestFactories.stub(db, 2)));
        long checksBefore = db.isValidCalls();

        t.handle().createStatement().execute("select 1");

        assertEquals(checksBefore, db.isValidCalls());
        t.handle().close();
        t.tx().commit();
    }

    @Test
    void aConnectionThatLivedThroughTheFatalErrorIsCheckedAndKept() throws Exception {
        Begun t = transactionBegunBesideAnotherHandle();
        db.connections().get(0).breakConnection();
        assertThrows(SQLException.class, () -> other.createStatement().execute("select 1"));
        long checksBefore = db.isValidCalls();

        t.handle().createStatement().execute("select 1");
        t.handle().close();
        t.tx().commit();

        assertEquals(checksBefore + 1, db.isValidCalls(), "one alive check, at the first call");
        assertEquals(1, t.begunOn().commits(), "the transaction stayed on the connection it began on");
        assertEquals(2, db.connections().size(), "no connection was opened for it");
    }

    @Test
    void aConnectionAHandleHasUsedIsNotReplacedUnderItsWork() throws Exception {
        Begun t = transactionBegunBesideAnotherHandle();
        t.handle().createStatement().execute("insert into t values (1)");
        db.killAll();
        assertThrows(SQLException.class, () -> other.createStatement().execute("select 1"));

        assertThrows(SQLException.class, () -> t.handle().createStatement().execute("select 1"),
                "the insert is lost with its connection: the transaction must fail, not go on without it");
        assertEquals(2, db.connections().size(), "no fresh connection took the dead one's place");
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED), "the server hears the connection failed");
    }

    /**
     * Another handle, bound to the pool's first physical connection, and a local transaction begun on its
     * second (the server enlisted the managed connection when it handed out the handle), no call made yet.
     */
    private Begun transactionBegunBesideAnotherHandle() throws Exception {
        WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);
        DataSource ds = server.deploy(factory);
        other = handleOutsideTheServer(factory);
        Begun t = localTransactionBegun(ds);
        assertEquals(2, db.connections().size(), "the other handle's connection and the transaction's");
        return t;
    }

    /** A handle of a managed connection the test made itself, bound: the pool's first physical connection. */
    private Connection handleOutsideTheServer(WeirManagedConnectionFactory factory) throws Exception {
        ManagedConnection mc = factory.createManagedConnection(null, null);
        Connection handle = (Connection) mc.getConnection(null, null);
        handle.createStatement().close();
        return handle;
    }

    private StubConnection onlyLiveConnection() {
        List<StubConnection> live = db.connections().stream().filter(c -> !c.isBroken()).toList();
        assertEquals(1, live.size(), "one connection the kill did not reach");
        return live.get(0);
    }
}
