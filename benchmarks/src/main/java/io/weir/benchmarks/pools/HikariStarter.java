package io.weir.benchmarks.pools;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * HikariCP with its defaults. Its safety features (rollback of dirty work, state reset,
 * disposable proxies, the 500 ms alive-bypass window) are built in and have no setting, so bare
 * and safe are the same configuration.
 */
final class HikariStarter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("bench-hikari");
        config.setJdbcUrl(spec.jdbcUrl());
        config.setDriverClassName(spec.driverClassName());
        config.setMaximumPoolSize(spec.maxSize());
        config.setMinimumIdle(spec.minIdle());
        config.setConnectionTimeout(PoolSpec.CONNECTION_TIMEOUT_MS);
        HikariDataSource ds = new HikariDataSource(config);
        return OpenPool.of(ds, ds::close);
    }
}
