package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.LeakHandler;
import io.weir.pool.spi.TransactionControl;
import io.weir.pool.adapter.PhysicalPool;
import io.weir.rar.ManagedConnectionState.Binding;
import io.weir.rar.ManagedConnectionState.Life;
import jakarta.resource.ResourceException;
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
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A logical connection, which is what the server pools. It holds a physical connection from Weir
 * only while it needs one: from the first JDBC call through a handle, {@link LocalTransaction#begin()}
 * or {@link XAResource#start} until {@link #cleanup()} (or the end of its transaction, whichever
 * comes last). The handles it gives out are Weir's connection facades. Its life, its binding and its
 * handles are a {@link ManagedConnectionState}, which this class moves under its lock and answers the
 * server and the application from. Three parts work on that state for it, with no state of their own:
 * {@link ConnectionEvents} tells the server's listeners, {@link DeadLeaseReplacement} begins a local
 * transaction again on a fresh lease when the one it began on is dead, and {@link XaResources} gives out the
 * XAResource and the recovery connection.
 */
public final class WeirManagedConnection implements ManagedConnection {
    private static final System.Logger LOG = System.getLogger(WeirManagedConnection.class.getName());

    private final WeirManagedConnectionFactory factory;
    private final Credentials configured;
    private final ConnectionEvents events = new ConnectionEvents(this);
    private final WeirLocalTransaction localTransaction = new WeirLocalTransaction(this);
    /**
     * Held by whoever reads or moves the state. Not {@code synchronized}: a bind under it may wait for the
     * pool up to connectionTimeout, and a virtual thread waiting inside a monitor pins its carrier.
     */
    private final ReentrantLock lock = new ReentrantLock();
    /** Guarded by lock, but for its life, which the server's matching reads without it. */
    private final ManagedConnectionState state = new ManagedConnectionState();

    /** Guarded by lock. */
    private PhysicalPool pool;
    /** The pools {@link #pool} belongs to; guarded by lock. */
    private PoolRegistry registry;

    private final LeakHandler onLeak = this::reclaimLeak;
    /** Called by the state under the lock, so it borrows from the pool the credentials chose last. */
    private final ManagedConnectionState.Borrow borrow = () -> pool.borrow(onLeak);
    private final DeadLeaseReplacement deadLeases = new DeadLeaseReplacement(this, lock, state, borrow, localTransaction);
    private final XaResources xa = new XaResources(this, lock, state);

    /** Written under the lock; volatile for the server's matching (canServe) and messages, which read it without. */
    private volatile Credentials credentials;
    /** The server's alone: set and read by its threads, ordered with nothing else. */
    private volatile PrintWriter logWriter;

    WeirManagedConnection(WeirManagedConnectionFactory factory, Credentials configured, Credentials credentials,
                          PoolRegistry registry) throws ResourceException {
        this(factory, configured, credentials, registry, registry.poolFor(credentials));
    }

    /** @param pool the pool of {@code registry} for {@code credentials} (a test may wrap it) */
    WeirManagedConnection(WeirManagedConnectionFactory factory, Credentials configured, Credentials credentials,
                          PoolRegistry registry, PhysicalPool pool) {
        this.factory = factory;
        this.configured = configured;
        this.credentials = credentials;
        this.registry = registry;
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
            state.handleAdded(handle);
        } finally {
            lock.unlock();
        }
        factory.handles().remember(handle);
        return handle.facade();
    }

    private void reauthenticate(Credentials wanted) throws ResourceException {
        if (!state.unused()) {
            throw new SecurityException("This managed connection is in use for user " + credentials.username()
                    + " and cannot serve user " + wanted.username() + " until it is cleaned up");
        }
        registry = factory.pools();
        pool = registry.poolFor(wanted);
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
        // Taken here before it leaves the previous one: detached first, a handle refused by a managed connection
        // the server destroyed meanwhile would belong to no state, bind a lease nobody tracks, and keep reaching
        // that physical connection after it went back to the pool.
        lock.lock();
        try {
            checkNotDestroyed();
            state.handleAdded(handle);
            handle.moveTo(this);
        } finally {
            lock.unlock();
        }
        previous.detach(handle);
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
            state.handleMovedAway(handle);
        } finally {
            lock.unlock();
        }
    }

    /**
     * The physical connection for a handle's call, borrowed now if none is held; a lease a local transaction's
     * begin bound and no call has used yet is confirmed alive first (see {@link DeadLeaseReplacement}).
     */
    ConnectionLease bind(ConnectionHandle handle) throws SQLException {
        lock.lock();
        try {
            if (!state.life().binds()) {
                throw new SQLException("The connection is closed: its managed connection was destroyed", "08003");
            }
            boolean firstCallOfTransaction = deadLeases.confirmLeaseAwaitingFirstCall();
            ConnectionLease bound = state.bind(borrow);
            handle.boundFirstCallOfTransaction(firstCallOfTransaction);
            return bound;
        } finally {
            lock.unlock();
        }
    }

    /** Where a local transaction's dead lease is replaced by a fresh one. */
    DeadLeaseReplacement deadLeases() {
        return deadLeases;
    }

    /**
     * The physical connection was held past leakDetectionThreshold (the pool has logged where it was
     * borrowed): a handle the application never closed. Outside a container transaction, and unless a
     * call that may wait on the database runs on one of its handles now, it goes back to Weir's pool,
     * rolled back and reset; the handles are dead from then on (08003), and the server hears
     * CONNECTION_CLOSED for each, so that its own pool gets this managed connection back. What the
     * borrowing thread does elsewhere, on other connections, does not matter. Otherwise the pool asks again at its next sweep.
     */
    private void reclaimLeak(ConnectionLease leaked) {
        List<ConnectionHandle> dropped;
        boolean abandoned = false;
        // the pool's sweep must not wait behind a request that holds the lock (it may be borrowing): busy now, ask again
        if (!lock.tryLock()) return;
        try {
            dropped = state.reclaimLeak(leaked);
            if (dropped == null && registry.isRetired() && state.reclaimAbandonedTransaction(leaked)) {
                dropped = List.of();
                abandoned = true;
            }
        } finally {
            lock.unlock();
        }
        if (dropped == null) return;
        int closed = dropped.size();
        if (abandoned) {
            countingPool().countLostTransaction();
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().settings().poolName() + ", replaced by one with"
                    + " changed settings, rolled back a local transaction the server left open on it with no handle, which"
                    + " held its connection and its locks; the server's commit of it, if it comes, fails");
        } else {
            countingPool().countReclaimedLeak();
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().settings().poolName() + " took back a leaked connection"
                    + " (rolled back and reset); the " + closed + " handle(s) still open on it are closed");
        }
        forgetAndAnnounceClosed(dropped);
    }

    /** Binds for a transaction the server starts; fails if one is already running. */
    ConnectionLease beginTransaction(Binding kind) throws SQLException {
        lock.lock();
        try {
            if (!state.life().binds()) {
                throw new SQLException("The managed connection was destroyed", "08003");
            }
            return state.beginTransaction(kind, borrow);
        } finally {
            lock.unlock();
        }
    }

    /** The transaction of {@code kind} is over: the physical connection goes back unless a handle is still open. */
    void endTransaction(Binding kind) {
        lock.lock();
        try {
            state.endTransaction(kind);
        } finally {
            lock.unlock();
        }
    }

    Binding binding() {
        lock.lock();
        try {
            return state.binding();
        } finally {
            lock.unlock();
        }
    }

    /** The bound physical connection, or null. */
    ConnectionLease lease() {
        lock.lock();
        try {
            return state.lease();
        } finally {
            lock.unlock();
        }
    }

    /** Fails a handle's own commit, rollback or setAutoCommit(true) while the container's transaction is active. */
    void refuseInManagedTransaction(TransactionControl call) throws SQLException {
        Binding active = binding();
        if (active.inTransaction()) {
            throw new SQLException(call + " is not allowed on a connection enlisted in a container-managed "
                    + active.describe() + " transaction: the transaction manager commits or "
                    + "rolls it back (use the EJB's transaction attributes or UserTransaction)", "25000");
        }
    }

    /**
     * A handle's setAutoCommit, commit or rollback succeeded. Outside a container transaction the
     * application demarcates a local transaction itself, and the server hears of it (see {@link ApplicationTransaction}).
     */
    void applicationTransactionControl(ConnectionHandle handle, TransactionControl call) {
        int event;
        lock.lock();
        try {
            event = state.afterTransactionControl(call);
        } finally {
            lock.unlock();
        }
        if (event != ApplicationTransaction.NO_EVENT) events.localTransaction(handle.facade(), event);
    }

    /**
     * The application closed a handle's facade, which is closed already: the lease goes home from here if
     * nothing else holds it, and the server hears the handle closed once it has. One way down, facade to
     * handle to here to the lease; nothing on it calls the facade again (see {@link ManagedConnectionState#handleClosed}).
     */
    void handleClosed(ConnectionHandle handle) {
        boolean held;
        lock.lock();
        try {
            held = state.handleClosed(handle);
        } finally {
            lock.unlock();
        }
        if (held) forgetAndAnnounceClosed(List.of(handle));
    }

    void handleFailed(ConnectionHandle handle, SQLException error) {
        fail();
        events.errorOccurred(handle.facade(), error);
    }

    /** The physical connection is unusable (a fatal SQL or XA error): the server should destroy this managed connection. */
    void connectionFailed(Exception error) {
        fail();
        events.errorOccurred(null, error);
    }

    /** OPEN to FAILED; the physical connection bound now is retired when it goes back. */
    private void fail() {
        lock.lock();
        try {
            state.fail();
        } finally {
            lock.unlock();
        }
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
        Life now;
        lock.lock();
        try {
            dropped = state.cleanup();
            now = state.life();
        } finally {
            lock.unlock();
        }
        if (!dropped.isEmpty()) {
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().settings().poolName() + ": the server cleaned up "
                    + dropped.size() + " connection handle(s) the application never closed; they are closed now");
        }
        forgetAndAnnounceClosed(dropped);
        // Payara puts a managed connection it destroyed while in use back into the pool that replaced the
        // destroyed one's pool once its transaction ends; a failed cleanup makes it drop it instead. One it
        // destroyed after its physical connection failed (a commit on a killed connection) it cleans up at the
        // transaction's end too, and a cleanup that succeeds returns it to the pool's free resources whatever
        // happened to it before: harmless in Payara's default data structure, which has removed it, but the
        // list data structure would lend it again. So that cleanup fails as well, and Payara logs this
        // message (RAR7093) once per such commit: it names both causes.
        if (now.destroyed()) {
            throw new ResourceException("This managed connection was destroyed while in use (its physical connection"
                    + " failed, or its pool was replaced or flushed): its work has finished and it is not reused");
        }
    }

    /**
     * OPEN to DRAINING when handles or a transaction still use it, else to DESTROYED: gives the physical
     * connection back, or evicts it after a fatal error; closes the recovery connection. Payara destroys
     * the managed connections in use when a changed property rebuilds its pool, on the administrator's
     * thread, while requests go on with their handles and transactions: then the handles keep working, the
     * transaction still commits or rolls back, and the physical connection goes back (to the replaced Weir
     * pool, which closes once drained) when the last handle closes and the transaction ends. No new handle
     * is given out either way, and the server's listeners still hear the handles close, which it needs to
     * delist them. A FAILED one is destroyed at once.
     */
    @Override
    public void destroy() {
        List<ConnectionHandle> dropped;
        XAConnection recovery;
        String work = null;
        lock.lock();
        try {
            if (state.life().destroyed()) return; // the server may destroy it again: nothing more to do
            dropped = state.destroy();
            if (state.life() == Life.DRAINING) work = state.work();
            recovery = state.takeRecoveryConnection();
        } finally {
            lock.unlock();
        }
        dropped.forEach(factory.handles()::forget);
        if (work != null) {
            factory.draining().add(this);
            // INFO, not DEBUG: when a transaction on it ends badly later (the server loses it, or stops the
            // adapter first), this line is what tells the operator which work the server destroyed it under
            String running = work;
            LOG.log(System.Logger.Level.INFO, () -> "Weir pool " + pool().settings().poolName() + ": the server destroyed"
                    + " a managed connection in use (" + running + "); its physical connection goes back when that work ends");
        } else {
            events.clear();
        }
        XaResources.close(recovery);
    }

    /**
     * This managed connection, destroyed in use, has drained for longer than {@link LostTransactions#afterMs}: a
     * local transaction still open on it with no handle is one the server has lost, and it ends now (see
     * {@link ManagedConnectionState#endLostTransaction()}). Payara, destroying a managed connection in use after
     * a connection error or a pool rebuild, may never end the transaction that ran on it, which would hold the
     * physical connection, a slot of the pool and its locks for good. A managed connection busy now (a request
     * binding through it) is asked again at the next look.
     */
    void endLostTransaction() {
        if (!lock.tryLock()) return;
        boolean ended;
        try {
            ended = state.life() == Life.DRAINING && state.endLostTransaction();
        } finally {
            lock.unlock();
        }
        if (!ended) return;
        events.clear();
        countingPool().countLostTransaction();
        LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().settings().poolName() + ": a managed connection the"
                + " server destroyed while in use has waited " + LostTransactions.afterMs + " ms for the end of its local"
                + " transaction with no handle open; the server has lost that transaction, so it is rolled back and its"
                + " connection given back; the server's commit of it, if it comes, fails");
    }

    /** The work its destroy let finish has ended: DESTROYED, nothing left to watch. */
    boolean drained() {
        return state.life() == Life.DESTROYED;
    }

    /**
     * The adapter stops while this managed connection, destroyed in use, still drains: see
     * {@link ManagedConnectionState#abandon()}. The server that destroyed it hears nothing more of it.
     */
    void abandonAtStop() {
        List<ConnectionHandle> dropped;
        String left = null;
        lock.lock();
        try {
            dropped = state.abandon();
            if (dropped == null && state.life() == Life.DRAINING) left = state.work();
        } finally {
            lock.unlock();
        }
        if (left != null) {
            String running = left;
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().settings().poolName() + ": its resource adapter"
                    + " stops while a managed connection the server destroyed in use still has work (" + running + "); the"
                    + " pool's close waits closeGracePeriod for it, then aborts its connection");
            return;
        }
        if (dropped == null) return;
        dropped.forEach(factory.handles()::forget);
        events.clear();
        LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + pool().settings().poolName() + ": its resource adapter stops while a"
                + " managed connection the server destroyed in use still waited for its transaction's end; rolled back and given back");
    }

    private void forgetAndAnnounceClosed(List<ConnectionHandle> closed) {
        for (ConnectionHandle h : closed) {
            factory.handles().forget(h);
            events.closed(h.facade());
        }
    }

    @Override
    public LocalTransaction getLocalTransaction() {
        return localTransaction;
    }

    @Override
    public XAResource getXAResource() throws ResourceException {
        return xa.resource();
    }

    /** The driver's XAResource of a connection outside the pool, for recovery (see {@link XaResources}). */
    XAResource recoveryXaResource() throws SQLException {
        return xa.recoveryResource();
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

    /**
     * The pool whose MXBean counts what the adapter did to this managed connection's lease: its own or, once a
     * pool with changed settings replaced it (the replaced one has given up its JMX name and closes when drained),
     * the replacing pool for the same credentials, where an operator looks.
     */
    private PhysicalPool countingPool() {
        PoolRegistry lent;
        PhysicalPool own;
        Credentials user;
        lock.lock();
        try {
            lent = registry;
            own = pool;
            user = credentials;
        } finally {
            lock.unlock();
        }
        if (!lent.isRetired()) return own;
        try {
            PhysicalPool current = factory.pools().startedPoolFor(user);
            return current != null ? current : own;
        } catch (ResourceException stopped) {
            return own; // the adapter stops, and every pool with it
        }
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
        return state.life().matchable() && credentials.equals(wanted);
    }

    boolean isUnusable() {
        return !state.life().matchable();
    }

    int openHandles() {
        lock.lock();
        try {
            return state.openHandles();
        } finally {
            lock.unlock();
        }
    }

    private void checkNotDestroyed() throws ResourceException {
        if (state.life().destroyed()) throw new ResourceException("This managed connection was destroyed");
    }

    @Override
    public String toString() {
        return "WeirManagedConnection[user=" + credentials.username() + ", pool=" + pool().settings().poolName() + "]";
    }
}
