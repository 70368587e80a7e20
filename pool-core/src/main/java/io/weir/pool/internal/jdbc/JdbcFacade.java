package io.weir.pool.internal.jdbc;

import java.sql.SQLException;
import java.sql.Wrapper;

/**
 * What every facade shares: the connection facade it came from, through which driver errors are
 * classified, and unwrap. Closing with a parent is {@link ChildFacade}'s job, closing children
 * {@link ParentFacade}'s, so that each facade carries only the links it uses (a connection facade
 * is never a child, a metadata facade neither child nor parent).
 */
abstract class JdbcFacade {
    /** The connection facade this object was obtained through; a connection facade's own is itself. */
    FacadeConnection connection;

    /** Every SQLException from the driver passes here, so that fatal ones retire the physical connection. */
    final <E extends SQLException> E failed(E e) {
        return connection.classify(e);
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
