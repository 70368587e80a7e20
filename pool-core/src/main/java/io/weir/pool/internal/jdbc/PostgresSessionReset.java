package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * PostgreSQL: {@code DISCARD ALL} releases advisory locks, drops temporary tables, prepared statements
 * and LISTEN registrations, and resets every SET (role, search_path, session characteristics) to the
 * values the session started with. Behind a pooler (PgBouncer in session mode) the session started with the
 * pooler's application_name, not the one the driver announced, so that is put back after the discard.
 */
final class PostgresSessionReset extends ServerSessionReset {
    private static final String APPLICATION_NAME = "ApplicationName";
    private final int timeoutSeconds;
    /** The application_name the connection was made with, which pgjdbc reports without a round trip. */
    private final String applicationName;

    PostgresSessionReset(SessionReset pool, int timeoutSeconds, Connection raw) throws SQLException {
        super(pool);
        this.timeoutSeconds = timeoutSeconds;
        this.applicationName = raw.getClientInfo(APPLICATION_NAME);
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
        if (applicationName != null && !applicationName.equals(raw.getClientInfo(APPLICATION_NAME))) {
            raw.setClientInfo(APPLICATION_NAME, applicationName);
        }
        if (!autoCommit) raw.setAutoCommit(false);
    }
}
