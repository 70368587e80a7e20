package io.weir.it.payara;

import io.weir.it.contract.PoolStatisticsContract;

import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import java.util.Map;
import java.util.TreeMap;

/**
 * Weir's numbers as an administrator reads them from outside Payara: its MXBean over the domain's JMX
 * connector (the admin-service's system connector, port base + 86, the admin user's credentials).
 * Payara's own pool monitoring counts only the server's pool of cheap managed connections.
 */
class PoolStatisticsOnPayaraIT extends ProbeOnPayara implements PoolStatisticsContract {
    private static final String[] ATTRIBUTES = {"ActiveConnections", "IdleConnections", "TotalConnections",
            "ThreadsAwaitingConnection", "WaitCount", "WaitTimeMillis", "TimeoutCount", "CreatedConnections",
            "EvictedConnections", "BrokenConnections", "FailedAliveChecks", "FailedResets", "StandbyConnections",
            "AdapterEvictions", "ReclaimedLeaks", "LostTransactions"};

    @Override
    public Map<String, Long> statistics() throws Exception {
        JMXServiceURL url = new JMXServiceURL("service:jmx:rmi:///jndi/rmi://localhost:" + PayaraDomain.JMX_PORT + "/jmxrmi");
        Map<String, Long> numbers = new TreeMap<>();
        try (JMXConnector connector = JMXConnectorFactory.connect(url, Map.of(JMXConnector.CREDENTIALS, new String[] {"admin", ""}))) {
            MBeanServerConnection server = connector.getMBeanServerConnection();
            ObjectName pool = new ObjectName("io.weir:type=Pool,name=WeirStats");
            if (!server.isRegistered(pool)) return numbers; // the pool starts at its first use
            for (String attribute : ATTRIBUTES) {
                numbers.put(attribute, ((Number) server.getAttribute(pool, attribute)).longValue());
            }
        }
        return numbers;
    }
}
