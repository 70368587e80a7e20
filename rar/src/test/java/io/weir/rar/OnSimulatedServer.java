package io.weir.rar;

import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;

/** A base for tests of the adapter in a simulated server over a stub database, both fresh for each test. */
abstract class OnSimulatedServer {
    final StubDatabase db = StubDatabase.create();
    final SimulatedServer server = new SimulatedServer();

    /** A handle whose first call has bound it to a physical connection. */
    static Connection boundHandle(DataSource ds) throws SQLException {
        Connection handle = ds.getConnection();
        handle.createStatement().close();
        return handle;
    }

    /** Runs after the subclass's own clean-up: the server undeploys before the database goes. */
    @AfterEach
    void undeploy() {
        server.close();
        db.close();
    }
}
