package io.weir.pool.internal.jdbc;

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

    StatementLink(FacadeConnection connection, Statement raw) {
        this.connection = connection;
        this.raw = raw;
    }

    /** The facade closed itself and closes the driver's statement: the link only lets go of it. */
    void closedByFacade() {
        closed = true;
        raw = null;
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
