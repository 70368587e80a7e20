package io.weir.pool.internal.jdbc;

/**
 * A facade its parent closes with itself: a statement (closed with its connection) or a result set
 * (closed with its statement, or with the connection for a metadata result set). The links live
 * here, so that tracking a child costs no allocation; the parent's lock guards them.
 */
abstract class ChildFacade extends ParentFacade {
    // guarded by the parent's lock; parent is null once detached
    ParentFacade parent;
    ChildFacade prev;
    ChildFacade next;

    /** Closes this facade because its parent closes: it is already unlinked. */
    abstract void closeByParent(boolean closeDriverObject);

    /** Unlinks this facade from its parent, if it still has one. */
    final void leaveParent() {
        ParentFacade p = parent;
        if (p != null) p.release(this);
    }
}
