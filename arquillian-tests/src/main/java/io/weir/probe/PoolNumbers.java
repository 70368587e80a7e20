package io.weir.probe;

import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import java.lang.management.ManagementFactory;

/** A Weir pool's MXBean ({@code io.weir:type=Pool,name=<poolName>}), read through JMX only. */
final class PoolNumbers {
    private static final String[] ATTRIBUTES = {"ActiveConnections", "IdleConnections", "TotalConnections",
            "ThreadsAwaitingConnection", "MaximumPoolSize", "MinimumIdle"};

    private PoolNumbers() {
    }

    static Report of(String poolName) throws JMException {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        ObjectName name = new ObjectName("io.weir:type=Pool,name=" + poolName);
        Report report = new Report().put("registered", server.isRegistered(name));
        if (server.isRegistered(name)) {
            for (String attribute : ATTRIBUTES) {
                report.put(attribute, server.getAttribute(name, attribute));
            }
        }
        return report;
    }

    static int active(String poolName) throws JMException {
        return (Integer) ManagementFactory.getPlatformMBeanServer()
                .getAttribute(new ObjectName("io.weir:type=Pool,name=" + poolName), "ActiveConnections");
    }
}
