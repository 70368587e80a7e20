package io.weir.pool.adapter;

import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LeakHandler;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.spi.Settings;

import javax.sql.XAConnection;
import java.sql.SQLException;

/**
 * The pool engine as the resource adapter uses it: leases of physical connections, and facades
 * that bind to a lease lazily. {@link PhysicalPools#start} starts one. Not part of the public API
 * (exported to the adapter only).
 */
public interface PhysicalPool extends AutoCloseable {

    /** Checks a physical connection out, waiting up to connectionTimeout; it counts as active until given back. */
    ConnectionLease borrow() throws SQLException;

    /**
     * Like {@link #borrow()}; when the lease is still out after leakDetectionThreshold, the pool reports
     * the leak once and then asks {@code onLeak} to give it back (never when the threshold is 0).
     */
    ConnectionLease borrow(LeakHandler onLeak) throws SQLException;

    /** Same as {@link ConnectionLease#giveBack()}. */
    default void giveBack(ConnectionLease lease) {
        lease.giveBack();
    }

    /** A facade that calls {@link FacadeOwner#bind()} at its first JDBC call, and again after {@link LogicalConnection#unbind}. */
    LogicalConnection newFacade(FacadeOwner owner);

    /**
     * Gives up the pool's JMX name now, while it goes on serving its borrowers, so that a pool with new
     * settings can take the name; the pool is closed later.
     */
    void releaseName();

    /**
     * Counts a leaked connection the adapter took back from a handle the application never closed, for the MXBean's
     * ReclaimedLeaks; the adapter logs it at WARN.
     */
    void countReclaimedLeak();

    /**
     * Counts a local transaction the adapter rolled back because the server that began it lost it, for the MXBean's
     * LostTransactions; the adapter logs it at WARN.
     */
    void countLostTransaction();

    /** An XA connection for transaction recovery, outside the pool and its count; the caller closes it. */
    XAConnection openRecoveryConnection(String username, String password) throws SQLException;

    WeirPoolMXBean getPoolMXBean();

    /** The settings the pool runs with, runtime changes included; do not change them. */
    Settings settings();

    @Override
    void close();
}
