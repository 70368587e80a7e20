package io.weir.benchmarks.pools;

import com.jolbox.bonecp.BoneCPConfig;
import com.jolbox.bonecp.BoneCPDataSource;

/**
 * BoneCP, one partition, no statement cache. It has no alive check on borrow at all (only a
 * background idle test), so safe cannot give that guarantee; nor rollback on return: its
 * resetConnectionOnClose calls rollback() even in auto-commit mode, which drivers reject. Safe sets
 * the defaults and closes forgotten statements.
 */
final class BoneCpStarter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) {
        BoneCPConfig config = new BoneCPConfig();
        config.setPoolName("bench-bonecp");
        config.setJdbcUrl(spec.jdbcUrl());
        config.setPartitionCount(1);
        config.setMaxConnectionsPerPartition(spec.maxSize());
        config.setMinConnectionsPerPartition(spec.minIdle());
        config.setAcquireIncrement(1);
        config.setConnectionTimeoutInMs(PoolSpec.CONNECTION_TIMEOUT_MS);
        config.setStatementsCacheSize(0);
        config.setDisableJMX(true);
        if (spec.safe()) {
            config.setDefaultAutoCommit(true);
            config.setDefaultReadOnly(false);
            config.setCloseOpenStatements(true);
        }
        BoneCPDataSource ds = new BoneCPDataSource(config);
        ds.setDriverClass(spec.driverClassName());
        return OpenPool.of(ds, ds::close);
    }
}
