package io.weir.rar;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;

import javax.sql.XAConnection;
import javax.transaction.xa.XAResource;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The managed connection's XA side: its {@link WeirXAResource}, given out only over an XADataSource, and the
 * connection outside the pool that recovery calls reach when nothing is bound. The recovery connection is
 * part of the managed connection's {@link ManagedConnectionState}, read and moved under its lock.
 */
final class XaResources {
    private static final System.Logger LOG = System.getLogger(WeirManagedConnection.class.getName());

    private final WeirManagedConnection owner;
    private final ReentrantLock lock;
    private final ManagedConnectionState state;
    private final WeirXAResource resource;

    XaResources(WeirManagedConnection owner, ReentrantLock lock, ManagedConnectionState state) {
        this.owner = owner;
        this.lock = lock;
        this.state = state;
        this.resource = new WeirXAResource(owner);
    }

    /** The XAResource the server enlists; refused unless the connection definition names an XADataSource. */
    XAResource resource() throws ResourceException {
        lock.lock();
        try {
            if (!isXa()) {
                throw new NotSupportedException("XA transactions need an XADataSource: set the config-property "
                        + "XaDataSourceClassName (this connection definition uses " + ConfigErrors.connectionSource(owner.pool().settings()) + ")");
            }
            return resource;
        } finally {
            lock.unlock();
        }
    }

    private boolean isXa() {
        Settings settings = owner.pool().settings();
        return settings.text(Setting.XA_DATA_SOURCE_CLASS_NAME) != null || settings.get(Setting.XA_DATA_SOURCE) != null;
    }

    /** The driver's XAResource of a connection outside the pool, for recovery; opened once, closed by destroy. */
    XAResource recoveryResource() throws SQLException {
        lock.lock();
        try {
            if (state.life().destroyed()) {
                throw new SQLException("The managed connection was destroyed", "08003");
            }
            XAConnection recovery = state.recoveryConnection();
            if (recovery == null) {
                Credentials c = owner.credentials();
                recovery = owner.pool().openRecoveryConnection(c.username(), c.password());
                state.recoveryOpened(recovery);
            }
            return recovery.getXAResource();
        } finally {
            lock.unlock();
        }
    }

    /** Closes the recovery connection the destroy took from the state; called without the lock, as it talks to the database. */
    static void close(XAConnection recovery) {
        if (recovery == null) return;
        try {
            recovery.close();
        } catch (SQLException e) {
            LOG.log(System.Logger.Level.DEBUG, "Closing a recovery connection failed", e);
        }
    }
}
