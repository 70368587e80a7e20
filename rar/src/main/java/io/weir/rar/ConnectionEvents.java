package io.weir.rar;

import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ManagedConnection;

import java.sql.Connection;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The server's listeners of one managed connection, and the events Weir sends them. */
final class ConnectionEvents {
    private static final System.Logger LOG = System.getLogger(ConnectionEvents.class.getName());

    private final ManagedConnection source;
    private final List<ConnectionEventListener> listeners = new CopyOnWriteArrayList<>();

    ConnectionEvents(ManagedConnection source) {
        this.source = source;
    }

    void add(ConnectionEventListener listener) {
        listeners.add(listener);
    }

    void remove(ConnectionEventListener listener) {
        listeners.remove(listener);
    }

    void clear() {
        listeners.clear();
    }

    /** The application closed {@code handle}. */
    void closed(Connection handle) {
        ConnectionEvent event = new ConnectionEvent(source, ConnectionEvent.CONNECTION_CLOSED);
        event.setConnectionHandle(handle);
        for (ConnectionEventListener l : listeners) {
            try {
                l.connectionClosed(event);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "A connection event listener failed on connectionClosed", e);
            }
        }
    }

    /** The physical connection is unusable; {@code handle} is the one whose call failed, or null. */
    void errorOccurred(Connection handle, Exception error) {
        ConnectionEvent event = new ConnectionEvent(source, ConnectionEvent.CONNECTION_ERROR_OCCURRED, error);
        if (handle != null) event.setConnectionHandle(handle);
        for (ConnectionEventListener l : listeners) {
            try {
                l.connectionErrorOccurred(event);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "A connection event listener failed on connectionErrorOccurred", e);
            }
        }
    }

    /**
     * The application started, committed or rolled back a local transaction through {@code handle}
     * ({@code type} is one of the {@code ConnectionEvent.LOCAL_TRANSACTION_*} ids).
     */
    void localTransaction(Connection handle, int type) {
        ConnectionEvent event = new ConnectionEvent(source, type);
        event.setConnectionHandle(handle);
        for (ConnectionEventListener l : listeners) {
            try {
                switch (type) {
                    case ConnectionEvent.LOCAL_TRANSACTION_STARTED -> l.localTransactionStarted(event);
                    case ConnectionEvent.LOCAL_TRANSACTION_COMMITTED -> l.localTransactionCommitted(event);
                    case ConnectionEvent.LOCAL_TRANSACTION_ROLLEDBACK -> l.localTransactionRolledback(event);
                    default -> throw new IllegalArgumentException("Not a local transaction event: " + type);
                }
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "A connection event listener failed on a local transaction event", e);
            }
        }
    }
}
