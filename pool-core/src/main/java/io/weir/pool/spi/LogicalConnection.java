package io.weir.pool.spi;

import java.sql.Connection;

/**
 * A connection facade that the resource adapter hands to the application: it binds to a lease at its
 * first JDBC call through its {@link FacadeOwner}, and the adapter unbinds it when the lease goes back.
 */
public interface LogicalConnection extends Connection {
    /** The lease went back: the statements and result sets made through it are closed; its next call binds again. */
    void unbind();

    /** Dead from now on, as if closed, without calling {@link FacadeOwner#facadeClosed}. */
    void invalidate();

    /**
     * Whether a call that may wait on the database (an execution, a row change, any call of the connection
     * itself; not a move to the next row) runs through this facade, or a statement or result set made through it, now,
     * whichever thread makes it: a lease must not be reset or lent again under such a call. Cheap: a flag
     * the call path keeps.
     */
    boolean inCall();
}
