package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import jakarta.resource.Referenceable;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;

import javax.naming.Reference;
import javax.sql.DataSource;
import java.io.PrintWriter;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;

/**
 * The {@link DataSource} an application looks up or injects. Every connection goes through the
 * server's connection manager, which pools Weir's managed connections and enlists them in transactions.
 */
public class WeirConnectionFactory implements DataSource, Serializable, Referenceable {
    private static final long serialVersionUID = 1L;

    private final WeirManagedConnectionFactory factory;
    private final ConnectionManager manager;
    private Reference reference;
    private transient PrintWriter logWriter;

    public WeirConnectionFactory(WeirManagedConnectionFactory factory, ConnectionManager manager) {
        this.factory = factory;
        this.manager = manager;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return allocate(null);
    }

    /** A connection for these credentials, from a pool of their own. */
    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return allocate(new Credentials(username, password));
    }

    private Connection allocate(ConnectionRequestInfo info) throws SQLException {
        try {
            return (Connection) manager.allocateConnection(factory.current(), info);
        } catch (ResourceException e) {
            Throwable cause = e.getCause();
            String state = cause instanceof SQLException ? ((SQLException) cause).getSQLState() : "08001";
            throw new SQLException(e.getMessage(), state, e);
        }
    }

    @Override
    public void setReference(Reference reference) {
        this.reference = reference;
    }

    @Override
    public Reference getReference() {
        return reference;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        this.logWriter = out;
    }

    /** Ignored: how long getConnection waits is the config-property ConnectionTimeout. */
    @Override
    public void setLoginTimeout(int seconds) {
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("Weir logs through System.Logger");
    }

    /** Unwraps to this factory, or to the {@link WeirPoolMXBean} of the pool for the configured credentials once it runs. */
    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) return iface.cast(this);
        if (iface == WeirPoolMXBean.class) {
            WeirPoolMXBean bean = factory.current().getPoolMXBean();
            if (bean != null) return iface.cast(bean);
            throw new SQLException("The Weir pool has not started yet: it starts at the first getConnection(), or in the background"
                    + " when MinimumIdle is above 0");
        }
        throw new SQLException("WeirConnectionFactory does not wrap " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this) || (iface == WeirPoolMXBean.class && factory.current().getPoolMXBean() != null);
    }

    @Override
    public String toString() {
        return "WeirConnectionFactory[" + factory + "]";
    }
}
