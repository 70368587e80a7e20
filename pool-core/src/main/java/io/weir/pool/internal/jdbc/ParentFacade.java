package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The connection facade's list of open children, which it closes with itself: its statements, and the
 * result sets of its metadata (which belong to no statement). A statement closes its own result sets
 * without a list, see {@link ResultSetFacade}.
 *
 * <p>The list is intrusive (the links live in the children), so tracking a child costs no
 * allocation, and adding or removing one is O(1) however many are open. A child the application
 * closes unlinks itself, so nothing closed stays reachable. A tiny spin lock guards the links: JDBC
 * allows two threads on one connection, and a broken list would keep statements open on a pooled
 * connection. It is held for a few field writes only, never across a driver call.
 */
abstract class ParentFacade extends JdbcFacade {
    private static final VarHandle LOCK;

    static {
        try {
            LOCK = MethodHandles.lookup().findVarHandle(ParentFacade.class, "lock", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private ChildFacade firstChild;
    @SuppressWarnings("unused") // through LOCK
    private volatile int lock;

    /**
     * Links {@code child} unless {@link #takesChildren()} says no, asked under the lock, after the CAS that
     * took it. This is what lets {@link #mayHaveChildren()} skip the lock (see there).
     *
     * @return false if the child was not linked: the caller closes it
     */
    final boolean adoptIfTaking(ChildFacade child) {
        lock();
        try {
            if (!takesChildren()) return false;
            link(child);
            return true;
        } finally {
            unlock();
        }
    }

    /** Whether new children may still be linked; a parent that closes says no from then on. */
    boolean takesChildren() {
        return true;
    }

    private void link(ChildFacade child) {
        child.linked = true;
        child.prev = null;
        child.next = firstChild;
        if (firstChild != null) firstChild.prev = child;
        firstChild = child;
    }

    final void release(ChildFacade child) {
        lock();
        try {
            if (!child.linked) return; // the parent detached its whole list meanwhile
            if (child.prev == null) {
                firstChild = child.next;
            } else {
                child.prev.next = child.next;
            }
            if (child.next != null) child.next.prev = child.prev;
            child.linked = false;
            child.prev = null;
            child.next = null;
        } finally {
            unlock();
        }
    }

    /**
     * Whether {@link #closeChildren} has anything to do, without its CAS: for a parent that has just made
     * {@link #takesChildren()} false by a volatile read-modify-write, every child of which arrives through
     * {@link #adoptIfTaking}. Such an adopter took the lock (a volatile CAS) before it asked. If it asked
     * before our write it got yes, and its CAS precedes this volatile read in the synchronization
     * order: the read sees the lock held (we then take the lock and wait), or released by a release
     * store that this acquiring read synchronizes with, which makes the link visible to the read of
     * firstChild below. If it asked after our write, it linked nothing. So a false answer is exact.
     */
    final boolean mayHaveChildren() {
        return (int) LOCK.getVolatile(this) != 0 || firstChild != null;
    }

    /** Closes every open child; driver calls happen outside the lock. */
    final void closeChildren(boolean closeDriverObjects) {
        ChildFacade c;
        lock();
        try {
            c = firstChild;
            firstChild = null;
            for (ChildFacade x = c; x != null; x = x.next) x.linked = false;
        } finally {
            unlock();
        }
        while (c != null) {
            ChildFacade n = c.next;
            c.prev = null;
            c.next = null;
            c.closeByParent(closeDriverObjects);
            c = n;
        }
    }

    private void lock() {
        int spins = 0;
        while (!LOCK.compareAndSet(this, 0, 1)) {
            if (++spins < 100) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
    }

    private void unlock() {
        LOCK.setRelease(this, 0);
    }
}
