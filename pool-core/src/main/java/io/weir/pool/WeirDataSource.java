package io.weir.pool;

import io.weir.pool.internal.engine.lending.ConnectionPool;
import io.weir.pool.internal.engine.lending.FirstConnectionException;
import io.weir.pool.internal.engine.lending.PoolRole;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;

/**
 * A pooled {@link javax.sql.DataSource}. The constructor validates the configuration (failing
 * with an {@link IllegalArgumentException} naming the setting) and starts the pool; {@link #close()}
 * stops it. The configuration is copied: later changes to the {@link WeirConfig} have no effect,
 * runtime changes go through {@link #getPoolMXBean()}.
 */
public class WeirDataSource implements javax.sql.DataSource, AutoCloseable {
    private final ConnectionPool pool;
    private final WeirPoolMXBean mxbean;

    /**
     * @throws IllegalArgumentException         if a setting is invalid
     * @throws WeirPoolInitializationException if no first connection could be made within initializationFailTimeout
     */
    public WeirDataSource(WeirConfig config) {
        DataSourceParts parts = new DataSourceParts(config.getMetricsTrackerFactory());
        try {
            this.pool = ConnectionPool.start(config.settings(), PoolRole.DATA_SOURCE, parts);
        } catch (FirstConnectionException e) {
            throw new WeirPoolInitializationException(e.getMessage(), e.getCause());
        }
        this.mxbean = pool.mxbean(WeirPoolMXBean.class);
    }

    /**
     * Borrows a connection, waiting up to connectionTimeout.
     *
     * @throws java.sql.SQLTransientConnectionException on timeout, naming the pool and its counts, with the
     *                                                  last connect failure as cause
     */
    @Override
    public Connection getConnection() throws SQLException {
        return pool.getConnection();
    }

    /** Not supported: a pool's connections all use the configured credentials. */
    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("WeirDataSource uses the configured username and password; "
                + "getConnection(username, password) is not supported");
    }

    public WeirPoolMXBean getPoolMXBean() {
        return mxbean;
    }

    /** Stops the background threads, closes idle connections now and aborts borrowed ones after closeGracePeriod. */
    @Override
    public void close() {
        pool.close();
    }

    public boolean isClosed() {
        return pool.isClosed();
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        throw new SQLFeatureNotSupportedException("Weir logs through System.Logger");
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        throw new SQLFeatureNotSupportedException("set connectionTimeout in WeirConfig instead");
    }

    @Override
    public int getLoginTimeout() {
        return (int) Math.max(1, mxbean.getConnectionTimeout() / 1000);
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("Weir logs through System.Logger");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) return iface.cast(this);
        throw new SQLException("WeirDataSource does not wrap " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }

    @Override
    public String toString() {
        return "WeirDataSource[" + pool + "]";
    }
}
