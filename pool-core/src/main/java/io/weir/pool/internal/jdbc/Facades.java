package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;

import java.sql.Connection;

/** Creates and controls connection facades: the entry point of the engine and the resource adapter. */
public final class Facades {
    private Facades() {
    }

    /** A facade over {@code lease} if it is already bound (standalone borrow), or bound lazily through the owner. */
    public static Connection newConnection(FacadeOwner owner, ConnectionLease lease) {
        return new ConnectionFacade(owner, lease);
    }

    /** A facade that binds lazily through {@code owner} at its first call (the resource adapter's). */
    public static LogicalConnection newLogical(FacadeOwner owner) {
        return new ConnectionFacade(owner, null);
    }
}
