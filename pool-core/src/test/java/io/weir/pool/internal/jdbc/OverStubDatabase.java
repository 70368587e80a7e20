package io.weir.pool.internal.jdbc;

import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** A base for tests of the facades over the stub driver: a fresh stub database per test, and a connection to it. */
abstract class OverStubDatabase {
    StubDatabase db;
    Connection raw;

    @BeforeEach
    void openStubDatabase() throws SQLException {
        db = StubDatabase.create();
        raw = DriverManager.getConnection(db.url());
    }

    /** Runs after the subclass's own clean-up. */
    @AfterEach
    void closeStubDatabase() throws SQLException {
        raw.close();
        db.close();
    }
}
