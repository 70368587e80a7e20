package io.weir.rar;

import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;

/** A base for tests of the adapter in a simulated server over a stub database, both fresh for each test. */
abstract class OnSimulatedServer {
    final StubDatabase db = StubDatabase.create();
    final SimulatedServer server = new SimulatedServer();

    /** Runs after the subclass's own clean-up: the server undeploys before the database goes. */
    @AfterEach
    void undeploy() {
        server.close();
        db.close();
    }
}
