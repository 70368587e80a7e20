package io.weir.pool.internal.jdbc;

/**
 * What a connection closes with itself: a statement facade or, in its place, the statement's {@link
 * StatementLink}, the connection's metadata, or a result set of that metadata. The link to the next
 * child lives here, so that tracking a facade costs no allocation; the connection facade's lock guards
 * it, and a child's parent is always its connection.
 */
abstract class ChildFacade extends JdbcFacade {
    /**
     * The child linked before this one; guarded by the connection facade's lock. A statement facade that
     * is tracked through its {@link StatementLink} is never linked, and holds its link here instead.
     */
    ChildFacade next;

    /** Closes this facade because its connection closes: it is already unlinked. */
    abstract void closeByParent(boolean closeDriverObject);

    /**
     * Whether the application closed this facade. Closing does not unlink it (that would take the
     * connection's lock a second time per statement): the connection drops closed children as it links
     * new ones. A stale false, from a close on another thread, only keeps the child linked a while longer.
     */
    abstract boolean isClosedFacade();
}
