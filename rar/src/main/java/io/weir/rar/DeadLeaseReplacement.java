package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.Setting;

import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The container's local transaction began on a lease that turns out dead before any work reached it: the
 * transaction begins again on a fresh lease. It is found dead at one of three moments: the first call of a
 * handle after the begin (the lease is confirmed alive first), the begin itself, or the transaction's first
 * statement (which then runs again). It holds no state: the lease, its binding and the handles are the managed
 * connection's {@link ManagedConnectionState}, moved under the managed connection's lock.
 */
final class DeadLeaseReplacement {
    /** Under the managed connection's name, where an operator reads about its binding. */
    private static final System.Logger LOG = System.getLogger(WeirManagedConnection.class.getName());

    private final WeirManagedConnection owner;
    private final ReentrantLock lock;
    private final ManagedConnectionState state;
    private final ManagedConnectionState.Borrow borrow;
    private final WeirLocalTransaction localTransaction;

    DeadLeaseReplacement(WeirManagedConnection owner, ReentrantLock lock, ManagedConnectionState state,
                         ManagedConnectionState.Borrow borrow, WeirLocalTransaction localTransaction) {
        this.owner = owner;
        this.lock = lock;
        this.state = state;
        this.borrow = borrow;
        this.localTransaction = localTransaction;
    }

    /**
     * A handle's call is about to bind; the caller holds the managed connection's lock. True if a local
     * transaction's begin bound the lease and no call has used it yet: that lease is confirmed alive first (a
     * check only if a connection of the pool has died since it was last known good), and replaced if dead. In a
     * busy server the request that began the transaction reaches its first statement later, and a database that
     * killed its connections meanwhile would otherwise fail that statement, which a fresh connection can run.
     */
    boolean confirmLeaseAwaitingFirstCall() throws SQLException {
        ConnectionLease waiting = state.leaseAwaitingFirstCall();
        if (waiting != null && !waiting.confirmAlive()) replaceDeadLease();
        return waiting != null;
    }

    /**
     * The first statement of the local transaction on this managed connection failed on a dead connection,
     * before any other work reached it (the facade has checked that): the transaction begins again on a
     * fresh lease, which is returned for the statement to run on. Null, leaving everything as it is, unless
     * the container's local transaction still holds {@code dead} and {@code handle} is the only handle, so
     * that no other facade is bound to the dead connection. The dead lease is retired either way once it is
     * replaced; if the pool has no fresh one to give, its failure is thrown (see {@link #replaceDeadLease}).
     * Logged at DEBUG, with {@code error}, the dead connection's last word.
     */
    ConnectionLease replaceForReplay(ConnectionHandle handle, ConnectionLease dead, SQLException error) throws SQLException {
        ConnectionLease fresh;
        lock.lock();
        try {
            if (!state.replaysFirstStatementOf(handle, dead)) return null;
            replaceDeadLease();
            fresh = state.lease();
        } finally {
            lock.unlock();
        }
        LOG.log(System.Logger.Level.DEBUG, () -> "Weir pool " + owner.pool().settings().poolName() + ": the first statement of a local"
                + " transaction met a dead connection (" + error.getMessage() + "); the transaction began again on a fresh one,"
                + " where the statement runs again");
        return fresh;
    }

    /**
     * The local transaction's begin bound {@code dead} and found it dead ({@code error}) before any work
     * reached it: the transaction begins on a fresh lease instead, which is returned. Without this the begin
     * fails with a fatal error inside the server's enlistment (IronJacamar enlists in allocateConnection,
     * before it asks for the handle), the server destroys this managed connection there, and the request
     * fails before its first statement although a fresh connection could serve it. Null, leaving everything
     * as it is, if the error is not fatal or a handle has used the lease. Throws the pool's reason if it has no
     * fresh lease to give; the dead one is retired either way.
     */
    ConnectionLease beginAgainOnFreshLease(ConnectionLease dead, SQLException error) throws SQLException {
        ConnectionLease fresh;
        lock.lock();
        try {
            if (state.leaseAwaitingFirstCall() != dead || !dead.markBrokenIfFatal(error)) return null;
            replaceDeadLease();
            fresh = state.lease();
        } finally {
            lock.unlock();
        }
        // the pool reports the dead connection's retirement (WARN once a minute, counted as BrokenConnections)
        LOG.log(System.Logger.Level.DEBUG, () -> "Weir pool " + owner.pool().settings().poolName() + ": a local transaction"
                + " began on a dead connection (" + error.getMessage() + "), which is retired; it began again on a fresh one");
        return fresh;
    }

    /**
     * The caller holds the managed connection's lock. The local transaction's lease died before any work
     * reached it: the transaction begins again on a fresh one. A database that killed the pool's connections
     * leaves several dead in the pool, so a fresh one that fails its begin fatally is retired in turn, up to
     * maximumPoolSize of them. If the pool has none to give, the call fails with the pool's reason, and the
     * transaction stays on the dead connection, where its commit fails.
     */
    private void replaceDeadLease() throws SQLException {
        state.retireDeadLease();
        int attempts = owner.pool().settings().intValue(Setting.MAXIMUM_POOL_SIZE);
        for (int attempt = 1; ; attempt++) {
            ConnectionLease fresh = borrow.borrow();
            try {
                localTransaction.beginOn(fresh);
                state.replaceLease(fresh);
                return;
            } catch (SQLException e) {
                boolean dead = fresh.markBrokenIfFatal(e);
                fresh.giveBack();
                if (!dead || attempt >= attempts) throw e;
            }
        }
    }
}
