package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;

/**
 * What a closed facade throws. Its own type so that it is never taken for an error of the physical
 * connection, which by then may belong to another borrower.
 */
final class FacadeClosedException extends SQLException {
    private static final long serialVersionUID = 1L;

    private FacadeClosedException(String reason, String sqlState) {
        super(reason, sqlState);
    }

    static FacadeClosedException of(Class<?> iface) {
        if (iface == Connection.class || iface == DatabaseMetaData.class) {
            return new FacadeClosedException("Connection is closed", "08003");
        }
        return new FacadeClosedException(iface.getSimpleName() + " is closed", null);
    }
}
