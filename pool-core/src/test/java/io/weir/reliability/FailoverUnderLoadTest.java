package io.weir.reliability;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.ReplicatedPostgres;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A replicated PostgreSQL fails over (see {@link Failover}) while 8 callers write through a pool of 4 on
 * the multi-host URL with {@code targetServerType=primary}.
 */
@ExtendWith(SecretWatch.class)
class FailoverUnderLoadTest {
    @Test
    void firstWriteWithinOneSecondOfThePromotionAndNoneFailsAfter() throws Exception {
        String password = SecretWatch.secret("Weir-Secret-" + UUID.randomUUID());
        String tag = "weir_failover_" + UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        try (ReplicatedPostgres cluster = ReplicatedPostgres.start(password)) {
            WeirConfig config = new WeirConfig();
            config.setJdbcUrl(cluster.url("?targetServerType=primary&ApplicationName=" + tag));
            config.setUsername("postgres");
            config.setPassword(password);
            config.setPoolName(tag);
            config.setMaximumPoolSize(4);
            config.setConnectionTimeout(5000);
            config.setValidationTimeout(500);
            config.setNetworkTimeout(1000);
            Failover failover;
            try (WeirDataSource ds = new WeirDataSource(config)) {
                failover = Failover.run(cluster, Workload.start(ds, 8, Failover.WRITE, 5), config.getJdbcUrl(), password, tag);
                SecretWatch.record("pool toString", ds);
            }
            failover.outcomes().forEach(o -> SecretWatch.record("caller error", o.error()));
            failover.print("failover under load (8 callers, pool 4)").assertRecovered();
        }
    }
}
