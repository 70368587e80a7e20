package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.SQLException;
import java.sql.Wrapper;

/**
 * What every facade shares: the connection facade it came from, and the list of its open children
 * (a connection's statements, a statement's result sets) so that closing it closes them.
 *
 * <p>The list is intrusive (the links live in the children), so tracking a child costs no
 * allocation, and adding or removing one is O(1) however many are open. A child the application
 * closes unlinks itself, so nothing closed stays reachable. A tiny spin lock guards the links: JDBC
 * allows two threads on one connection, and a broken list would keep statements open on a pooled
 * connection. It is held for a few field writes only, never across a driver call.
 */
abstract class JdbcFacade {
    private static final VarHandle LOCK;

    static {
        try {
            LOCK = MethodHandles.lookup().findVarHandle(JdbcFacade.class, "lock", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The connection facade this object was obtained through; a connection facade's own is itself. */
    ConnectionFacade connection;

    // as a child, guarded by the parent's lock; parent is null once detached
    private JdbcFacade parent;
    private JdbcFacade prev;
    private JdbcFacade next;

    // as a parent
    private JdbcFacade firstChild;
    @SuppressWarnings("unused") // through LOCK
    private volatile int lock;

    /** Closes this facade because its parent closes: it is already unlinked. */
    abstract void closeByParent(boolean closeDriverObject);

    /** Every SQLException from the driver passes here, so that fatal ones retire the physical connection. */
    final <E extends SQLException> E failed(E e) {
        return connection.classify(e);
    }

    final void adopt(JdbcFacade child) {
        lock();
        try {
            child.parent = this;
            child.prev = null;
            child.next = firstChild;
            if (firstChild != null) firstChild.prev = child;
            firstChild = child;
        } finally {
            unlock();
        }
    }

    /** Unlinks this facade from its parent, if it still has one. */
    final void leaveParent() {
        JdbcFacade p = parent;
        if (p != null) p.release(this);
    }

    private void release(JdbcFacade child) {
        lock();
        try {
            if (child.parent != this) return; // the parent detached its whole list meanwhile
            if (child.prev == null) {
                firstChild = child.next;
            } else {
                child.prev.next = child.next;
            }
            if (child.next != null) child.next.prev = child.prev;
            child.parent = null;
            child.prev = null;
            child.next = null;
        } finally {
            unlock();
        }
    }

    /** A racy peek: the thread that made the children sees them; a stale answer only delays cleanup. */
    final boolean hasChildren() {
        return firstChild != null;
    }

    /** Closes every open child; driver calls happen outside the lock. */
    final void closeChildren(boolean closeDriverObjects) {
        JdbcFacade c;
        lock();
        try {
            c = firstChild;
            firstChild = null;
            for (JdbcFacade x = c; x != null; x = x.next) x.parent = null;
        } finally {
            unlock();
        }
        while (c != null) {
            JdbcFacade n = c.next;
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

    /**
     * unwrap: the facade itself for the JDBC interfaces it implements, the driver's object (or what
     * the driver unwraps to) for anything else. Handing out a driver object lets the borrower change
     * the session behind the facade's back, so the whole session is reset when the lease comes back.
     */
    final <T> T unwrapped(Class<T> iface, Wrapper delegate) throws SQLException {
        if (delegate instanceof Redirect) delegate = ((Redirect) delegate).target(); // closed throws, unbound binds
        if (iface.isInstance(this)) return iface.cast(this);
        T found = iface.isInstance(delegate) ? iface.cast(delegate) : delegate.unwrap(iface);
        connection.exposed();
        return found;
    }

    final boolean wrapsFor(Class<?> iface, Wrapper delegate) throws SQLException {
        if (delegate instanceof Redirect) delegate = ((Redirect) delegate).target();
        return iface.isInstance(this) || iface.isInstance(delegate) || delegate.isWrapperFor(iface);
    }
}
