package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;

import java.sql.Connection;

/** Creates and controls connection facades: the entry point of the engine and the resource adapter. */
public final class Facades {
    private Facades() {
    }

    /** A facade over {@code lease} if it is already bound (standalone borrow), or bound lazily through the owner. */
    public static Connection newConnection(FacadeOwner owner, ConnectionLease lease) {
        return new ConnectionFacade(owner, lease);
    }

    /** The facade's lease went back: its statements and result sets are closed, its next call binds again. */
    public static void unbind(Connection facade) {
        ((ConnectionFacade) facade).unbind();
    }

    /** The facade is dead from now on, as if closed, without calling the owner's facadeClosed. */
    public static void invalidate(Connection facade) {
        ((ConnectionFacade) facade).invalidate();
    }
}
