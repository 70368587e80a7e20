package io.weir.benchmarks.pools;

import org.apache.tomcat.jdbc.pool.DataSource;
import org.apache.tomcat.jdbc.pool.PoolProperties;

/**
 * tomcat-jdbc. Safe: test on borrow at most once per validation interval (its form of an idle
 * window, with {@code isValid}), rollback on return, and the ConnectionState and
 * StatementFinalizer interceptors for state reset and closing forgotten statements.
 * The disposable connection facade is on in both (its default).
 */
final class TomcatStarter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) throws Exception {
        PoolProperties p = new PoolProperties();
        p.setName("bench-tomcat");
        p.setUrl(spec.jdbcUrl());
        p.setDriverClassName(spec.driverClassName());
        p.setMaxActive(spec.maxSize());
        p.setMaxIdle(spec.maxSize());
        p.setMinIdle(spec.minIdle());
        p.setInitialSize(spec.minIdle());
        p.setMaxWait((int) PoolSpec.CONNECTION_TIMEOUT_MS);
        p.setJmxEnabled(false);
        p.setTestWhileIdle(false);
        p.setTestOnReturn(false);
        p.setUseDisposableConnectionFacade(true);
        if (spec.safe()) {
            p.setTestOnBorrow(true);
            p.setValidationInterval(PoolSpec.ALIVE_CHECK_IDLE_MS);
            p.setRollbackOnReturn(true);
            p.setDefaultAutoCommit(true);
            p.setDefaultReadOnly(false);
            p.setJdbcInterceptors("ConnectionState;StatementFinalizer");
        } else {
            p.setTestOnBorrow(false);
        }
        DataSource ds = new DataSource(p);
        ds.createPool();
        return OpenPool.of(ds, () -> ds.close(true));
    }
}
