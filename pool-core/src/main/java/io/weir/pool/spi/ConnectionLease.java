package io.weir.pool.spi;

import javax.transaction.xa.XAResource;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * One physical connection checked out of a pool: what the resource adapter holds between binding
 * and giving back. Never handed to the application; the application only sees facades.
 */
public interface ConnectionLease {
    /** The driver's connection. Only the pool and the resource adapter may touch it. */
    Connection physicalConnection();

    /** The driver's XAResource when the pool takes connections from an XADataSource, otherwise null. */
    XAResource xaResource() throws SQLException;

    /**
     * Whether {@code error} leaves the physical connection unusable, decided by the pool's classifier
     * (so that a configured exception override applies); if so the lease is marked broken and is
     * retired when it comes back instead of being lent again.
     */
    boolean markBrokenIfFatal(SQLException error);

    /**
     * Whether the physical connection may still be used, asked before the first work on a lease that was
     * held unused for a while (the resource adapter's, bound when a transaction began and first used at a
     * handle's first call). True at once unless a connection of the pool died of a fatal error since this one
     * was last known good; then it is checked now, with the pool's alive check. False means dead: evict it.
     */
    boolean confirmAlive();

    /** Resets the connection's state (rollback, defaults) and returns it to the pool; retires it if that fails. */
    void giveBack();

    /** Closes the physical connection and takes it out of the pool. */
    void evict();
}
