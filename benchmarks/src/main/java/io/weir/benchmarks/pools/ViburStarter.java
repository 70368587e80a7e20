package io.weir.benchmarks.pools;

import org.vibur.dbcp.ViburDBCPDataSource;

/**
 * Vibur DBCP, without its statement cache. Its idle limit is whole seconds: safe uses 1 s (the
 * nearest to Weir's window) and resets defaults and clears warnings after use; bare turns
 * validation off.
 */
final class ViburStarter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) {
        ViburDBCPDataSource ds = new ViburDBCPDataSource();
        ds.setName("bench-vibur");
        ds.setJdbcUrl(spec.jdbcUrl());
        ds.setDriverClassName(spec.driverClassName());
        // Vibur passes user and password to the driver as properties and cannot take null ones
        ds.setUsername("bench");
        ds.setPassword("");
        ds.setPoolInitialSize(spec.minIdle());
        ds.setPoolMaxSize(spec.maxSize());
        ds.setConnectionTimeoutInMs(PoolSpec.CONNECTION_TIMEOUT_MS);
        ds.setStatementCacheMaxSize(0);
        ds.setEnableJMX(false);
        if (spec.safe()) {
            ds.setConnectionIdleLimitInSeconds(1);
            ds.setResetDefaultsAfterUse(true);
            ds.setDefaultAutoCommit(true);
            ds.setDefaultReadOnly(false);
            ds.setClearSQLWarnings(true);
        } else {
            ds.setConnectionIdleLimitInSeconds(-1);
        }
        ds.start();
        return OpenPool.of(ds, ds::close);
    }
}
