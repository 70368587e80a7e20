package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.TransactionControl;

import javax.sql.XAConnection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Everything a managed connection's lock guards, and the only code that changes it: its {@link Life}, the
 * {@link Binding} of its physical connection with the lease that binding holds, the handles it gave out,
 * the local transaction the application demarcates itself, and the connection outside the pool that XA
 * recovery uses. Each move is a method named for what
 * happened (a handle given out, closed or moved away, a bind, a transaction begun or ended, a fatal error,
 * a cleanup, a destroy, a leak taken back); a move the state forbids throws {@link IllegalStateException}.
 * The managed connection checks the refusals the server or the application may provoke first, and answers
 * them with the exception its contract names (08003, a ResourceException).
 *
 * <p>What can exist together, kept so by these methods alone:
 * <ul>
 *   <li>a lease exactly when the binding is not UNBOUND; {@code broken} only with a lease;</li>
 *   <li>OPEN and FAILED with any binding and any handles;</li>
 *   <li>DRAINING only while work that a destroy let finish remains (a handle open, a container transaction):
 *       the move that ends the last of it gives the lease back and makes it DESTROYED;</li>
 *   <li>DESTROYED with no handle, UNBOUND, and no application transaction, for good.</li>
 * </ul>
 *
 * <p>Life and Binding are two enums rather than one because two parties move them apart: the server decides
 * the managed connection's life (destroy, or the error it was told of), while the handles' calls and the
 * transactions decide what holds the physical connection, in every life but DESTROYED; one enum would spell
 * out thirteen pairs. {@code broken} belongs to the lease, not to the life: the lease bound at a fatal error
 * is retired when it goes back, and one bound afterwards (a FAILED connection still serving a handle) is not.
 * The application's transaction is the application's auto-commit mode on the physical connection, which a
 * container transaction leaves as it found it; so it is its own flag, frozen while a container transaction
 * runs, and over when the lease goes back (the pool resets auto-commit).
 */
final class ManagedConnectionState {
    /** The managed connection's life, as the server drives it. */
    enum Life {
        /** Serves handles and transactions. */
        OPEN,
        /** A fatal error on its physical connection: the server was told to destroy it and matches it no more. */
        FAILED,
        /**
         * Destroyed while handles or a transaction still used it: they finish, and no new handle is given
         * out; the physical connection goes back when the last of them ends, and the state is DESTROYED.
         */
        DRAINING,
        /** Destroyed: no handle, no physical connection, ever again. */
        DESTROYED;

        /** What the server's matching may hand out again. */
        boolean matchable() {
            return this == OPEN;
        }

        /** The server destroyed it: it gives out no handle, takes none moved to it, and opens no recovery connection. */
        boolean destroyed() {
            return this == DRAINING || this == DESTROYED;
        }

        /** A handle's call or a transaction may bind a physical connection: a draining one finishes its work. */
        boolean binds() {
            return this != DESTROYED;
        }

        /** A fatal error: OPEN to FAILED; any other life stays (a draining one finishes, its lease retired). */
        Life fail() {
            return this == OPEN ? FAILED : this;
        }

        /** The server destroys it: OPEN to DRAINING while work is in flight, else to DESTROYED; FAILED to DESTROYED at once. */
        Life destroy(boolean inFlight) {
            return switch (this) {
                case OPEN -> inFlight ? DRAINING : DESTROYED;
                case FAILED -> DESTROYED;
                case DRAINING, DESTROYED -> throw new IllegalStateException("The managed connection was destroyed already");
            };
        }

        /** The work a destroy let finish is done: DRAINING to DESTROYED. */
        Life drained() {
            if (this != DRAINING) throw new IllegalStateException("Only a draining managed connection drains, not a " + this + " one");
            return DESTROYED;
        }
    }

    /** What holds the physical connection, if one is bound. */
    enum Binding {
        /** No physical connection: a handle binds one at its first call. */
        UNBOUND,
        /** A physical connection serves the handles' calls, outside a container transaction. */
        BOUND,
        /** The server's local transaction runs on the physical connection. */
        LOCAL_TRANSACTION,
        /** An XA branch runs on the physical connection. */
        XA_TRANSACTION;

        boolean inTransaction() {
            return this == LOCAL_TRANSACTION || this == XA_TRANSACTION;
        }

        /** A handle's call: UNBOUND to BOUND; a bound one stays as it is. */
        Binding bind() {
            return this == UNBOUND ? BOUND : this;
        }

        /** The server starts a transaction of {@code kind} (binding first if need be); refused while one runs. */
        Binding begin(Binding kind) {
            if (!kind.inTransaction()) throw new IllegalArgumentException(kind + " is not a transaction");
            if (inTransaction()) {
                throw new IllegalStateException("A " + describe() + " transaction is already active on this connection");
            }
            return kind;
        }

        /**
         * A transaction of {@code kind} completed: to BOUND. Outside a transaction nothing changes (a destroy
         * gave the lease back meanwhile); the end of a transaction of the other kind is refused.
         */
        Binding end(Binding kind) {
            if (this == kind) return BOUND;
            if (inTransaction()) {
                throw new IllegalStateException("A " + kind.describe() + " transaction cannot end while a " + describe()
                        + " transaction is active");
            }
            return this;
        }

        /** The lease went back: from any binding to UNBOUND. */
        Binding release() {
            return UNBOUND;
        }

        /** The transaction's kind as messages name it. */
        String describe() {
            return this == XA_TRANSACTION ? "XA" : "local";
        }
    }

    /** Borrows a physical connection from the pool, waiting up to connectionTimeout. */
    @FunctionalInterface
    interface Borrow {
        ConnectionLease borrow() throws SQLException;
    }

    /**
     * Written under the lock, so writers never race; volatile because the server's matching
     * (matchManagedConnections, getInvalidConnections) reads it without the lock, on its own threads, while
     * a request may hold the lock through a borrow of up to connectionTimeout. A read that misses a move made
     * a moment ago matches as a match made a moment earlier would; getConnection decides again under the lock.
     */
    private volatile Life life = Life.OPEN;

    // The rest is plain: only the holder of the managed connection's lock reads or writes it, and the lock
    // orders each holder's writes before the next holder's reads.
    private Binding binding = Binding.UNBOUND;
    private ConnectionLease lease;
    /** A fatal error hit the lease outside the pool's sight (an XA error): retire it, not pool it. */
    private boolean broken;
    /** A handle has bound the lease held: from then on it may carry the application's work. */
    private boolean handleBound;
    private final Set<ConnectionHandle> handles = new HashSet<>();
    private final ApplicationTransaction applicationTransaction = new ApplicationTransaction();
    /** Outside the pool and its count: opened at the first recovery call, closed by the destroy. */
    private XAConnection recovery;

    Life life() {
        return life;
    }

    Binding binding() {
        return binding;
    }

    /** The bound physical connection, or null. */
    ConnectionLease lease() {
        return lease;
    }

    int openHandles() {
        return handles.size();
    }

    /** What runs on it, as a log line names it: "2 handle(s) open, an open local transaction, a call running". */
    String work() {
        StringBuilder work = new StringBuilder().append(handles.size()).append(" handle(s) open");
        if (binding.inTransaction()) work.append(binding == Binding.XA_TRANSACTION ? ", an XA branch" : ", an open local transaction");
        if (callRunning()) work.append(", a call running");
        return work.toString();
    }

    /** No handle out and nothing bound: the managed connection may switch to other credentials. */
    boolean unused() {
        return binding == Binding.UNBOUND && handles.isEmpty();
    }

    /** The connection XA recovery calls go to, or null if none was opened. */
    XAConnection recoveryConnection() {
        return recovery;
    }

    /** A recovery call opened the connection outside the pool; refused once the server destroyed it. */
    void recoveryOpened(XAConnection connection) {
        if (life.destroyed()) throw new IllegalStateException("A destroyed managed connection opens no recovery connection");
        recovery = connection;
    }

    /** The destroy takes the recovery connection, if any, to close it outside the lock. */
    XAConnection takeRecoveryConnection() {
        XAConnection taken = recovery;
        recovery = null;
        return taken;
    }

    /** A handle given out, or moved here by associateConnection; refused once the server destroyed it. */
    void handleAdded(ConnectionHandle handle) {
        if (life.destroyed()) throw new IllegalStateException("A destroyed managed connection takes no handle");
        handles.add(handle);
    }

    /**
     * The application closed the handle's facade, which is closed already (its statements too): the handle
     * leaves before the lease may go back, so the release that follows unbinds only the other handles and
     * the facade's own close is the one call into it on this path. False when the handle was no longer here
     * (a cleanup, destroy or leak reclaim closed it first).
     */
    boolean handleClosed(ConnectionHandle handle) {
        if (!handles.remove(handle)) return false;
        workEnded();
        return true;
    }

    /** associateConnection moved the handle to another managed connection: its next call binds through that one. */
    void handleMovedAway(ConnectionHandle handle) {
        if (handles.remove(handle) && lease != null) handle.facade().unbind();
        workEnded();
    }

    /** A handle's call: the lease held, or one borrowed now (UNBOUND to BOUND); refused once DESTROYED. */
    ConnectionLease bind(Borrow pool) throws SQLException {
        ConnectionLease bound = held(pool);
        handleBound = true;
        return bound;
    }

    private ConnectionLease held(Borrow pool) throws SQLException {
        if (!life.binds()) throw new IllegalStateException("A destroyed managed connection binds no physical connection");
        if (binding == Binding.UNBOUND) {
            lease = pool.borrow(); // first: a failed borrow leaves the state as it was
            binding = binding.bind();
        }
        return lease;
    }

    /**
     * The lease a local transaction began on, while no handle has called through it: nothing has reached its
     * connection since the begin, which may have been a while ago. Null otherwise: a lease a handle has used
     * may carry the application's work, and an XA branch is tied to its connection's XAResource.
     */
    ConnectionLease leaseAwaitingFirstCall() {
        return binding == Binding.LOCAL_TRANSACTION && !handleBound ? lease : null;
    }

    /**
     * Whether the transaction's first statement, made through {@code handle} on {@code dead}, may run again on
     * a fresh lease: the container's local transaction still holds {@code dead}, the managed connection still
     * binds, and no other handle could be bound to it.
     */
    boolean replaysFirstStatementOf(ConnectionHandle handle, ConnectionLease dead) {
        return life.binds() && binding == Binding.LOCAL_TRANSACTION && lease == dead && handles.size() == 1
                && handles.contains(handle);
    }

    /**
     * The transaction's lease died before any work reached it: retired now, so that its slot in the pool can serve the fresh
     * one. The state keeps it, broken, until {@link #replaceLease} or the end of the transaction.
     */
    void retireDeadLease() {
        broken = true;
        lease.evict();
    }

    /** A fresh lease, its transaction begun, takes the place of the dead one. */
    void replaceLease(ConnectionLease fresh) {
        lease = fresh;
        broken = false;
    }

    /** The server starts a transaction of {@code kind} on the lease held, or on one borrowed now. */
    ConnectionLease beginTransaction(Binding kind, Borrow pool) throws SQLException {
        Binding next = binding.begin(kind);
        ConnectionLease bound = held(pool);
        binding = next;
        return bound;
    }

    /** The transaction of {@code kind} is over: the lease goes back unless a handle is still open. */
    void endTransaction(Binding kind) {
        binding = binding.end(kind);
        workEnded();
    }

    /**
     * The event the server hears after a handle's setAutoCommit, commit or rollback succeeded, or
     * {@link ApplicationTransaction#NO_EVENT}: none inside a container transaction, whose demarcation is the
     * transaction manager's, and none with nothing bound (the lease went back under the call, and its reset
     * ended what the call began).
     */
    int afterTransactionControl(TransactionControl call) {
        if (binding == Binding.UNBOUND || binding.inTransaction()) return ApplicationTransaction.NO_EVENT;
        return applicationTransaction.after(call);
    }

    /** A fatal error: OPEN to FAILED, and the lease bound now is retired when it goes back. */
    void fail() {
        life = life.fail();
        if (lease != null) broken = true;
    }

    /**
     * The server's cleanup: every handle is dead, the application's transaction is over as the server sees
     * it, and the lease goes back unless a container transaction still needs it. Returns the handles closed.
     */
    List<ConnectionHandle> cleanup() {
        List<ConnectionHandle> dropped = dropHandles();
        applicationTransaction.reset();
        workEnded();
        return dropped;
    }

    /**
     * The server destroys it (once; the managed connection ignores a second destroy): DRAINING while an OPEN
     * one has work in flight, which then finishes; otherwise DESTROYED now, its handles dead and its lease
     * back (retired if broken), a running transaction's too. Returns the handles closed.
     */
    List<ConnectionHandle> destroy() {
        life = life.destroy(inFlight());
        if (life == Life.DRAINING) return List.of();
        List<ConnectionHandle> dropped = dropHandles();
        release();
        return dropped;
    }

    /**
     * The pool's leak sweep asks for {@code leaked}: taken back, and every handle dead, unless it is no longer
     * the lease held, a container transaction runs on it, or a call that may wait on the database runs on one
     * of its handles. Returns the handles closed, or null if it was not taken.
     */
    List<ConnectionHandle> reclaimLeak(ConnectionLease leaked) {
        if (lease != leaked || binding.inTransaction() || callRunning()) return null;
        List<ConnectionHandle> dropped = dropHandles();
        workEnded();
        return dropped;
    }

    /**
     * The pool that lent {@code leaked} was replaced by one with changed settings, and the lease is out past the
     * leak threshold ({@link LostTransactions#afterMs}) in a local transaction with no handle open: the server
     * that began the transaction has lost it. Payara, rebuilding its pool for a changed property, may forget
     * having begun the transaction of a request running then, begin it again at its commit (which the begin
     * refuses), and never end it. See {@link #endLostTransaction()}. False if it was not taken (another lease).
     */
    boolean reclaimAbandonedTransaction(ConnectionLease leaked) {
        return lease == leaked && endLostTransaction();
    }

    /**
     * A local transaction with no handle open, which the server has lost ({@link LostTransactions}): the lease
     * goes back, the pool's reset rolling the transaction back, and a draining managed connection is DESTROYED.
     * False if there is none (no local transaction, or a handle open that may still use it).
     */
    boolean endLostTransaction() {
        if (binding != Binding.LOCAL_TRANSACTION || !handles.isEmpty()) return false;
        release();
        if (life == Life.DRAINING) life = life.drained();
        return true;
    }

    /**
     * The adapter stops while this one drains with no call running on it: the server that let its work finish
     * is gone (Payara drops the managed connections in use before it stops the adapter, and a transaction whose
     * resource it dropped may never end here). Its handles die and the lease goes back, the pool's reset rolling
     * back what a local transaction left open: DESTROYED. An XA branch stays (a prepared one is the transaction
     * manager's to resolve), and so does work a running call still does. Returns the handles closed, or null if
     * it was not taken.
     */
    List<ConnectionHandle> abandon() {
        if (life != Life.DRAINING || binding == Binding.XA_TRANSACTION || callRunning()) return null;
        List<ConnectionHandle> dropped = dropHandles();
        release();
        life = life.drained();
        return dropped;
    }

    private boolean callRunning() {
        for (ConnectionHandle h : handles) {
            if (h.facade().inCall()) return true;
        }
        return false;
    }

    /** A handle is open or a transaction is active: work that a destroy lets finish. */
    private boolean inFlight() {
        return !handles.isEmpty() || binding.inTransaction();
    }

    /** Some work ended: with none left, the lease goes back, and a draining managed connection is DESTROYED. */
    private void workEnded() {
        if (inFlight()) return;
        release();
        if (life == Life.DRAINING) life = life.drained();
    }

    private List<ConnectionHandle> dropHandles() {
        List<ConnectionHandle> dropped = new ArrayList<>(handles);
        handles.clear();
        for (ConnectionHandle h : dropped) {
            h.facade().invalidate();
        }
        return dropped;
    }

    /**
     * To UNBOUND: the lease goes back to the pool, reset, or retired if it broke. Every caller has emptied the
     * handles or found none, so no facade holds the lease and none is called here.
     */
    private void release() {
        applicationTransaction.reset(); // the pool resets the physical connection to its configured auto-commit
        binding = binding.release();
        ConnectionLease released = lease;
        if (released == null) return;
        boolean retire = broken;
        lease = null;
        broken = false;
        handleBound = false;
        if (retire) {
            released.evict();
        } else {
            released.giveBack();
        }
    }
}
