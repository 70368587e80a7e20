package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.LeakHandler;
import io.weir.pool.spi.start.PhysicalPool;

import java.sql.SQLException;

/**
 * The physical connection a managed connection holds, and what holds it: the handles' calls, or a
 * transaction the server drives. Each move is a method named for it, legal only from the states it
 * names; the managed connection's lock guards them all.
 */
final class PhysicalBinding {
    enum State {
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
    }

    private State state = State.UNBOUND;
    private ConnectionLease lease;
    /** A fatal error hit the physical connection outside the pool's sight (an XA error): retire it, not pool it. */
    private boolean broken;

    State state() {
        return state;
    }

    /** The bound physical connection, or null. */
    ConnectionLease lease() {
        return lease;
    }

    /** UNBOUND to BOUND, borrowing; in any bound state, the lease held. */
    ConnectionLease bind(PhysicalPool pool, LeakHandler onLeak) throws SQLException {
        if (state == State.UNBOUND) {
            lease = pool.borrow(onLeak);
            state = State.BOUND;
        }
        return lease;
    }

    /** UNBOUND or BOUND to a transaction of {@code kind}, binding first if needed. */
    ConnectionLease beginTransaction(State kind, PhysicalPool pool, LeakHandler onLeak) throws SQLException {
        if (!kind.inTransaction()) throw new IllegalArgumentException(kind + " is not a transaction");
        if (state.inTransaction()) {
            throw new IllegalStateException("A " + describe(state) + " transaction is already active on this connection");
        }
        ConnectionLease bound = bind(pool, onLeak);
        state = kind;
        return bound;
    }

    /** A transaction to BOUND; the caller then decides whether the physical connection goes back. */
    void endTransaction() {
        if (state.inTransaction()) state = State.BOUND;
    }

    void markBroken() {
        broken = true;
    }

    /**
     * Any state to UNBOUND: the physical connection goes back to the pool (retired if it broke), and the
     * lease that went is returned, or null if none was bound.
     */
    ConnectionLease release() {
        ConnectionLease released = lease;
        state = State.UNBOUND;
        lease = null;
        boolean retire = broken;
        broken = false;
        if (released != null) {
            if (retire) {
                released.evict();
            } else {
                released.giveBack();
            }
        }
        return released;
    }

    static String describe(State transaction) {
        return transaction == State.XA_TRANSACTION ? "XA" : "local";
    }
}
