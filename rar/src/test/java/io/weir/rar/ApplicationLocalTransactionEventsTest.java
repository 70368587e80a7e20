package io.weir.rar;

import jakarta.resource.spi.ConnectionEvent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * Local transactions the application demarcates through a handle, outside any container transaction:
 * the adapter tells the server with LOCAL_TRANSACTION_* events carrying that handle.
 */
class ApplicationLocalTransactionEventsTest extends InSimulatedServer {
    private static final int STARTED = ConnectionEvent.LOCAL_TRANSACTION_STARTED;
    private static final int COMMITTED = ConnectionEvent.LOCAL_TRANSACTION_COMMITTED;
    private static final int ROLLEDBACK = ConnectionEvent.LOCAL_TRANSACTION_ROLLEDBACK;

    private DataSource ds;

    @BeforeEach
    void deploy() throws Exception {
        ds = server.deploy(TestFactories.h2(TestFactories.newH2Url(), 2));
        TestFactories.createTable(ds);
    }

    private List<ConnectionEvent> localTransactionEvents() {
        return server.events().stream()
                .filter(e -> e.getId() == STARTED || e.getId() == COMMITTED || e.getId() == ROLLEDBACK)
                .toList();
    }

    private List<Integer> localTransactionEventIds() {
        return localTransactionEvents().stream().map(ConnectionEvent::getId).toList();
    }

    private void assertEveryEventCarries(Connection handle) {
        for (ConnectionEvent e : localTransactionEvents()) {
            assertSame(handle, e.getConnectionHandle());
        }
    }

    private static void insertOneRow(Connection c) throws Exception {
        try (Statement s = c.createStatement()) {
            s.execute("insert into t values (1)");
        }
    }

    @Test
    void applicationCommitSendsStartedThenCommittedWithTheHandle() throws Exception {
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(false);
            insertOneRow(handle);
            handle.commit();

            assertEquals(List.of(STARTED, COMMITTED), localTransactionEventIds());
            assertEveryEventCarries(handle);
        }
        assertEquals(1, TestFactories.rows(ds));
    }

    @Test
    void applicationRollbackSendsStartedThenRolledbackWithTheHandle() throws Exception {
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(false);
            insertOneRow(handle);
            handle.rollback();

            assertEquals(List.of(STARTED, ROLLEDBACK), localTransactionEventIds());
            assertEveryEventCarries(handle);
        }
        assertEquals(0, TestFactories.rows(ds));
    }

    @Test
    void turningAutoCommitBackOnDuringTheApplicationTransactionSendsCommitted() throws Exception {
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(false);
            insertOneRow(handle);
            handle.setAutoCommit(true);

            assertEquals(List.of(STARTED, COMMITTED), localTransactionEventIds());
            assertSame(handle, localTransactionEvents().get(1).getConnectionHandle());
        }
        assertEquals(1, TestFactories.rows(ds));
    }

    @Test
    void autoCommitCallsThatChangeNothingSendNoEvent() throws Exception {
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(true);
            handle.setAutoCommit(false);
            handle.setAutoCommit(false);

            assertEquals(List.of(STARTED), localTransactionEventIds());
        }
    }

    @Test
    void theNextLogicalConnectionStartsOutsideAnyApplicationTransaction() throws Exception {
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(false);
        }
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(true);
            handle.setAutoCommit(false);
        }

        assertEquals(List.of(STARTED, STARTED), localTransactionEventIds());
    }

    @Test
    void noEventsInsideAContainerLocalTransaction() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(false);
            insertOneRow(handle);
        }
        tx.commit();

        assertEquals(List.of(), localTransactionEventIds());
        assertEquals(1, TestFactories.rows(ds));
    }

    @Test
    void noEventsInsideAContainerXaTransaction() throws Exception {
        DataSource xa = server.deploy(TestFactories.h2Xa(TestFactories.newH2Url(), 2));
        TestFactories.executeThroughANewHandle(xa, "create table u(x int)");
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        try (Connection handle = xa.getConnection(); Statement s = handle.createStatement()) {
            handle.setAutoCommit(false);
            s.execute("insert into u values (1)");
        }
        tx.commit();

        assertEquals(List.of(), localTransactionEventIds());
    }
}
