package io.weir.pool.spi;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirPoolMXBean;

import javax.sql.XAConnection;
import java.sql.SQLException;
import java.util.ServiceLoader;

/**
 * The pool engine as the resource adapter uses it: leases of physical connections, and facades
 * that bind to a lease lazily. Not part of the public API (exported to the adapter only).
 */
public interface PhysicalPool extends AutoCloseable {
    /** The class of the facades {@link #newFacade} makes: the adapter's deployment descriptor names it. */
    String FACADE_CLASS_NAME = "io.weir.pool.internal.jdbc.ConnectionFacade";

    /** Starts a pool; fails like {@code new WeirDataSource(config)} on bad settings or an unreachable database. */
    static PhysicalPool start(WeirConfig config) {
        return ServiceLoader.load(Factory.class, Factory.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + Factory.class.getName()
                        + " provider: pool-core's META-INF/services or module-info is missing from the deployment"))
                .startPhysical(config);
    }

    /**
     * What {@link #start} finds through {@link ServiceLoader}: the engine, which this package sits below
     * and does not name.
     */
    interface Factory {
        PhysicalPool startPhysical(WeirConfig config);
    }

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

    /** An XA connection for transaction recovery, outside the pool and its count; the caller closes it. */
    XAConnection openRecoveryConnection(String username, String password) throws SQLException;

    WeirPoolMXBean getPoolMXBean();

    WeirConfig config();

    @Override
    void close();
}
