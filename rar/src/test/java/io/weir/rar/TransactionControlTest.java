package io.weir.rar;

import io.weir.pool.spi.TransactionControl;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Inside a transaction the container drives, a handle's own commit, rollback or setAutoCommit(true) is refused. */
class TransactionControlTest extends OnSimulatedServer {
    private WeirManagedConnectionFactory factory;
    private DataSource ds;

    @BeforeEach
    void deploy() throws Exception {
        factory = TestFactories.stubXa(db, 2);
        ds = server.deploy(factory);
    }

    private ConnectionHandle ownerOf(Connection facade) {
        return factory.handles().find(facade);
    }

    @Test
    void commitInsideALocalTransactionIsRefusedSayingWhy() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        Connection handle = ds.getConnection();

        SQLException e = assertThrows(SQLException.class, () -> ownerOf(handle).beforeTransactionControl(handle, TransactionControl.COMMIT));

        assertTrue(e.getMessage().contains("commit() is not allowed"), e.getMessage());
        assertTrue(e.getMessage().contains("container-managed local transaction"), e.getMessage());
        assertEquals("25000", e.getSQLState());
        handle.close();
        tx.rollback();
    }

    @Test
    void setAutoCommitTrueInsideAnXaTransactionIsRefused() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        Connection handle = ds.getConnection();

        SQLException e = assertThrows(SQLException.class,
                () -> ownerOf(handle).beforeTransactionControl(handle, TransactionControl.AUTO_COMMIT_ON));

        assertTrue(e.getMessage().contains("container-managed XA transaction"), e.getMessage());
        handle.close();
        tx.rollback();
    }

    @Test
    void outsideAContainerTransactionTheApplicationControlsItsOwn() throws Exception {
        try (Connection handle = ds.getConnection()) {
            assertDoesNotThrow(() -> ownerOf(handle).beforeTransactionControl(handle, TransactionControl.COMMIT));
        }
    }

    @Test
    void afterTheContainerTransactionCompletesAKeptHandleMayCommitAgain() throws Exception {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        Connection handle = ds.getConnection();
        tx.commit();

        assertDoesNotThrow(() -> ownerOf(handle).beforeTransactionControl(handle, TransactionControl.ROLLBACK));
        handle.close();
    }
}
