package io.weir.benchmarks.pools;

import com.alibaba.druid.pool.DruidDataSource;

/**
 * Alibaba Druid. It resets auto-commit, read-only, isolation and holdability and closes
 * forgotten statements on return by itself. Safe turns on test-while-idle, its idle-window
 * check on borrow, with the eviction interval as the window.
 */
final class DruidStarter implements PoolStarter {
    private static final String TEST_QUERY = "SELECT 1";

    @Override
    public OpenPool start(PoolSpec spec) throws Exception {
        DruidDataSource ds = new DruidDataSource();
        ds.setName("bench-druid");
        ds.setUrl(spec.jdbcUrl());
        ds.setDriverClassName(spec.driverClassName());
        ds.setMaxActive(spec.maxSize());
        ds.setMinIdle(spec.minIdle());
        ds.setInitialSize(spec.minIdle());
        ds.setMaxWait(PoolSpec.CONNECTION_TIMEOUT_MS);
        ds.setTestOnBorrow(false);
        ds.setTestOnReturn(false);
        if (spec.safe()) {
            ds.setValidationQuery(TEST_QUERY);
            ds.setTestWhileIdle(true);
            ds.setTimeBetweenEvictionRunsMillis(PoolSpec.ALIVE_CHECK_IDLE_MS);
        } else {
            ds.setTestWhileIdle(false);
        }
        ds.init();
        return OpenPool.of(ds, ds::close);
    }
}
