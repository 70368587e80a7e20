package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

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
    private final Settings config;
    /** Whether a connection of this pool has shown that the MariaDB driver's reset clears the server session. */
    private volatile boolean mariaDbResetChecked;

    private SessionReset(Settings config) {
        this.config = config;
    }

    public static SessionReset of(Settings config) {
        return Setting.SESSION_RESET_FULL.equals(config.text(Setting.SESSION_RESET)) ? new SessionReset(config) : JDBC_ONLY;
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
            session.resetServerWith(new PostgresSessionReset(this, validationTimeoutSeconds(), raw));
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
        return (int) Math.max(1, (config.millis(Setting.VALIDATION_TIMEOUT) + 999) / 1000);
    }

    /**
     * What a new connection gets, again, once the server session is clear: the configured settings,
     * then connectionInitSql and the settings once more (as at open, settings win).
     */
    void reapply(Connection raw) throws SQLException {
        applySettings(raw);
        String initSql = config.text(Setting.CONNECTION_INIT_SQL);
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
    public static void runInitSql(Connection raw, Settings config) throws SQLException {
        try (Statement s = raw.createStatement()) {
            s.execute(config.text(Setting.CONNECTION_INIT_SQL));
        }
        if (!raw.getAutoCommit()) {
            if (config.flag(Setting.ISOLATE_INTERNAL_QUERIES)) {
                raw.rollback();
            } else {
                raw.commit();
            }
        }
    }

    private void applySettings(Connection raw) throws SQLException {
        if (raw.getAutoCommit() != config.flag(Setting.AUTO_COMMIT)) raw.setAutoCommit(config.flag(Setting.AUTO_COMMIT));
        if (config.flag(Setting.READ_ONLY)) raw.setReadOnly(true);
        int isolation = config.transactionIsolationLevel();
        if (isolation >= 0) raw.setTransactionIsolation(isolation);
        if (config.text(Setting.CATALOG) != null) raw.setCatalog(config.text(Setting.CATALOG));
        if (config.text(Setting.SCHEMA) != null) raw.setSchema(config.text(Setting.SCHEMA));
    }
}
