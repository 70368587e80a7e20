package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The connection facade's list of children, which it closes with itself: its statements, and the
 * result sets of its metadata (which belong to no statement). A statement closes its own result sets
 * without a list, see {@link ResultSetFacade}.
 *
 * <p>The list is intrusive (the link lives in the children), so tracking a child costs no
 * allocation. A tiny spin lock guards it: JDBC allows two threads on one connection, and a broken list
 * would keep statements open on a pooled connection. It is held for a few field writes only, never
 * across a driver call, and taken once per child: a child the application closes stays linked, and
 * linking the next child drops it. That halves the atomic operations of a prepare-and-close cycle,
 * which were a fifth of its time. A closed child holds no driver object, and the list stays under
 * {@link #SWEEP_MIN} links, or twice the children that were open at its last sweep ({@link #dropClosed()}).
 */
abstract class ParentFacade extends JdbcFacade {
    /** Below this many links, only the closed children at the head are dropped. */
    static final int SWEEP_MIN = 16;
    private static final VarHandle LOCK;

    static {
        try {
            LOCK = MethodHandles.lookup().findVarHandle(ParentFacade.class, "lock", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    // guarded by the lock
    private ChildFacade firstChild;
    private int linkCount;
    private int sweepAt = SWEEP_MIN;
    @SuppressWarnings("unused") // through LOCK
    private volatile int lock;

    /**
     * Links {@code child} unless {@link #takesChildren()} says no, asked under the lock, after the CAS that
     * took it. This is what lets {@link #hasOpenChildren()} skip the lock (see there).
     *
     * @return false if the child was not linked: the caller closes it
     */
    final boolean adoptIfTaking(ChildFacade child) {
        lock();
        try {
            if (!takesChildren()) return false;
            dropClosed();
            child.next = firstChild;
            firstChild = child;
            linkCount++;
            return true;
        } finally {
            unlock();
        }
    }

    /** Whether new children may still be linked; a parent that closes says no from then on. */
    boolean takesChildren() {
        return true;
    }

    /**
     * Drops the closed children at the head, which in the usual prepare-and-close cycle is all of them.
     * Children closed behind an open one wait for a sweep of the whole list, when it has grown to twice
     * what the last sweep kept: each sweep is paid for by the links made since.
     */
    private void dropClosed() {
        ChildFacade c = firstChild;
        while (c != null && c.isClosedFacade()) {
            ChildFacade n = c.next;
            c.next = null; // a closed statement the application keeps must not keep the rest alive
            linkCount--;
            c = n;
        }
        firstChild = c;
        if (linkCount < sweepAt) return;
        ChildFacade kept = null;
        for (c = firstChild; c != null; ) {
            ChildFacade n = c.next;
            if (c.isClosedFacade()) {
                c.next = null;
                linkCount--;
                if (kept == null) firstChild = n;
                else kept.next = n;
            } else {
                kept = c;
            }
            c = n;
        }
        sweepAt = Math.max(SWEEP_MIN, 2 * linkCount);
    }

    /**
     * Whether anything is linked, closed or not, without the lock; a false answer is exact for a parent that
     * has just made {@link #takesChildren()} false, for the reason {@link #hasOpenChildren()} gives, even if
     * another thread makes it true again at once: what that thread links is not ours to close.
     */
    final boolean mayHaveChildren() {
        return (int) LOCK.getVolatile(this) != 0 || firstChild != null;
    }

    /**
     * Whether {@link #closeChildren} has anything to do, without its CAS: for a parent that has just made
     * {@link #takesChildren()} false by a volatile read-modify-write, every child of which arrives through
     * {@link #adoptIfTaking}. Such an adopter took the lock (a volatile CAS) before it asked. If it asked
     * before our write it got yes, and its CAS precedes this volatile read in the synchronization
     * order: the read sees the lock held (we then take the lock and wait), or released by a release
     * store that this acquiring read synchronizes with, which makes its links visible to the walk below.
     * If it asked after our write, it changed nothing, provided nothing makes takesChildren() true again
     * (the parent closed for good; see {@link #mayHaveChildren()} otherwise). So the list is still while we
     * walk it, and a false answer is exact (a child closing on another thread meanwhile may read as open:
     * then we close it too).
     */
    final boolean hasOpenChildren() {
        if ((int) LOCK.getVolatile(this) != 0) return true;
        for (ChildFacade c = firstChild; c != null; c = c.next) {
            if (!c.isClosedFacade()) return true;
        }
        return false;
    }

    /** Closes every open child; driver calls happen outside the lock. */
    final void closeChildren(boolean closeDriverObjects) {
        ChildFacade c;
        lock();
        try {
            c = firstChild;
            firstChild = null;
            linkCount = 0;
            sweepAt = SWEEP_MIN;
        } finally {
            unlock();
        }
        while (c != null) {
            ChildFacade n = c.next;
            c.next = null;
            c.closeByParent(closeDriverObjects); // does nothing for a child the application closed
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
