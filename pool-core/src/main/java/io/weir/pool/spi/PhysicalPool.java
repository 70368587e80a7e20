package io.weir.pool.spi;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.internal.engine.ConnectionPool;

import javax.sql.XAConnection;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The pool engine as the resource adapter uses it: leases of physical connections, and facades
 * that bind to a lease lazily. Not part of the public API (exported to the adapter only).
 */
public interface PhysicalPool extends AutoCloseable {

    /** Starts a pool; fails like {@code new WeirDataSource(config)} on bad settings or an unreachable database. */
    static PhysicalPool start(WeirConfig config) {
        return ConnectionPool.start(config);
    }

    /** Checks a physical connection out, waiting up to connectionTimeout; it counts as active until given back. */
    ConnectionLease borrow() throws SQLException;

    /** Resets the lease's state (rollback, defaults) and returns it to the pool; retires it if that fails. */
    void giveBack(ConnectionLease lease);

    /** Closes the lease's physical connection and takes it out of the pool. */
    void evict(ConnectionLease lease);

    /** A facade that calls {@link FacadeOwner#bind()} at its first JDBC call, and again after {@link #unbind}. */
    Connection newFacade(FacadeOwner owner);

    /** The facade's lease went back: its statements are closed; its next call binds again. */
    void unbind(Connection facade);

    /** The facade is dead from now on, as if closed, without calling {@link FacadeOwner#facadeClosed}. */
    void invalidate(Connection facade);

    /** An XA connection for transaction recovery, outside the pool and its count; the caller closes it. */
    XAConnection openRecoveryConnection(String username, String password) throws SQLException;

    WeirPoolMXBean getPoolMXBean();

    WeirConfig config();

    @Override
    void close();
}
