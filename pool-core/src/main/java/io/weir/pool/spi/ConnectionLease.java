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

    /** Resets the connection's state (rollback, defaults) and returns it to the pool; retires it if that fails. */
    void giveBack();

    /** Closes the physical connection and takes it out of the pool. */
    void evict();
}
