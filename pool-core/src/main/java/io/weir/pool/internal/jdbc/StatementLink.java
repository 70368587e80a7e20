package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What a connection keeps of a statement when {@link StatementTracking#LINKS} is on: the driver's
 * statement, to close it with the connection, and the flag its facade reads on every call. The
 * facade refers to its link, never the other way round (see StatementTracking).
 */
final class StatementLink extends ChildFacade {
    /** The driver's statement until this link is closed; guarded by nothing, see {@link #closed}. */
    private Statement raw;
    /**
     * Set by the facade's own close, or by the connection's. Plain, like a statement facade's delegate: a
     * thread that reads it stale reaches a driver statement that is being closed, and nothing else.
     */
    boolean closed;

    private static final VarHandle CLOSED;

    static {
        try {
            CLOSED = MethodHandles.lookup().findVarHandle(StatementLink.class, "closed", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    StatementLink(FacadeConnection connection, Statement raw) {
        this.connection = connection;
        this.raw = raw;
    }

    /**
     * The facade closed itself and closes the driver's statement: the link only lets go of it. The flag is
     * written last, with release semantics, so that a connection that reads it set under its lock ({@link
     * #reusable}) also sees the statement let go of, and no late write of this close can clear the
     * statement the link is reused for.
     */
    void closedByFacade() {
        raw = null;
        CLOSED.setRelease(this, true);
    }

    /**
     * Whether the connection may hand this link to its next statement: its facade closed it. The facade
     * keeps the link, but reads the closed sentinel in its own delegate first, so a reused link changes
     * nothing for it (see StatementFacade#open).
     */
    boolean reusable() {
        return (boolean) CLOSED.getAcquire(this);
    }

    /** The link now stands for {@code raw}, a new statement of the same connection; under its lock. */
    void reuseFor(Statement raw) {
        this.raw = raw;
        closed = false;
    }

    @Override
    void closeByParent(boolean closeDriverObject) {
        if (closed) return;
        closed = true;
        Statement r = raw;
        raw = null;
        if (r == null || !closeDriverObject) return;
        try {
            r.close();
        } catch (SQLException e) {
            failed(e); // the connection is being given back anyway; a fatal error still retires it
        }
    }

    @Override
    boolean isClosedFacade() {
        return closed;
    }
}
