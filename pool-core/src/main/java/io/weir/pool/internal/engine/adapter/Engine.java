package io.weir.pool.internal.engine.adapter;

import io.weir.pool.PoolEngine;
import io.weir.pool.WeirConfig;
import io.weir.pool.internal.engine.lending.ConnectionPool;
import io.weir.pool.internal.engine.lending.PoolRole;
import io.weir.pool.spi.PhysicalPool;

/**
 * The engine as the packages below it find it, through {@link java.util.ServiceLoader}: the public
 * API starts {@link ConnectionPool}s for data sources, the SPI starts them for the resource adapter.
 */
public final class Engine implements PoolEngine, PhysicalPool.Factory {

    @Override
    public ConnectionPool start(WeirConfig config) {
        return ConnectionPool.start(config, PoolRole.DATA_SOURCE);
    }

    @Override
    public PhysicalPool startPhysical(WeirConfig config) {
        return new AdapterPool(ConnectionPool.start(config, PoolRole.RESOURCE_ADAPTER));
    }
}
