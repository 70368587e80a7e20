package io.weir.rar;

import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubStatement;
import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.io.ByteArrayInputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The database kills a connection (a restart, pg_terminate_backend) after the server began a container
 * transaction on it and before the request's first statement, and no failure has told the pool yet: the
 * statement goes out on the dead connection. Nothing of the transaction can have committed, so the
 * statement runs again on a fresh connection, with what it was told, and the transaction goes on there.
 * Where something else may have reached the dead connection, or the statement cannot be given twice, the
 * error reaches the application as before.
 */
class FirstStatementReplayTest extends OnSimulatedServer {
    private static final String INSERT = "insert into t values (?)";

    @Test
    void aTransactionsFirstStatementOnAKilledConnectionRunsAgainOnAFreshOne() throws Exception {
        Begun t = begunOnAFreshPool();
        db.killAll();

        PreparedStatement ps = t.handle().prepareStatement("select * from t where id = ?");
        ps.setInt(1, 7);
        ps.setFetchSize(25);
        try (ResultSet rs = ps.executeQuery()) {
            assertTrue(rs.next(), "the query answered");
        }

        StubStatement ranAs = ps.unwrap(StubStatement.class);
        StubConnection ranOn = (StubConnection) ranAs.getConnection();
        assertNotSame(t.begunOn(), ranOn, "the statement ran on a fresh connection");
        assertFalse(ranOn.isBroken());
        assertEquals(25, ranAs.getFetchSize(), "the fresh statement was told what the first one was");
        assertFalse(ranOn.getAutoCommit(), "the transaction began again on the fresh connection");
        t.handle().close();
        t.tx().commit();

        assertEquals(1, ranOn.commits(), "the transaction committed on the fresh connection");
        assertTrue(t.begunOn().awaitEnded(Duration.ofSeconds(10)), "the dead connection is retired");
        assertEquals(0, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED), "the server hears of no failure");
    }

    @Test
    void aFirstExecutionThatMeetsTheKillRunsAgainOnAFreshConnection() throws Exception {
        Begun t = begunOnAFreshPool();
        PreparedStatement ps = t.handle().prepareStatement(INSERT);
        ps.setInt(1, 7);
        ps.setQueryTimeout(9);
        db.statements().failOnce("57P01", "terminating connection due to administrator command");

        assertEquals(1, ps.executeUpdate());

        StubStatement ranAs = ps.unwrap(StubStatement.class);
        StubConnection ranOn = (StubConnection) ranAs.getConnection();
        assertNotSame(t.begunOn(), ranOn, "the statement ran on a fresh connection");
        assertEquals(9, ranAs.getQueryTimeout(), "the fresh statement was told what the first one was");
        t.handle().close();
        t.tx().commit();
        assertEquals(1, ranOn.commits());
        assertTrue(t.begunOn().awaitEnded(Duration.ofSeconds(10)), "the dead connection is retired");
        assertEquals(0, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void theStatementAndTheTransactionGoOnOnTheFreshConnection() throws Exception {
        Begun t = begunOnAFreshPool();
        db.killAll();

        PreparedStatement ps = t.handle().prepareStatement(INSERT);
        ps.setInt(1, 1);
        ps.executeUpdate();
        ps.setInt(1, 2);
        ps.executeUpdate();
        t.handle().prepareStatement(INSERT).executeUpdate();
        StubConnection fresh = (StubConnection) ps.unwrap(StubStatement.class).getConnection();
        assertTrue(fresh.isTransactionOpen(), "the three statements ran in the transaction on the fresh connection");
        t.handle().close();
        t.tx().commit();

        assertEquals(1, fresh.commits());
        assertEquals(0, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void aStatementAfterWorkThatReachedTheConnectionIsNotRunAgain() throws Exception {
        Begun t = begunOnAFreshPool();
        t.handle().prepareStatement(INSERT).executeUpdate();
        db.killAll();

        assertThrows(SQLException.class, () -> t.handle().prepareStatement(INSERT).executeUpdate(),
                "the first insert is lost with its connection: the transaction must fail");
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED), "the server hears the connection failed");
    }

    @Test
    void aFirstStatementPreparedBesideAnotherIsNotRunAgain() throws Exception {
        Begun t = begunOnAFreshPool();
        PreparedStatement first = t.handle().prepareStatement(INSERT);
        t.handle().prepareStatement(INSERT).close();
        db.killAll();

        assertThrows(SQLException.class, first::executeUpdate);
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void aStatementOutsideAContainerTransactionIsNotRunAgain() throws Exception {
        DataSource ds = server.deploy(TestFactories.stub(db, 2));
        Connection handle = ds.getConnection();
        PreparedStatement ps = handle.prepareStatement(INSERT);
        db.killAll();

        assertThrows(SQLException.class, ps::executeUpdate, "in auto-commit the statement may have committed before its connection died");
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void aStatementInAnXaTransactionIsNotRunAgain() throws Exception {
        DataSource ds = server.deploy(TestFactories.stubXa(db, 2));
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        Connection handle = ds.getConnection();
        db.killAll();

        assertThrows(SQLException.class, () -> handle.prepareStatement(INSERT).executeUpdate(),
                "the branch is tied to the dead connection's XAResource");
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED), "the server hears the connection failed");
        assertEquals(1, db.connections().size(), "no fresh connection was opened for the branch");
        handle.close();
        tx.rollback();
    }

    @Test
    void aBatchIsNotRunAgain() throws Exception {
        Begun t = begunOnAFreshPool();
        PreparedStatement ps = t.handle().prepareStatement(INSERT);
        ps.setInt(1, 1);
        ps.addBatch();
        db.killAll();

        assertThrows(SQLException.class, ps::executeBatch);
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void aStatementGivenAStreamIsNotRunAgain() throws Exception {
        Begun t = begunOnAFreshPool();
        PreparedStatement ps = t.handle().prepareStatement(INSERT);
        ps.setObject(1, new ByteArrayInputStream(new byte[] {1, 2, 3}));
        db.killAll();

        assertThrows(SQLException.class, ps::executeUpdate, "the stream was read by the first execution");
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED));
    }

    @Test
    void aSecondFailureOnTheFreshConnectionReachesTheApplication() throws Exception {
        Begun t = begunOnAFreshPool();
        db.killAll();
        db.statements().fail("57P01", "terminating connection due to administrator command");

        SQLException thrown = assertThrows(SQLException.class, () -> t.handle().prepareStatement(INSERT).executeUpdate());
        assertEquals("57P01", thrown.getSQLState());
        assertEquals(1, server.eventsOfType(ConnectionEvent.CONNECTION_ERROR_OCCURRED), "only one replay: the second failure is reported");
    }

    /** A container's local transaction begun on a physical connection (the server enlisted the managed connection when it handed out the handle), no call made yet. */
    private Begun begunOnAFreshPool() throws Exception {
        Begun t = localTransactionBegun(server.deploy(TestFactories.stub(db, 2)));
        assertEquals(1, db.connections().size(), "the transaction's connection");
        return t;
    }
}
