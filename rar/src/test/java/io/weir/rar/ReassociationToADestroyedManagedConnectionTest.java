package io.weir.rar;

import jakarta.resource.ResourceException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The server moves a handle (associateConnection: IronJacamar's lazy association, a CCM or Payara handing
 * a handle to another managed connection) onto a managed connection it destroyed a moment ago, as after a
 * connection error. The move is refused, and the handle stays whole with the managed connection it had:
 * still counted there, so that the cleanup of that one ends it, and never bound to a physical connection
 * nobody tracks, which would go back to the pool under the handle and be lent to someone else.
 */
class ReassociationToADestroyedManagedConnectionTest extends OnSimulatedServer {
    private final WeirManagedConnectionFactory factory = TestFactories.stub(db, 2);
    private WeirManagedConnection owner;
    private WeirManagedConnection destroyed;
    private Connection handle;

    @BeforeEach
    void aBoundHandleAndADestroyedManagedConnection() throws Exception {
        server.deploy(factory);
        owner = (WeirManagedConnection) factory.createManagedConnection(null, null);
        destroyed = (WeirManagedConnection) factory.createManagedConnection(null, null);
        handle = (Connection) owner.getConnection(null, null);
        handle.createStatement().close();
        destroyed.destroy();
    }

    @AfterEach
    void destroyTheOwner() {
        owner.destroy();
    }

    @Test
    void theMoveIsRefused() {
        assertThrows(ResourceException.class, () -> destroyed.associateConnection(handle));
    }

    @Test
    void theRefusedHandleStaysWithItsManagedConnection() throws Exception {
        assertThrows(ResourceException.class, () -> destroyed.associateConnection(handle));

        handle.createStatement().close();

        assertEquals(1, owner.openHandles());
    }

    @Test
    void theCleanupOfItsManagedConnectionEndsTheRefusedHandle() throws Exception {
        assertThrows(ResourceException.class, () -> destroyed.associateConnection(handle));
        handle.createStatement().close();

        owner.cleanup();

        SQLException dead = assertThrows(SQLException.class, handle::createStatement);
        assertEquals("08003", dead.getSQLState());
    }
}
