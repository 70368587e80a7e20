package io.weir.benchmarks.floor;

import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionFactory;
import jakarta.resource.spi.ResourceAllocationException;

import javax.security.auth.Subject;
import java.io.PrintWriter;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Objects;
import java.util.Set;

/**
 * The floor of what a resource adapter can cost inside a server: each managed connection is one physical
 * connection, opened with DriverManager; any managed connection matches any request.
 */
public class FloorManagedConnectionFactory implements ManagedConnectionFactory {
    private static final long serialVersionUID = 1L;
    private String jdbcUrl;
    private String username;
    private String driverClassName;
    private transient PrintWriter logWriter;

    public String getJdbcUrl() {
        return jdbcUrl;
    }

    public void setJdbcUrl(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
    }

    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    public String getDriverClassName() {
        return driverClassName;
    }

    /** The driver to load before the first connection, for a driver DriverManager would not find in the server's modules. */
    public void setDriverClassName(String driverClassName) {
        this.driverClassName = driverClassName;
    }

    @Override
    public Object createConnectionFactory(ConnectionManager manager) {
        return new FloorDataSource(this, manager);
    }

    @Override
    public Object createConnectionFactory() throws ResourceException {
        throw new ResourceException("the floor adapter runs inside a server only");
    }

    @Override
    public ManagedConnection createManagedConnection(Subject subject, ConnectionRequestInfo info) throws ResourceException {
        try {
            if (driverClassName != null) Class.forName(driverClassName);
            return new FloorManagedConnection(DriverManager.getConnection(jdbcUrl, username, null));
        } catch (ClassNotFoundException e) {
            throw new ResourceAllocationException("no driver class " + driverClassName, e);
        } catch (SQLException e) {
            throw new ResourceAllocationException("cannot connect to " + jdbcUrl + ": " + e.getMessage(), e);
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public ManagedConnection matchManagedConnections(Set candidates, Subject subject, ConnectionRequestInfo info) {
        for (Object candidate : candidates) {
            if (candidate instanceof FloorManagedConnection) return (ManagedConnection) candidate;
        }
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        logWriter = out;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FloorManagedConnectionFactory f && Objects.equals(jdbcUrl, f.jdbcUrl) && Objects.equals(username, f.username)
                && Objects.equals(driverClassName, f.driverClassName);
    }

    @Override
    public int hashCode() {
        return Objects.hash(jdbcUrl, username, driverClassName);
    }
}
