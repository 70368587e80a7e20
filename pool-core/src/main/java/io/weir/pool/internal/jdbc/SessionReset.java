package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirConfig;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * {@code sessionReset=full} for one pool: after a borrower that ran SQL, the return clears the server
 * session (through the database's own command, see {@link ServerSessionReset}) and then applies the
 * pool's settings and connectionInitSql again, so that the next borrower finds the session a new
 * connection has. With {@code sessionReset=jdbc} nothing is attached and the return path is unchanged.
 */
public final class SessionReset {
    private static final SessionReset JDBC_ONLY = new SessionReset(null);

    /** Null for {@code sessionReset=jdbc}. */
    private final WeirConfig config;
    /** Whether a connection of this pool has shown that the MariaDB driver's reset clears the server session. */
    private volatile boolean mariaDbResetChecked;

    private SessionReset(WeirConfig config) {
        this.config = config;
    }

    public static SessionReset of(WeirConfig config) {
        return WeirConfig.SESSION_RESET_FULL.equals(config.getSessionReset()) ? new SessionReset(config) : JDBC_ONLY;
    }

    /**
     * Makes the return of {@code raw} reset its server session; called once per new physical connection,
     * after its session defaults are recorded. Fails for a database or driver without a session reset.
     */
    public void attach(Connection raw, SessionState session) throws SQLException {
        if (config == null) return;
        DatabaseMetaData md = raw.getMetaData();
        String driver = String.valueOf(md.getDriverName());
        if (driver.startsWith("PostgreSQL")) {
            session.resetServerWith(new PostgresSessionReset(this, validationTimeoutSeconds()));
        } else if (driver.startsWith("MariaDB")) {
            MariaDbSessionReset reset = MariaDbSessionReset.of(this, raw, session);
            if (!mariaDbResetChecked) {
                reset.check(raw);
                mariaDbResetChecked = true;
            }
            session.resetServerWith(reset);
        } else {
            throw new SQLException("sessionReset=full is not supported on " + md.getDatabaseProductName() + " through "
                    + driver + ": it needs PostgreSQL through the PostgreSQL JDBC driver, or MariaDB through MariaDB "
                    + "Connector/J with useResetConnection=true; use sessionReset=jdbc", "0A000");
        }
    }

    private int validationTimeoutSeconds() {
        return (int) Math.max(1, (config.getValidationTimeout() + 999) / 1000);
    }

    /**
     * What a new connection gets, again, once the server session is clear: the configured settings,
     * then connectionInitSql and the settings once more (as at open, settings win).
     */
    void reapply(Connection raw) throws SQLException {
        applySettings(raw);
        String initSql = config.getConnectionInitSql();
        if (initSql != null) {
            runInitSql(raw, config);
            applySettings(raw);
        }
        // without auto-commit a SET opened a transaction: commit it, or the next borrower's rollback undoes it
        if (!raw.getAutoCommit()) raw.commit();
    }

    /**
     * Runs connectionInitSql. Without auto-commit it ends the transaction the SQL opened: rolled back
     * with isolateInternalQueries, otherwise committed, so that what it set holds and the settings
     * applied after it (an isolation level cannot change inside a transaction) can be.
     */
    public static void runInitSql(Connection raw, WeirConfig config) throws SQLException {
        try (Statement s = raw.createStatement()) {
            s.execute(config.getConnectionInitSql());
        }
        if (!raw.getAutoCommit()) {
            if (config.isIsolateInternalQueries()) {
                raw.rollback();
            } else {
                raw.commit();
            }
        }
    }

    private void applySettings(Connection raw) throws SQLException {
        if (raw.getAutoCommit() != config.isAutoCommit()) raw.setAutoCommit(config.isAutoCommit());
        if (config.isReadOnly()) raw.setReadOnly(true);
        int isolation = config.transactionIsolationLevel();
        if (isolation >= 0) raw.setTransactionIsolation(isolation);
        if (config.getCatalog() != null) raw.setCatalog(config.getCatalog());
        if (config.getSchema() != null) raw.setSchema(config.getSchema());
    }
}
