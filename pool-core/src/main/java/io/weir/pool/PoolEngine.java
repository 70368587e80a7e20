package io.weir.pool;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ServiceLoader;

/**
 * What starts the pool behind a {@link WeirDataSource}. Weir's engine provides it through
 * {@link ServiceLoader} so that this package, the public API, stays below the engine and never
 * names it. Applications neither implement nor call it.
 */
public interface PoolEngine {

    /**
     * Validates a copy of the configuration and starts a pool with it.
     *
     * @throws IllegalArgumentException        on an invalid setting
     * @throws WeirPoolInitializationException if initializationFailTimeout passes without a first connection
     */
    Pool start(WeirConfig config);

    /** A started pool, as {@link WeirDataSource} uses it. */
    interface Pool extends AutoCloseable {
        Connection getConnection() throws SQLException;

        WeirPoolMXBean getPoolMXBean();

        boolean isClosed();

        @Override
        void close();
    }

    /** The engine packaged with this API: pool-core declares it in module-info and in META-INF/services. */
    static PoolEngine find() {
        return ServiceLoader.load(PoolEngine.class, PoolEngine.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + PoolEngine.class.getName()
                        + " provider: pool-core's META-INF/services or module-info is missing from the deployment"));
    }
}
