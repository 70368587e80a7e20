package io.weir.pool.internal.jdbc;

/**
 * A facade its connection closes with itself: a statement, or a result set of the connection's
 * metadata. The links live here, so that tracking a child costs no allocation; the connection
 * facade's lock guards them, and a child's parent is always its connection.
 */
abstract class ChildFacade extends JdbcFacade {
    // guarded by the connection facade's lock; linked is false once detached
    boolean linked;
    ChildFacade prev;
    ChildFacade next;

    /** Closes this facade because its connection closes: it is already unlinked. */
    abstract void closeByParent(boolean closeDriverObject);

    /** Unlinks this facade from its connection, if it is still linked. */
    final void leaveParent() {
        if (linked) connection.release(this); // a stale true only costs the lock: release checks again
    }
}
