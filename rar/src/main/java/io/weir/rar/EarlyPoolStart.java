package io.weir.rar;

import jakarta.resource.ResourceException;

/**
 * Starts a connection definition's pool for its configured credentials once the server has made its connection
 * factory and started the adapter ({@link WeirResourceAdapter#startPoolEarly}: WildFly as it deploys the adapter,
 * Payara at the first lookup of the resource), on a thread of its own, so that the MinimumIdle connections are open
 * before the first requests need them, as the servers' own pools prefill: after a restart the first requests then
 * find connections instead of each opening one on a server still warming up. Only a definition that keeps idle
 * connections and whose PoolName has no running pools starts early; a replacement of running pools starts as the
 * definition is activated ({@link WeirManagedConnectionFactory}). A pool that cannot start then (the database is
 * down or refuses, a wrong password) is reported at WARN and starts at its first use instead, so that a database
 * that is down does not fail the deployment.
 */
final class EarlyPoolStart {
    private static final System.Logger LOG = System.getLogger(EarlyPoolStart.class.getName());

    private EarlyPoolStart() {
    }

    static void begin(WeirManagedConnectionFactory factory) {
        if (!factory.startsEarly()) return;
        String name = factory.getPoolName();
        Thread start = new Thread(() -> start(factory), name == null ? "weir-start" : "weir-start-" + name);
        start.setDaemon(true);
        start.start();
    }

    private static void start(WeirManagedConnectionFactory factory) {
        try {
            PoolRegistry registry = factory.pools();
            registry.poolFor(registry.configuredCredentials());
        } catch (ResourceException | RuntimeException e) {
            // stopped or replaced meanwhile: nothing to start, nothing wrong
            if (!factory.startsEarly()) return;
            // the pools' errors mask secrets already (PoolRegistry), and name the setting at fault
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + factory.getPoolName() + " did not start with its"
                    + " connection definition, and starts at its first use: " + e.getMessage());
        }
    }
}
