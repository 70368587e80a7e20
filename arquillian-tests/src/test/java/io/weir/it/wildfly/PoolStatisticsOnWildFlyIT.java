package io.weir.it.wildfly;

import io.weir.it.contract.PoolStatisticsContract;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.jboss.dmr.ModelType;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.Map;
import java.util.TreeMap;

/**
 * Weir's numbers in WildFly's management model, as the CLI and the console read them:
 * {@code read-resource(include-runtime=true)} of the connection definition's {@code statistics=extended};
 * and on the management interface's {@code /metrics}.
 */
class PoolStatisticsOnWildFlyIT extends ProbeOnWildFly implements PoolStatisticsContract {
    private static final String[] EXTENDED = {"subsystem", "resource-adapters", "resource-adapter", "weir-stats",
            "connection-definitions", "WeirStats", "statistics", "extended"};

    @ArquillianResource
    ManagementClient management;

    /**
     * WildFly's metrics subsystem exports the management model's metrics as they stand at boot, so a
     * definition added while the server runs appears at {@code /metrics} after the next reload or restart.
     */
    @Test
    void afterAReloadTheMetricsEndpointShowsWeirsActiveConnections() throws Exception {
        URI metrics = URI.create("http://" + management.getMgmtAddress() + ":" + management.getMgmtPort() + "/metrics");
        if (!PoolStatisticsContract.httpGet(metrics).contains(METRIC_LABELS)) {
            ServerReload.reloadAndWait(management, probe(), "api/lifecycle/pool/WeirStats");
        }
        assertMetricsShowWhileTwoAreHeld("wildfly_resource_adapters_extended_active_connections" + METRIC_LABELS + " 2.0",
                () -> PoolStatisticsContract.httpGet(metrics));
    }

    private static final String METRIC_LABELS = "{resource_adapter=\"weir-stats\",connection_definitions=\"WeirStats\"}";

    @Override
    public Map<String, Long> statistics() throws Exception {
        ModelNode read = Operations.operation("read-resource", EXTENDED);
        read.get("include-runtime").set(true);
        Map<String, Long> numbers = new TreeMap<>();
        for (var attribute : Operations.execute(management, read).asPropertyList()) {
            if (attribute.getValue().getType() == ModelType.LONG) numbers.put(attribute.getName(), attribute.getValue().asLong());
        }
        return numbers;
    }
}
