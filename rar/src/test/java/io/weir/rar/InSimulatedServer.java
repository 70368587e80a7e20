package io.weir.rar;

import org.junit.jupiter.api.AfterEach;

import javax.sql.DataSource;
import java.sql.SQLException;

/** A base for tests of the adapter in a simulated server, fresh for each test and undeployed after it. */
abstract class InSimulatedServer {
    final SimulatedServer server = new SimulatedServer();

    /** A container's local transaction that has inserted one row into table t through a handle already closed. */
    SimulatedServer.Transaction localTransactionThatInsertedOneRow(DataSource ds) throws SQLException {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        TestFactories.insertOneRow(ds);
        return tx;
    }

    /** Runs after the subclass's own clean-up. */
    @AfterEach
    void undeploy() {
        server.close();
    }
}
