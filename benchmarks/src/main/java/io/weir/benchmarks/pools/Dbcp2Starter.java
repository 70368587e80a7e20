package io.weir.benchmarks.pools;

import org.apache.commons.dbcp2.BasicDataSource;

import java.time.Duration;

/**
 * Apache Commons DBCP 2. It has no idle window: safe validates on every borrow (with
 * {@code isValid}), rolls back and re-enables auto-commit on return, and resets the configured
 * defaults. Bare only turns the borrow test off (on by default in DBCP 2).
 */
final class Dbcp2Starter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) throws Exception {
        BasicDataSource ds = new BasicDataSource();
        ds.setUrl(spec.jdbcUrl());
        ds.setDriverClassName(spec.driverClassName());
        ds.setMaxTotal(spec.maxSize());
        ds.setMaxIdle(spec.maxSize());
        ds.setMinIdle(spec.minIdle());
        ds.setInitialSize(spec.minIdle());
        ds.setMaxWait(Duration.ofMillis(PoolSpec.CONNECTION_TIMEOUT_MS));
        ds.setTestOnBorrow(spec.safe());
        if (spec.safe()) {
            ds.setRollbackOnReturn(true);
            ds.setAutoCommitOnReturn(true);
            ds.setDefaultAutoCommit(true);
            ds.setDefaultReadOnly(false);
        }
        ds.start();
        return OpenPool.of(ds, ds::close);
    }
}
