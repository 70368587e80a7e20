package io.weir.benchmarks.floor;

import jakarta.resource.ResourceException;
import jakarta.resource.Referenceable;
import jakarta.resource.spi.ConnectionManager;

import javax.naming.Reference;
import javax.sql.DataSource;
import java.io.PrintWriter;
import java.io.Serializable;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;

/** The application's DataSource: every getConnection asks the server's connection manager. */
public class FloorDataSource implements DataSource, Serializable, Referenceable {
    private static final long serialVersionUID = 1L;
    private final FloorManagedConnectionFactory factory;
    private final transient ConnectionManager manager;
    private Reference reference;

    FloorDataSource(FloorManagedConnectionFactory factory, ConnectionManager manager) {
        this.factory = factory;
        this.manager = manager;
    }

    @Override
    public Connection getConnection() throws SQLException {
        try {
            return (Connection) manager.allocateConnection(factory, null);
        } catch (ResourceException e) {
            throw new SQLException(e.getMessage(), "08001", e);
        }
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("the floor adapter connects as its configured user only");
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
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
    }

    @Override
    public void setLoginTimeout(int seconds) {
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) return type.cast(this);
        throw new SQLException("not a wrapper for " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }
}
