package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import java.sql.Connection;
import java.sql.SQLException;

/** A base for tests of the facades over a real driver: a fresh H2 database per test, a connection to it and a lease over that. */
abstract class OverH2 {
    /** The test's database, for more connections to it. */
    String url;
    Connection raw;
    RecordingLease lease;

    @BeforeEach
    void openH2() throws SQLException {
        url = H2.newUrl();
        raw = H2.connect(url);
        lease = new RecordingLease(raw);
    }

    /** Runs after the subclass's own clean-up. */
    @AfterEach
    void closeH2() throws SQLException {
        raw.close();
    }
}
