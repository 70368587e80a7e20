package io.weir.rar;

import io.weir.pool.spi.Settings;
import jakarta.resource.ResourceException;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The pools running under each PoolName in this deployment of the adapter. Payara applies a changed
 * config-property by building new managed connection factories (more than one, and it goes on using the
 * old one for a moment) while the old one's connections may be in use: factories with the same settings
 * share the pools, the newest settings replace them, and the replaced pools give up their JMX names at
 * once and close once drained.
 */
final class PoolNames {
    /** How long after a replacement a definition older than the newest is served by the newest's pools. */
    static long takeoverWindowNanos = TimeUnit.SECONDS.toNanos(30); // tests shorten it

    private static final AtomicLong DEFINITIONS = new AtomicLong();
    private static final Map<String, Current> CURRENT = new HashMap<>();
    /** The factory activated last for each PoolName. */
    private static final Map<String, WeirManagedConnectionFactory> NEWEST = new HashMap<>();

    /** The pools of a name, the settings they were started with, the definition that started them, and when. */
    private record Current(PoolRegistry registry, Map<?, ?> settings, long definition, long since) {
    }

    private PoolNames() {
    }

    /** A number for each new factory: a larger one was made later. */
    static long nextDefinition() {
        return DEFINITIONS.incrementAndGet();
    }

    /**
     * The pools for a factory's settings: the running ones when the settings are the same, or new ones
     * that replace them when the factory is newer. An older factory with other settings is served by the
     * newest pools while the server switches, and refused after that.
     */
    static synchronized PoolRegistry registryFor(Settings config, Map<?, ?> settings, long definition) throws ResourceException {
        String name = config.poolName();
        Current current = CURRENT.get(name);
        if (current != null && !current.registry().isClosed()) {
            if (current.settings().equals(settings)) return current.registry();
            if (definition < current.definition()) {
                if (System.nanoTime() - current.since() < takeoverWindowNanos) return current.registry();
                throw new ResourceException("PoolName=" + name + " belongs to a newer connection definition with other settings"
                        + " (Payara applies a changed property that way); give each connection definition its own PoolName");
            }
            current.registry().retire();
        }
        PoolRegistry fresh = new PoolRegistry(config);
        CURRENT.put(name, new Current(fresh, settings, definition, System.nanoTime()));
        return fresh;
    }

    /** The pools serving a name now, or null. */
    static synchronized PoolRegistry current(String poolName) {
        Current current = CURRENT.get(poolName);
        return current == null ? null : current.registry();
    }

    /**
     * A factory was activated with this PoolName: when it is newer than the one activated before, that one
     * and the factories it superseded allocate through it from now on.
     */
    static synchronized void activated(String poolName, WeirManagedConnectionFactory factory) {
        WeirManagedConnectionFactory previous = NEWEST.get(poolName);
        if (previous == factory) return;
        if (previous == null || previous.definition() < factory.definition()) {
            NEWEST.put(poolName, factory);
            if (previous != null) previous.supersededBy(factory);
        }
    }

    /** The factory's adapter stopped. */
    static synchronized void deactivated(String poolName, WeirManagedConnectionFactory factory) {
        NEWEST.remove(poolName, factory);
    }

    /** The pools are closing with their adapter. */
    static synchronized void forget(PoolRegistry registry) {
        CURRENT.values().removeIf(c -> c.registry() == registry);
    }
}
