package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.sql.Connection;
import java.sql.SQLException;

/** A base for tests of the facades over a real driver: a fresh H2 connection per test, and a lease over it. */
abstract class OverH2 {
    Connection raw;
    RecordingLease lease;

    @BeforeEach
    void openH2() throws SQLException {
        raw = H2.connect();
        lease = new RecordingLease(raw);
    }

    /** Runs after the subclass's own clean-up. */
    @AfterEach
    void closeH2() throws SQLException {
        raw.close();
    }
}
