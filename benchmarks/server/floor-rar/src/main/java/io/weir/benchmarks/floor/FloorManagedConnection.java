package io.weir.benchmarks.floor;

import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.LocalTransaction;
import jakarta.resource.spi.LocalTransactionException;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionMetaData;

import javax.security.auth.Subject;
import javax.transaction.xa.XAResource;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One physical connection, opened with the managed connection and closed with it: the server's pool is the
 * only pool. Handles go straight to it; a local transaction is the driver's auto-commit switched off and on.
 */
final class FloorManagedConnection implements ManagedConnection {
    private final Connection physical;
    private final List<ConnectionEventListener> listeners = new CopyOnWriteArrayList<>();
    private final List<FloorConnection> handles = new CopyOnWriteArrayList<>();
    private PrintWriter logWriter;

    FloorManagedConnection(Connection physical) {
        this.physical = physical;
    }

    Connection physical() {
        return physical;
    }

    void handleClosed(FloorConnection handle) {
        handle.detach();
        handles.remove(handle);
        ConnectionEvent event = new ConnectionEvent(this, ConnectionEvent.CONNECTION_CLOSED);
        event.setConnectionHandle(handle);
        for (ConnectionEventListener l : listeners) l.connectionClosed(event);
    }

    @Override
    public Object getConnection(Subject subject, ConnectionRequestInfo info) {
        FloorConnection handle = new FloorConnection(this);
        handles.add(handle);
        return handle;
    }

    @Override
    public void associateConnection(Object connection) throws ResourceException {
        FloorConnection handle = (FloorConnection) connection;
        handle.moveTo(this);
        handles.add(handle);
    }

    @Override
    public void cleanup() throws ResourceException {
        for (FloorConnection h : handles) h.detach();
        handles.clear();
        try {
            if (!physical.getAutoCommit()) {
                physical.rollback();
                physical.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new ResourceException(e);
        }
    }

    @Override
    public void destroy() throws ResourceException {
        try {
            physical.close();
        } catch (SQLException e) {
            throw new ResourceException(e);
        }
    }

    @Override
    public void addConnectionEventListener(ConnectionEventListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeConnectionEventListener(ConnectionEventListener listener) {
        listeners.remove(listener);
    }

    @Override
    public XAResource getXAResource() throws ResourceException {
        throw new NotSupportedException("the floor adapter runs local transactions only");
    }

    @Override
    public LocalTransaction getLocalTransaction() {
        return new LocalTransaction() {
            @Override
            public void begin() throws ResourceException {
                run(() -> physical.setAutoCommit(false));
            }

            @Override
            public void commit() throws ResourceException {
                run(() -> {
                    physical.commit();
                    physical.setAutoCommit(true);
                });
            }

            @Override
            public void rollback() throws ResourceException {
                run(() -> {
                    physical.rollback();
                    physical.setAutoCommit(true);
                });
            }
        };
    }

    private interface SqlWork {
        void run() throws SQLException;
    }

    private static void run(SqlWork work) throws ResourceException {
        try {
            work.run();
        } catch (SQLException e) {
            throw new LocalTransactionException(e.getMessage(), e);
        }
    }

    @Override
    public ManagedConnectionMetaData getMetaData() {
        return new ManagedConnectionMetaData() {
            @Override
            public String getEISProductName() {
                return "floor";
            }

            @Override
            public String getEISProductVersion() {
                return "1";
            }

            @Override
            public int getMaxConnections() {
                return 0;
            }

            @Override
            public String getUserName() {
                return "";
            }
        };
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        logWriter = out;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }
}
