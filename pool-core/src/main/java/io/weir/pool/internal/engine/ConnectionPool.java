package io.weir.pool.internal.engine;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.spi.PhysicalPool;

import java.sql.Connection;
import java.sql.SQLException;

/** PLACEHOLDER: the engine is being written. */
public abstract class ConnectionPool implements PhysicalPool, WeirPoolMXBean {
    public static ConnectionPool start(WeirConfig config) {
        throw new UnsupportedOperationException("engine not written yet");
    }

    public abstract Connection getConnection() throws SQLException;

    public abstract boolean isClosed();
}
