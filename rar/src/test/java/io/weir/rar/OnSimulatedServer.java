package io.weir.rar;

import io.weir.testsupport.StubConnection;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/** A base for tests of the adapter in a simulated server over a stub database, both fresh for each test. */
abstract class OnSimulatedServer extends InSimulatedServer {
    final StubDatabase db = StubDatabase.create();

    /** A handle whose first call has bound it to a physical connection. */
    static Connection boundHandle(DataSource ds) throws SQLException {
        Connection handle = ds.getConnection();
        handle.createStatement().close();
        return handle;
    }

    /**
     * A container's local transaction, begun as a server begins one for a request: it hands out a handle
     * from {@code ds} inside the transaction, and no call is made on the handle yet.
     */
    Begun localTransactionBegun(DataSource ds) throws SQLException {
        SimulatedServer.Transaction tx = server.begin(SimulatedServer.Kind.LOCAL);
        Connection handle = ds.getConnection();
        List<StubConnection> all = db.connections();
        return new Begun(tx, handle, all.get(all.size() - 1));
    }

    /** A transaction, its handle, and the physical connection it began on: the newest one the database opened. */
    record Begun(SimulatedServer.Transaction tx, Connection handle, StubConnection begunOn) {
    }

    /** Runs after the subclass's own clean-up: the server undeploys before the database goes. */
    @Override
    @AfterEach
    void undeploy() {
        server.close();
        db.close();
    }
}
