package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * PostgreSQL: {@code DISCARD ALL} releases advisory locks, drops temporary tables, prepared statements
 * and LISTEN registrations, and resets every SET (role, search_path, session characteristics) to the
 * values the session started with.
 */
final class PostgresSessionReset extends ServerSessionReset {
    private final int timeoutSeconds;

    PostgresSessionReset(SessionReset pool, int timeoutSeconds) {
        super(pool);
        this.timeoutSeconds = timeoutSeconds;
    }

    @Override
    void clear(Connection raw) throws SQLException {
        boolean autoCommit = raw.getAutoCommit();
        // DISCARD ALL refuses to run in a transaction block; the borrower's transaction is rolled back by now
        if (!autoCommit) raw.setAutoCommit(true);
        // a statement through pgjdbc, not around it: the driver reads the command tag and prepares its
        // cached server-side statements again instead of using names the server has dropped
        try (Statement s = raw.createStatement()) {
            s.setQueryTimeout(timeoutSeconds);
            s.execute("DISCARD ALL");
        }
        if (!autoCommit) raw.setAutoCommit(false);
    }
}
