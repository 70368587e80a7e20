package io.weir.benchmarks.pools;

import com.mchange.v2.c3p0.ComboPooledDataSource;

/**
 * c3p0. It always rolls back uncommitted work and resets connection state on check-in. It has no
 * idle window: safe tests every checkout (its default tester uses {@code isValid}).
 */
final class C3p0Starter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) throws Exception {
        ComboPooledDataSource ds = new ComboPooledDataSource();
        ds.setDataSourceName("bench-c3p0");
        ds.setDriverClass(spec.driverClassName());
        ds.setJdbcUrl(spec.jdbcUrl());
        ds.setMaxPoolSize(spec.maxSize());
        ds.setMinPoolSize(spec.minIdle());
        ds.setInitialPoolSize(spec.minIdle());
        ds.setAcquireIncrement(1);
        ds.setCheckoutTimeout((int) PoolSpec.CONNECTION_TIMEOUT_MS);
        ds.setAutoCommitOnClose(false);
        ds.setTestConnectionOnCheckin(false);
        ds.setTestConnectionOnCheckout(spec.safe());
        return OpenPool.of(ds, ds::close);
    }
}
