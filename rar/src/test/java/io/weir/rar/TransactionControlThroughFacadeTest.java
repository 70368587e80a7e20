package io.weir.rar;

import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TransactionControlThroughFacadeTest extends OnSimulatedServer {
    @Test
    void handleCommitRollbackAndAutoCommitTrueAreRefusedInsideTheContainerTransaction() throws Exception {
        DataSource ds = server.deploy(TestFactories.stubXa(db, 2));
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.XA);
        try (Connection handle = ds.getConnection()) {
            assertTrue(assertThrows(SQLException.class, handle::commit).getMessage().contains("commit()"));
            assertThrows(SQLException.class, handle::rollback);
            assertThrows(SQLException.class, () -> handle.setAutoCommit(true));
            handle.setAutoCommit(false);
        }
        tx.rollback();
        try (Connection handle = ds.getConnection()) {
            handle.setAutoCommit(false);
            handle.commit();
            handle.setAutoCommit(true);
        }
    }
}
