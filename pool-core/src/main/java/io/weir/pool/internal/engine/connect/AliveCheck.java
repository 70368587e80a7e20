package io.weir.pool.internal.engine.connect;

import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.settings.RunningConfig;

import io.weir.pool.internal.jdbc.PrimaryTarget;
import io.weir.pool.spi.Setting;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.concurrent.Executor;

/**
 * Tells whether a physical connection still works, within validationTimeout. isValid() is used
 * unless a connectionTestQuery is configured. The connection's network timeout is lowered to the
 * validation timeout for the check, so that a dead network cannot hold the caller longer.
 */
public final class AliveCheck {
    private final String testQuery;
    private final boolean rollbackAfterQuery;
    private final Executor networkTimeoutExecutor;
    private final RunningConfig settings;

    public AliveCheck(String testQuery, boolean rollbackAfterQuery, RunningConfig settings, Executor networkTimeoutExecutor) {
        this.testQuery = testQuery;
        this.rollbackAfterQuery = rollbackAfterQuery;
        this.settings = settings;
        this.networkTimeoutExecutor = networkTimeoutExecutor;
    }

    /** True if the connection answered in time; any failure (or a thrown exception) means dead. */
    boolean isAlive(PoolEntry entry) {
        Connection c = entry.raw;
        long timeoutMs = settings.live().millis(Setting.VALIDATION_TIMEOUT);
        int timeoutSeconds = (int) Math.max(1, (timeoutMs + 999) / 1000);
        int previousNetworkTimeout = -1;
        try {
            previousNetworkTimeout = lowerNetworkTimeout(c, timeoutMs);
            boolean alive;
            if (testQuery == null) {
                alive = c.isValid(timeoutSeconds);
            } else {
                try (Statement s = c.createStatement()) {
                    s.setQueryTimeout(timeoutSeconds);
                    s.execute(testQuery);
                }
                if (rollbackAfterQuery && !c.getAutoCommit()) c.rollback();
                alive = true;
            }
            if (alive && previousNetworkTimeout >= 0) c.setNetworkTimeout(networkTimeoutExecutor, previousNetworkTimeout);
            return alive;
        } catch (SQLException | RuntimeException e) {
            entry.lastCheckFailure = e;
            return false;
        }
    }

    /**
     * Whether the entry's server is a standby, asked within validationTimeout. A check that fails counts as
     * a standby: the entry is not lent again either way.
     */
    boolean isOnStandby(PoolEntry entry) {
        Connection c = entry.raw;
        long timeoutMs = settings.live().millis(Setting.VALIDATION_TIMEOUT);
        entry.lastCheckFailure = null;
        try {
            int previousNetworkTimeout = lowerNetworkTimeout(c, timeoutMs);
            boolean standby = PrimaryTarget.isStandby(c, (int) Math.max(1, (timeoutMs + 999) / 1000));
            if (previousNetworkTimeout >= 0) c.setNetworkTimeout(networkTimeoutExecutor, previousNetworkTimeout);
            return standby;
        } catch (SQLException | RuntimeException e) {
            entry.lastCheckFailure = e;
            return true;
        }
    }

    /** Returns the timeout to restore, or -1 if the driver has none. */
    private int lowerNetworkTimeout(Connection c, long timeoutMs) throws SQLException {
        try {
            int previous = c.getNetworkTimeout();
            c.setNetworkTimeout(networkTimeoutExecutor, (int) timeoutMs);
            return previous;
        } catch (SQLFeatureNotSupportedException | UnsupportedOperationException | AbstractMethodError e) {
            return -1;
        }
    }
}
