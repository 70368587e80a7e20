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
}
