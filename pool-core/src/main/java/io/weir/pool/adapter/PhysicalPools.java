package io.weir.pool.adapter;

import io.weir.pool.SQLExceptionOverride;
import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.internal.engine.connect.PoolMetrics;
import io.weir.pool.internal.engine.lending.ConnectionPool;
import io.weir.pool.internal.engine.lending.PoolParts;
import io.weir.pool.internal.engine.lending.PoolRole;
import io.weir.pool.internal.jdbc.ConnectionFacade;
import io.weir.pool.internal.jdbc.ErrorOverride;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.spi.Settings;

/**
 * Where the resource adapter starts its {@link PhysicalPool}s. This package sits above the engine and
 * the public API, which it names; the types the engine and the adapter share sit below both, in
 * {@code io.weir.pool.spi}.
 */
public final class PhysicalPools {
    private PhysicalPools() {
    }

    /**
     * Validates a copy of {@code settings} and starts a pool with it; fails like {@code new WeirDataSource(config)}
     * on bad settings (an {@link IllegalArgumentException}) or an unreachable database.
     */
    public static PhysicalPool start(Settings settings) {
        Parts parts = new Parts();
        ConnectionPool pool = ConnectionPool.start(settings, PoolRole.RESOURCE_ADAPTER, parts);
        return new AdapterPool(pool, pool.mxbean(WeirPoolMXBean.class));
    }

    /** The class of the facades {@link PhysicalPool#newFacade} makes: the adapter's deployment descriptor names it. */
    public static Class<? extends LogicalConnection> facadeClass() {
        return ConnectionFacade.class;
    }

    /** An adapter's pool records no metrics: a metrics tracker factory is set in code, and the adapter has none. */
    private static final class Parts implements PoolParts<WeirPoolMXBean> {
        @Override
        public Class<WeirPoolMXBean> mxbeanInterface() {
            return WeirPoolMXBean.class;
        }

        @Override
        public PoolMetrics metrics(String poolName, WeirPoolMXBean mxbean) {
            return null;
        }

        @Override
        public ErrorOverride errorOverride(String className) {
            SQLExceptionOverride override = FatalErrorClassifier.instantiate(className, SQLExceptionOverride.class);
            return e -> ErrorOverride.Verdict.of(override.adjudicate(e));
        }
    }
}
