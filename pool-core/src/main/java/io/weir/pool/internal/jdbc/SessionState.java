package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirConfig;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * PLACEHOLDER (issue 3 replaces it): the session defaults of one physical connection and what a
 * borrower changed, so that giving the connection back restores exactly that.
 */
public final class SessionState {
    private final boolean autoCommit;

    private SessionState(boolean autoCommit) {
        this.autoCommit = autoCommit;
    }

    /** Applies the configured defaults to a new physical connection and records the resulting defaults. */
    public static SessionState initialize(Connection raw, WeirConfig config) throws SQLException {
        if (raw.getAutoCommit() != config.isAutoCommit()) raw.setAutoCommit(config.isAutoCommit());
        if (config.isReadOnly()) raw.setReadOnly(true);
        if (config.transactionIsolationLevel() >= 0) raw.setTransactionIsolation(config.transactionIsolationLevel());
        if (config.getCatalog() != null) raw.setCatalog(config.getCatalog());
        if (config.getSchema() != null) raw.setSchema(config.getSchema());
        return new SessionState(config.isAutoCommit());
    }

    /** Rolls back, restores the defaults, clears warnings. Throws if the connection is unusable. */
    public void reset(Connection raw) throws SQLException {
        if (!raw.getAutoCommit()) raw.rollback();
        if (raw.getAutoCommit() != autoCommit) raw.setAutoCommit(autoCommit);
        raw.clearWarnings();
    }
}
