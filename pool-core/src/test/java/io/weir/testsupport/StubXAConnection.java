package io.weir.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.ConnectionEvent;
import javax.sql.ConnectionEventListener;
import javax.sql.StatementEventListener;
import javax.sql.XAConnection;
import javax.transaction.xa.XAResource;

/**
 * An XA connection over one physical stub connection. Unlike a real driver, {@link #getConnection()}
 * hands out the physical connection itself (the same one every time), so a test reads its session
 * state directly; closing the XA connection closes it unless it has already ended.
 */
public final class StubXAConnection implements XAConnection {
    private final StubConnection physical;
    private final StubXAResource xaResource;
    private final List<ConnectionEventListener> listeners = new CopyOnWriteArrayList<>();
    private volatile boolean closed;

    StubXAConnection(StubConnection physical) {
        this.physical = physical;
        this.xaResource = new StubXAResource(physical.database());
    }

    public StubConnection physical() {
        return physical;
    }

    @Override
    public XAResource getXAResource() throws SQLException {
        if (closed) throw new SQLException("stub XA connection is closed", "08003");
        return xaResource;
    }

    @Override
    public Connection getConnection() throws SQLException {
        if (closed) throw new SQLException("stub XA connection is closed", "08003");
        return physical;
    }

    @Override
    public void close() {
        if (closed) {
            physical.database().countClosedTwice();
            return;
        }
        closed = true;
        if (!physical.isEnded()) physical.close();
    }

    /** Tells the listeners the connection failed, as a driver does after a fatal error. */
    public void fireConnectionErrorOccurred(SQLException error) {
        ConnectionEvent event = new ConnectionEvent(this, error);
        for (ConnectionEventListener l : listeners) l.connectionErrorOccurred(event);
    }

    /** Tells the listeners the application closed its handle. */
    public void fireConnectionClosed() {
        ConnectionEvent event = new ConnectionEvent(this);
        for (ConnectionEventListener l : listeners) l.connectionClosed(event);
    }

    public int listenerCount() {
        return listeners.size();
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
    public void addStatementEventListener(StatementEventListener listener) {
        // the stub never reports statement events
    }

    @Override
    public void removeStatementEventListener(StatementEventListener listener) {
        // the stub never reports statement events
    }
}
