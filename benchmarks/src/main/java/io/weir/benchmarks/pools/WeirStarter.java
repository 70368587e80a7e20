package io.weir.benchmarks.pools;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;

/**
 * Weir through its public API. Its guarantees (facades, reset, rollback) cannot be switched off;
 * bare only widens the alive-check idle window so that no check can ever run.
 */
final class WeirStarter implements PoolStarter {
    private static final long ONE_DAY_MS = 86_400_000L;

    @Override
    public OpenPool start(PoolSpec spec) {
        WeirConfig config = new WeirConfig();
        config.setPoolName("bench-weir");
        config.setJdbcUrl(spec.jdbcUrl());
        config.setDriverClassName(spec.driverClassName());
        config.setMaximumPoolSize(spec.maxSize());
        config.setMinimumIdle(spec.minIdle());
        config.setConnectionTimeout(PoolSpec.CONNECTION_TIMEOUT_MS);
        config.setAliveBypassWindow(spec.safe() ? PoolSpec.ALIVE_CHECK_IDLE_MS : ONE_DAY_MS);
        WeirDataSource ds = new WeirDataSource(config);
        return OpenPool.of(ds, ds::close);
    }
}
