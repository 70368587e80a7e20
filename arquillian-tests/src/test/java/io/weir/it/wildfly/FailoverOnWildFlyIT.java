package io.weir.it.wildfly;

import io.weir.reliability.Failover;
import io.weir.reliability.Outcome;
import io.weir.reliability.Workload;
import io.weir.testsupport.ReplicatedPostgres;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.Properties;

/**
 * A replicated PostgreSQL fails over (see {@link Failover}) while 8 clients send requests that write
 * through WeirFailover, a definition of Weir's adapter on the cluster's multi-host URL with
 * {@code targetServerType=primary} (MaximumPoolSize 4).
 */
@ServerSetup({WeirOnWildFly.class, FailoverOnWildFlyIT.Cluster.class})
class FailoverOnWildFlyIT extends ProbeOnWildFly {
    private static final String DEFINITION = "WeirFailover";
    private static final String PASSWORD = "weir-failover-secret";
    private static final String APPLICATION_NAME = "weir_failover_wildfly";
    private static ReplicatedPostgres cluster;

    /** The cluster, and the definition on it (which WildFly takes at a reload); both gone after the class. */
    public static class Cluster implements ServerSetupTask {
        @Override
        public void setup(ManagementClient client, String containerId) throws Exception {
            cluster = ReplicatedPostgres.start(PASSWORD);
            AddedDefinition.add(client, DEFINITION, new String[][] {{"PoolName", DEFINITION}, {"JdbcUrl", url()},
                    {"DriverClassName", "org.postgresql.Driver"}, {"Username", "postgres"}, {"Password", PASSWORD},
                    {"MaximumPoolSize", "4"}, {"ConnectionTimeout", "5000"}, {"ValidationTimeout", "500"}, {"NetworkTimeout", "1000"}});
        }

        @Override
        public void tearDown(ManagementClient client, String containerId) throws Exception {
            try {
                AddedDefinition.remove(client, DEFINITION);
            } finally {
                cluster.close();
            }
        }
    }

    private static String url() {
        return cluster.url("?targetServerType=primary&ApplicationName=" + APPLICATION_NAME);
    }

    @Test
    void firstWriteWithinOneSecondOfThePromotionAndNoneFailsAfter() throws Exception {
        Workload load = Workload.start(8, 5, this::write);
        Failover.run(cluster, load, url(), PASSWORD, APPLICATION_NAME)
                .print("failover under load in WildFly (8 clients, Weir's adapter, MaximumPoolSize 4)")
                .assertRecovered();
    }

    /** One request that writes; a failure carries the SQLState the application saw. */
    private Outcome write() {
        long start = System.nanoTime();
        Properties answer;
        try {
            answer = probe().get("api/named/write?jndi=" + AddedDefinition.jndiName(DEFINITION));
        } catch (RuntimeException | AssertionError e) {
            return new Outcome(start, 0, System.nanoTime(), 0, new SQLException("the request failed: " + e.getMessage(), e));
        }
        long end = System.nanoTime();
        if ("false".equals(answer.getProperty("failed"))) {
            return new Outcome(start, 0, end, Long.parseLong(answer.getProperty("txid")), null);
        }
        return new Outcome(start, 0, end, 0, new SQLException(answer.getProperty("causes"), answer.getProperty("sqlState")));
    }
}
