package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.Connection;
import java.sql.Statement;
import java.util.function.BooleanSupplier;

/**
 * The connection facade's list of children, which it closes with itself: its statements, its metadata,
 * and the result sets of its metadata (which belong to no statement). A statement closes its own result
 * sets without a list, see {@link ResultSetFacade}.
 *
 * <p>A resource adapter's facade is bound to one physical connection after another, and another thread
 * may be making a statement on the old one while it is unbound. So a child is linked only if the parent
 * is still bound to the driver connection the child was made on ({@link #adoptIfTaking}), and a parent
 * changes its binding under the same lock ({@link #closeChildrenIf}, {@link #underLock}): each binding's
 * list holds its own children and no others.
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
     * Links {@code child}, made on the driver connection {@code madeOn}, if {@link #takesChildrenOf} says
     * so, asked under the lock after the CAS that took it. This is what lets {@link #hasOpenChildren()} skip
     * the lock (see there), and what keeps a child made on one binding out of the next one's list.
     *
     * @return false if the child was not linked: the caller closes it
     */
    final boolean adoptIfTaking(Connection madeOn, ChildFacade child) {
        lock();
        try {
            if (!takesChildrenOf(madeOn)) return false;
            link(child);
            return true;
        } finally {
            unlock();
        }
    }

    /**
     * Links the driver statement {@code raw}, made on {@code madeOn}, through a {@link StatementLink} if
     * {@link #takesChildrenOf} says so, as {@link #adoptIfTaking} does. When the list holds one link only,
     * closed by its statement's facade (the prepare-and-close cycle's), that link is reused rather than a new
     * one made. So statements made and closed one after the other on a connection allocate one link between
     * them, and where that cycle is what C2 profiles, prepareStatement's compiled code holds no allocation of
     * one: that keeps it under InlineSmallCode on JDK 25 over a driver that allocates its statement, so that
     * it inlines into its callers (see {@link StatementTracking} for why that matters most with links, and
     * StatementPathInliningTest). A borrow's first statement still makes its link.
     *
     * @return the link, or null if the statement was not linked: the caller closes it
     */
    final StatementLink adoptStatementIfTaking(Connection madeOn, Statement raw) {
        lock();
        try {
            if (!takesChildrenOf(madeOn)) return null;
            if (firstChild instanceof StatementLink l && l.next == null && l.reusable()) {
                l.reuseFor(raw);
                return l;
            }
            StatementLink l = new StatementLink(connection, raw);
            link(l);
            return l;
        } finally {
            unlock();
        }
    }

    /**
     * Links {@code child}, which came out of {@code sibling}, if the sibling is still open and linked and
     * new children are taken: then it belongs to the binding the sibling belongs to. Walks the list, for
     * the rare child whose driver connection is not known (a cursor inside a metadata result set).
     *
     * @return false if the child was not linked: the caller closes it
     */
    final boolean adoptBeside(ChildFacade sibling, ChildFacade child) {
        lock();
        try {
            if (!takesChildren() || sibling.isClosedFacade() || !isLinked(sibling)) return false;
            link(child);
            return true;
        } finally {
            unlock();
        }
    }

    // guarded by the lock
    private void link(ChildFacade child) {
        ChildFacade head = firstChild;
        if (head == null || (head.next == null && head.isClosedFacade())) {
            // The prepare-and-close cycle leaves at most one child, closed and linked to nothing: the new child
            // takes its place. A single reference store (a new child's next is null already) keeps the code
            // that prepareStatement compiles to under C2's InlineSmallCode, so that it inlines into its caller
            // whichever of the two the JIT compiles first.
            firstChild = child;
            linkCount = 1;
            return;
        }
        dropClosed();
        child.next = firstChild;
        firstChild = child;
        linkCount++;
    }

    // guarded by the lock
    private boolean isLinked(ChildFacade child) {
        for (ChildFacade c = firstChild; c != null; c = c.next) {
            if (c == child) return true;
        }
        return false;
    }

    /** Whether a child made on {@code madeOn} is linked; a parent that closes says no from then on. */
    abstract boolean takesChildrenOf(Connection madeOn);

    /** Whether new children are linked at all; a parent that closes says no from then on. */
    abstract boolean takesChildren();

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
     * Whether {@link #closeChildren} has anything to do, without its CAS: for a parent that has just made
     * {@link #takesChildren()} and {@link #takesChildrenOf} false for good by a volatile read-modify-write,
     * every child of which arrives through an adopt method. Such an adopter took the lock (a volatile CAS)
     * before it asked. If it asked before our write it got yes, and its CAS precedes this volatile read in
     * the synchronization order: the read sees the lock held (we then take the lock and wait), or released
     * by a release store that this acquiring read synchronizes with, which makes its links visible to the
     * walk below. If it asked after our write, it changed nothing. So the list is still while we walk it,
     * and a false answer is exact (a child closing on another thread meanwhile may read as open: then we
     * close it too).
     */
    final boolean hasOpenChildren() {
        if ((int) LOCK.getVolatile(this) != 0) return true;
        for (ChildFacade c = firstChild; c != null; c = c.next) {
            if (!c.isClosedFacade()) return true;
        }
        return false;
    }

    /** Runs {@code change} under the lock, so that no adoption interleaves with it. */
    final void underLock(Runnable change) {
        lock();
        try {
            change.run();
        } finally {
            unlock();
        }
    }

    /** Closes every open child; driver calls happen outside the lock. */
    final void closeChildren(boolean closeDriverObjects) {
        closeChildrenIf(() -> true, closeDriverObjects);
    }

    /**
     * Runs {@code stopTaking} under the lock and, if it returns true, closes every child linked before it.
     * An adopter asks under the same lock, so it either linked before (its child is closed here) or sees
     * what stopTaking changed: a child of a binding made after it is never touched, even if the parent
     * takes children again at once.
     */
    final void closeChildrenIf(BooleanSupplier stopTaking, boolean closeDriverObjects) {
        ChildFacade detached;
        lock();
        try {
            if (!stopTaking.getAsBoolean()) return;
            detached = firstChild;
            firstChild = null;
            linkCount = 0;
            sweepAt = SWEEP_MIN;
        } finally {
            unlock();
        }
        closeAll(detached, closeDriverObjects);
    }

    /**
     * Runs {@code change} under the lock and, if it returns true, lets go of every child linked before it
     * without closing any: for a binding replaced under its only open child, which moves to the new binding
     * itself (see ConnectionFacade#replayFirstStatement).
     */
    final boolean forgetChildrenIf(BooleanSupplier change) {
        lock();
        try {
            if (!change.getAsBoolean()) return false;
            for (ChildFacade c = firstChild; c != null; ) {
                ChildFacade n = c.next;
                c.next = null;
                c = n;
            }
            firstChild = null;
            linkCount = 0;
            sweepAt = SWEEP_MIN;
            return true;
        } finally {
            unlock();
        }
    }

    private static void closeAll(ChildFacade c, boolean closeDriverObjects) {
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
