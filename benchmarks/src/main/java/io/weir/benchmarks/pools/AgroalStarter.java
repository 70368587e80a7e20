package io.weir.benchmarks.pools;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.configuration.AgroalConnectionPoolConfiguration.ConnectionValidator;
import io.agroal.api.configuration.supplier.AgroalDataSourceConfigurationSupplier;

import java.time.Duration;

/**
 * Agroal. It resets auto-commit and isolation on return by itself; safe adds its foreground
 * validation of connections idle longer than the window (with {@code isValid}).
 */
final class AgroalStarter implements PoolStarter {

    @Override
    public OpenPool start(PoolSpec spec) throws Exception {
        AgroalDataSourceConfigurationSupplier config = new AgroalDataSourceConfigurationSupplier()
                .connectionPoolConfiguration(pool -> {
                    pool.maxSize(spec.maxSize())
                            .minSize(spec.minIdle())
                            // With initialSize = minSize, borrows made while Agroal is still filling stalled
                            // for the whole acquisitionTimeout in about half of the starts here (reproduced
                            // with 8 of 8 borrowed at once); minSize alone fills the pool just as well.
                            .initialSize(0)
                            .acquisitionTimeout(Duration.ofMillis(PoolSpec.CONNECTION_TIMEOUT_MS))
                            .connectionFactoryConfiguration(factory -> factory
                                    .jdbcUrl(spec.jdbcUrl())
                                    .autoCommit(true));
                    if (spec.safe()) {
                        pool.connectionValidator(ConnectionValidator.defaultValidator())
                                .idleValidationTimeout(Duration.ofMillis(PoolSpec.ALIVE_CHECK_IDLE_MS));
                    }
                    return pool;
                });
        AgroalDataSource ds = AgroalDataSource.from(config);
        return OpenPool.of(ds, ds::close);
    }
}
