package io.weir.testsupport;

import org.junit.jupiter.api.AfterEach;

import java.sql.SQLException;

/** A base for the stub driver's own tests: a fresh stub database per test, and a connection to it. */
abstract class OverStubConnection {
    final StubDatabase db = StubDatabase.create();
    final StubConnection conn;

    OverStubConnection() throws SQLException {
        conn = (StubConnection) new StubDriver().connect(db.url(), null);
    }

    @AfterEach
    void dropDatabase() {
        db.close();
    }
}
