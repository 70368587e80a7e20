package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.LeakHandler;
import io.weir.pool.spi.PhysicalPool;
import io.weir.pool.spi.TransactionControl;
import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.LocalTransaction;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionMetaData;
import jakarta.resource.spi.SecurityException;

import javax.security.auth.Subject;
import javax.sql.XAConnection;
import javax.transaction.xa.XAResource;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A logical connection, which is what the server pools. It holds a physical connection from Weir
 * only while it needs one: from the first JDBC call through a handle, {@link LocalTransaction#begin()}
 * or {@link XAResource#start} until {@link #cleanup()} (or the end of its transaction, whichever
 * comes last). The handles it gives out are Weir's connection facades.
 */
public final class WeirManagedConnection implements ManagedConnection {
    private static final System.Logger LOG = System.getLogger(WeirManagedConnection.class.getName());

    /** What kind of transaction the physical connection is in, as far as the server drives it. */
    enum Transaction { NONE, LOCAL, XA }

    private final WeirManagedConnectionFactory factory;
    private final Credentials configured;
    private final ConnectionEvents events = new ConnectionEvents(this);
    private final WeirLocalTransaction localTransaction = new WeirLocalTransaction(this);
    private final ReentrantLock lock = new ReentrantLock();

    // guarded by lock
    private final Set<ConnectionHandle> handles = new HashSet<>();
    private PhysicalPool pool;
    private ConnectionLease lease;
    /** The thread that bound the lease: the leak check looks whether it is inside a JDBC call. */
    private Thread borrower;
    private Transaction transaction = Transaction.NONE;
    /** The application turned auto-commit off through a handle outside any container transaction. */
    private boolean applicationTransaction;
    private WeirXAResource xaResource;
    private XAConnection recoveryConnection;

    private volatile Credentials credentials;
    private volatile boolean destroyed;
    private volatile boolean failed;
    private volatile PrintWriter logWriter;

    WeirManagedConnection(WeirManagedConnectionFactory factory, Credentials configured, Credentials credentials,
                          PhysicalPool pool) {
        this.factory = factory;
        this.configured = configured;
        this.credentials = credentials;
        this.pool = pool;
    }

    /**
     * A new handle. Nothing is borrowed yet: the handle binds a physical connection at its first call.
     * An idle managed connection may switch to other credentials; one in use refuses them.
     */
    @Override
    public Object getConnection(Subject subject, ConnectionRequestInfo info) throws ResourceException {
        Credentials wanted = Credentials.resolve(subject, info, factory, configured);
        ConnectionHandle handle = new ConnectionHandle(this);
        lock.lock();
        try {
            checkNotDestroyed();
            if (!wanted.equals(credentials)) {
                reauthenticate(wanted);
            }
            handle.attach(pool.newFacade(handle));
            handles.add(handle);
        } finally {
            lock.unlock();
        }
        factory.handles().remember(handle);
        return handle.facade();
    }

    private void reauthenticate(Credentials wanted) throws ResourceException {
        if (lease != null || !handles.isEmpty() || transaction != Transaction.NONE) {
            throw new SecurityException("This managed connection is in use for user " + credentials.username()
                    + " and cannot serve user " + wanted.username() + " until it is cleaned up");
        }
        pool = factory.pools().poolFor(wanted);
        credentials = wanted;
    }

    /** Moves a handle of another managed connection of the same factory and credentials to this one. */
    @Override
    public void associateConnection(Object connection) throws ResourceException {
        ConnectionHandle handle = factory.handles().find(connection);
        if (handle == null) {
            if (isClosedConnection(connection)) {
                // Payara hands back handles the application already closed: such a handle is bound to no
                // managed connection, so there is nothing to move, and it stays closed
                return;
            }
            throw new ResourceException("associateConnection needs an open handle of this connection factory, got "
                    + (connection == null ? "null" : connection.getClass().getName()));
        }
        WeirManagedConnection previous = handle.owner();
        if (previous == this) return;
        if (previous.pool() != pool()) {
            throw new SecurityException("The handle belongs to user " + previous.credentials.username()
                    + " and cannot move to a managed connection of user " + credentials.username());
        }
        previous.detach(handle);
        lock.lock();
        try {
            checkNotDestroyed();
            handle.moveTo(this);
            handles.add(handle);
        } finally {
            lock.unlock();
        }
    }

    private static boolean isClosedConnection(Object connection) {
        try {
            return connection instanceof java.sql.Connection && ((java.sql.Connection) connection).isClosed();
        } catch (SQLException e) {
            return false;
        }
    }

    private void detach(ConnectionHandle handle) {
        lock.lock();
        try {
            if (handles.remove(handle) && lease != null) {
                // its next call binds through the new owner
                handle.facade().unbind();
            }
            releaseIfIdleLocked();
        } finally {
            lock.unlock();
        }
    }

    /** The physical connection for a handle's call (or a transaction's start), borrowed now if none is held. */
    ConnectionLease bind() throws SQLException {
        lock.lock();
        try {
            if (destroyed && !inFlightLocked()) {
                throw new SQLException("The connection is closed: its managed connection was destroyed", "08003");
            }
            if (lease == null) {
                lease = pool.borrow(this::reclaimLeak);
                borrower = Thread.currentThread();
            }
            return lease;
        } finally {
            lock.unlock();
        }
    }

    /**
     * The physical connection was held past leakDetectionThreshold (the pool has logged where it was
     * borrowed): a handle the application never closed. Outside a container transaction and outside a
     * JDBC call it goes back to Weir's pool, rolled back and reset; the handles are dead from then on
     * (08003), and the server hears CONNECTION_CLOSED for each, so that its own pool gets this managed
     * connection back. Otherwise the pool asks again later.
     */
    private boolean reclaimLeak(ConnectionLease leaked) {
        List<ConnectionHandle> dropped;
        lock.lock();
        try {
            if (lease != leaked) return true;
            if (transaction != Transaction.NONE) return false;
            if (borrower != null && LeakHandler.insideJdbcCall(borrower)) return false;
            dropped = invalidateHandlesLocked();
            releaseLocked();
        } finally {
            lock.unlock();
        }
        LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().config().getPoolName() + " took back a leaked connection"
                + " (rolled back and reset); the " + dropped.size() + " handle(s) still open on it are closed");
        for (ConnectionHandle h : dropped) {
            factory.handles().forget(h);
            events.closed(h.facade());
        }
        return true;
    }

    /** Binds for a transaction the server starts; fails if one is already running. */
    ConnectionLease beginTransaction(Transaction kind) throws SQLException {
        lock.lock();
        try {
            if (transaction != Transaction.NONE) {
                throw new IllegalStateException("A " + transaction + " transaction is already active on this connection");
            }
            ConnectionLease bound = bind();
            transaction = kind;
            return bound;
        } finally {
            lock.unlock();
        }
    }

    /** The transaction is over: the physical connection goes back unless a handle is still open. */
    void endTransaction() {
        lock.lock();
        try {
            transaction = Transaction.NONE;
            releaseIfIdleLocked();
        } finally {
            lock.unlock();
        }
    }

    Transaction transaction() {
        lock.lock();
        try {
            return transaction;
        } finally {
            lock.unlock();
        }
    }

    /** The bound physical connection, or null. */
    ConnectionLease lease() {
        lock.lock();
        try {
            return lease;
        } finally {
            lock.unlock();
        }
    }

    /** Fails a handle's own commit, rollback or setAutoCommit(true) while the container's transaction is active. */
    void refuseInManagedTransaction(TransactionControl call) throws SQLException {
        Transaction active = transaction();
        if (active != Transaction.NONE) {
            throw new SQLException(call + " is not allowed on a connection enlisted in a container-managed "
                    + (active == Transaction.XA ? "XA" : "local") + " transaction: the transaction manager commits or "
                    + "rolls it back (use the EJB's transaction attributes or UserTransaction)", "25000");
        }
    }

    /**
     * A handle's setAutoCommit, commit or rollback succeeded. Outside a container transaction the
     * application demarcates a local transaction itself, and the spec asks the adapter to tell the
     * server: STARTED when it leaves auto-commit, COMMITTED or ROLLEDBACK when it ends a unit of work,
     * COMMITTED when it turns auto-commit back on (which commits). The connection stays in manual-commit
     * mode after commit or rollback, so the application's transaction stays active until then.
     */
    void applicationTransactionControl(ConnectionHandle handle, TransactionControl call) {
        int event;
        lock.lock();
        try {
            if (transaction != Transaction.NONE) return;
            switch (call) {
                case AUTO_COMMIT_OFF -> {
                    if (applicationTransaction) return;
                    applicationTransaction = true;
                    event = ConnectionEvent.LOCAL_TRANSACTION_STARTED;
                }
                case AUTO_COMMIT_ON -> {
                    if (!applicationTransaction) return;
                    applicationTransaction = false;
                    event = ConnectionEvent.LOCAL_TRANSACTION_COMMITTED;
                }
                case COMMIT -> {
                    if (!applicationTransaction) return;
                    event = ConnectionEvent.LOCAL_TRANSACTION_COMMITTED;
                }
                case ROLLBACK -> {
                    if (!applicationTransaction) return;
                    event = ConnectionEvent.LOCAL_TRANSACTION_ROLLEDBACK;
                }
                default -> throw new IllegalArgumentException(String.valueOf(call));
            }
        } finally {
            lock.unlock();
        }
        events.localTransaction(handle.facade(), event);
    }

    void handleClosed(ConnectionHandle handle) {
        lock.lock();
        try {
            if (!handles.remove(handle)) return;
        } finally {
            lock.unlock();
        }
        factory.handles().forget(handle);
        events.closed(handle.facade());
        lock.lock();
        try {
            releaseIfIdleLocked();
        } finally {
            lock.unlock();
        }
    }

    void handleFailed(ConnectionHandle handle, SQLException error) {
        failed = true;
        events.errorOccurred(handle.facade(), error);
    }

    /** The physical connection is unusable (a fatal SQL or XA error): the server should destroy this managed connection. */
    void connectionFailed(Exception error) {
        failed = true;
        events.errorOccurred(null, error);
    }

    /**
     * Every handle is dead from now on; the physical connection goes back unless a transaction still needs it.
     * Handles still open here were forgotten by the application: Payara cleans them up at the end of a request
     * but keeps the managed connection counted as in use, so the server hears CONNECTION_CLOSED for each, which
     * gives it back to the server's pool (a server returning it already finds no handle left and ignores it).
     */
    @Override
    public void cleanup() throws ResourceException {
        List<ConnectionHandle> dropped;
        lock.lock();
        try {
            dropped = invalidateHandlesLocked();
            applicationTransaction = false;
            releaseIfIdleLocked();
        } finally {
            lock.unlock();
        }
        dropped.forEach(factory.handles()::forget);
        if (!dropped.isEmpty()) {
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().config().getPoolName() + ": the server cleaned up "
                    + dropped.size() + " connection handle(s) the application never closed; they are closed now");
            dropped.forEach(h -> events.closed(h.facade()));
        }
        // Payara puts a managed connection it destroyed while in use back into the pool that replaced the
        // destroyed one's pool once its transaction ends; a failed cleanup makes it drop it instead
        if (destroyed) {
            throw new ResourceException("This managed connection was destroyed while in use (its pool was replaced or"
                    + " flushed): its work has finished and it is not reused");
        }
    }

    /**
     * Gives the physical connection back, or evicts it after a fatal error; closes the recovery connection.
     * Payara destroys the managed connections in use when a changed property rebuilds its pool, on the
     * administrator's thread, while requests go on with their handles and transactions: then the handles
     * keep working, the transaction still commits or rolls back, and the physical connection goes back
     * (to the replaced Weir pool, which closes once drained) when the last handle closes and the
     * transaction ends. No new handle is given out either way, and the server's listeners still hear the
     * handles close, which it needs to delist them.
     */
    @Override
    public void destroy() {
        List<ConnectionHandle> dropped = List.of();
        XAConnection recovery;
        boolean deferred;
        lock.lock();
        try {
            if (destroyed) return;
            destroyed = true;
            deferred = !failed && inFlightLocked();
            if (!deferred) {
                dropped = invalidateHandlesLocked();
                transaction = Transaction.NONE;
                applicationTransaction = false;
                releaseLocked();
            }
            recovery = recoveryConnection;
            recoveryConnection = null;
        } finally {
            lock.unlock();
        }
        dropped.forEach(factory.handles()::forget);
        if (deferred) {
            LOG.log(System.Logger.Level.DEBUG, () -> this + " destroyed while in use: its physical connection goes back"
                    + " when its handles close and its transaction ends");
        } else {
            events.clear();
        }
        if (recovery != null) {
            try {
                recovery.close();
            } catch (SQLException e) {
                LOG.log(System.Logger.Level.DEBUG, "Closing a recovery connection failed", e);
            }
        }
    }

    private List<ConnectionHandle> invalidateHandlesLocked() {
        List<ConnectionHandle> dropped = new ArrayList<>(handles);
        handles.clear();
        for (ConnectionHandle h : dropped) {
            h.facade().invalidate();
        }
        return dropped;
    }

    private void releaseIfIdleLocked() {
        if (!inFlightLocked()) {
            releaseLocked();
        }
    }

    /** A handle is open or a transaction is active: work that a destroy lets finish. */
    private boolean inFlightLocked() {
        return !handles.isEmpty() || transaction != Transaction.NONE;
    }

    private void releaseLocked() {
        applicationTransaction = false; // the pool resets the physical connection to its configured auto-commit
        if (lease == null) return;
        ConnectionLease released = lease;
        lease = null;
        borrower = null;
        for (ConnectionHandle h : handles) {
            h.facade().unbind();
        }
        if (failed) {
            released.evict();
        } else {
            released.giveBack();
        }
    }

    @Override
    public LocalTransaction getLocalTransaction() {
        return localTransaction;
    }

    @Override
    public XAResource getXAResource() throws ResourceException {
        lock.lock();
        try {
            if (!isXa()) {
                throw new NotSupportedException("XA transactions need an XADataSource: set the config-property "
                        + "XaDataSourceClassName (this connection definition uses " + ConfigErrors.connectionSource(pool.config()) + ")");
            }
            if (xaResource == null) {
                xaResource = new WeirXAResource(this);
            }
            return xaResource;
        } finally {
            lock.unlock();
        }
    }

    private boolean isXa() {
        return pool.config().getXaDataSourceClassName() != null || pool.config().getXaDataSource() != null;
    }

    /** The driver's XAResource of a connection outside the pool, for recovery; opened once, closed by destroy. */
    XAResource recoveryXaResource() throws SQLException {
        lock.lock();
        try {
            if (destroyed) throw new SQLException("The managed connection was destroyed", "08003");
            if (recoveryConnection == null) {
                Credentials c = credentials;
                recoveryConnection = pool.openRecoveryConnection(c.username(), c.password());
            }
            return recoveryConnection.getXAResource();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public ManagedConnectionMetaData getMetaData() {
        return new WeirManagedConnectionMetaData(this);
    }

    @Override
    public void addConnectionEventListener(ConnectionEventListener listener) {
        events.add(listener);
    }

    @Override
    public void removeConnectionEventListener(ConnectionEventListener listener) {
        events.remove(listener);
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        this.logWriter = out;
    }

    WeirManagedConnectionFactory factory() {
        return factory;
    }

    PhysicalPool pool() {
        lock.lock();
        try {
            return pool;
        } finally {
            lock.unlock();
        }
    }

    Credentials credentials() {
        return credentials;
    }

    boolean canServe(Credentials wanted) {
        return !destroyed && !failed && credentials.equals(wanted);
    }

    boolean isUnusable() {
        return destroyed || failed;
    }

    int openHandles() {
        lock.lock();
        try {
            return handles.size();
        } finally {
            lock.unlock();
        }
    }

    private void checkNotDestroyed() throws ResourceException {
        if (destroyed) throw new ResourceException("This managed connection was destroyed");
    }

    @Override
    public String toString() {
        return "WeirManagedConnection[user=" + credentials.username() + ", pool=" + pool().config().getPoolName() + "]";
    }
}
