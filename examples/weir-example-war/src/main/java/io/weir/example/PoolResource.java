package io.weir.example;

import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Weir's live numbers, read from its MXBeans ({@code io.weir:type=Pool,name=*}) through JMX only:
 * the application needs no Weir class on its class path.
 */
@RequestScoped
@Path("/pool")
@Produces(MediaType.APPLICATION_JSON)
public class PoolResource {
    private static final List<String> ATTRIBUTES = List.of(
            "ActiveConnections", "IdleConnections", "TotalConnections", "ThreadsAwaitingConnection",
            "WaitCount", "WaitTimeMillis", "TimeoutCount", "CreatedConnections", "EvictedConnections",
            "MaximumPoolSize", "MinimumIdle", "ConnectionTimeout", "IdleTimeout", "MaxLifetime", "Suspended");

    @GET
    public Map<String, Map<String, Object>> pools() throws JMException {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        Map<String, Map<String, Object>> pools = new TreeMap<>();
        for (ObjectName name : server.queryNames(new ObjectName("io.weir:type=Pool,name=*"), null)) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (String attribute : ATTRIBUTES) {
                values.put(lowerFirst(attribute), server.getAttribute(name, attribute));
            }
            pools.put(name.getKeyProperty("name"), values);
        }
        return pools;
    }

    private static String lowerFirst(String s) {
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
