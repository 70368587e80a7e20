package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.spi.Secrets;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import io.weir.pool.adapter.PhysicalPool;
import io.weir.pool.adapter.PhysicalPools;
import jakarta.resource.ResourceException;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The pools of one connection definition: one for the configured credentials and one for each other
 * user name and password the container or the application asks for. A pool starts at its first use, or,
 * for the configured credentials, once the server has made the connection factory and started the adapter
 * ({@link EarlyPoolStart}); a database that is down when the server starts does not fail the deployment.
 */
final class PoolRegistry {
    private static final System.Logger LOG = System.getLogger(PoolRegistry.class.getName());

    private static final long DRAIN_POLL_MS = 100;

    private final Settings base;
    private final Credentials configured;
    private final ConcurrentHashMap<Credentials, PhysicalPool> pools = new ConcurrentHashMap<>();
    private final ReentrantLock startLock = new ReentrantLock();
    private boolean closed;
    private volatile boolean retired;

    /** @param base a validated configuration, whose pool name is set */
    PoolRegistry(Settings base) {
        this.base = base;
        this.configured = new Credentials(base.text(Setting.USERNAME), base.text(Setting.PASSWORD));
    }

    String poolName() {
        return base.poolName();
    }

    Credentials configuredCredentials() {
        return configured;
    }

    PhysicalPool poolFor(Credentials credentials) throws ResourceException {
        PhysicalPool pool = pools.get(credentials);
        if (pool != null) return pool;
        startLock.lock();
        try {
            if (closed) {
                throw new ResourceException("The Weir pool " + base.poolName() + " is closed: its resource adapter was stopped");
            }
            pool = pools.get(credentials);
            if (pool == null) {
                pool = start(configFor(credentials));
                pools.put(credentials, pool);
            }
            return pool;
        } finally {
            startLock.unlock();
        }
    }

    /** The pool for {@code credentials} if it was started, else null. */
    PhysicalPool startedPoolFor(Credentials credentials) {
        return pools.get(credentials);
    }

    /** The pool of the configured credentials if it was started, else null. */
    PhysicalPool configuredPoolIfStarted() {
        return pools.get(configured);
    }

    List<WeirPoolMXBean> startedPools() {
        List<WeirPoolMXBean> started = new ArrayList<>();
        for (PhysicalPool pool : pools.values()) {
            started.add(pool.getPoolMXBean());
        }
        return started;
    }

    private Settings configFor(Credentials credentials) {
        Settings config = base.copy();
        if (!credentials.equals(configured)) {
            config.set(Setting.USERNAME, credentials.username());
            config.set(Setting.PASSWORD, credentials.password());
            // one pool per user: its own name keeps logs and the JMX registration apart
            config.set(Setting.POOL_NAME, base.poolName() + "-" + sanitize(credentials.username()));
            // MinimumIdle is for the configured user: other users (an application's getConnection(user, password),
            // the transaction manager's recovery user) get connections on demand, not a standing set each
            config.set(Setting.MINIMUM_IDLE, 0);
        }
        return config;
    }

    private static String sanitize(String username) {
        return username == null ? "nouser" : username.replaceAll("[,=:\"*?\\s]", "_");
    }

    /**
     * Starts a pool with the adapter's class loader as the context class loader, whichever thread
     * comes first (an application's request, a management operation): the classes the settings name
     * (driver, data source, exception override) are then loaded as the adapter sees them (in WildFly
     * its module with the global modules, in Payara the server's lib), not as that caller does, and
     * nothing the driver starts inherits an application's class loader.
     */
    private static PhysicalPool start(Settings config) throws ResourceException {
        Thread current = Thread.currentThread();
        ClassLoader callers = current.getContextClassLoader();
        current.setContextClassLoader(PoolRegistry.class.getClassLoader());
        try {
            return PhysicalPools.start(config);
        } catch (IllegalArgumentException e) {
            throw ConfigErrors.invalidCombination(e);
        } catch (RuntimeException e) {
            throw new ResourceException("The Weir pool " + config.poolName() + " could not start with "
                    + ConfigErrors.connectionSource(config) + " and Username=" + config.text(Setting.USERNAME) + ": "
                    + Secrets.mask(e.getMessage()), SanitizedException.of(e));
        } finally {
            current.setContextClassLoader(callers);
        }
    }

    /**
     * Pools with newer settings replace these: they give up their JMX names now, so that the new ones can
     * start, keep serving the connections they lent, and close once all are back, on a thread of their own
     * so that no request waits for the drain. Meanwhile they hold no more than what is lent: their idle
     * connections close now, each lent one as it comes back, and none is opened to keep a minimum idle, so
     * that the old and the new pools together stay near one pool's size.
     */
    void retire() {
        retired = true;
        LOG.log(System.Logger.Level.INFO, () -> "Weir pool " + poolName() + " is replaced by one with changed settings;"
                + " it closes once its connections in use come back");
        for (PhysicalPool pool : pools.values()) {
            pool.releaseName();
            WeirPoolMXBean numbers = pool.getPoolMXBean();
            numbers.setMinimumIdle(0);
            numbers.softEvictConnections();
            // a transaction the server lost track of while it replaced the pools is found as a leak, and ended
            // (WeirManagedConnection.reclaimLeak): soon, as the pool no longer lends
            long threshold = numbers.getLeakDetectionThreshold();
            long lost = LostTransactions.afterMs;
            if (threshold == 0 || threshold > lost) numbers.setLeakDetectionThreshold(lost);
        }
        Thread drain = new Thread(this::closeWhenDrained, "weir-drain-" + poolName());
        drain.setDaemon(true);
        drain.start();
    }

    boolean isRetired() {
        return retired;
    }

    /** Waits until no pool has a connection lent (or they are closed already), then closes them all. */
    void closeWhenDrained() {
        try {
            while (!isClosed() && pools.values().stream().anyMatch(p -> p.getPoolMXBean().getActiveConnections() > 0)) {
                Thread.sleep(DRAIN_POLL_MS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closeAll();
    }

    boolean isClosed() {
        startLock.lock();
        try {
            return closed;
        } finally {
            startLock.unlock();
        }
    }

    /** Closes every pool; later allocations fail. */
    void closeAll() {
        List<PhysicalPool> toClose;
        startLock.lock();
        try {
            closed = true;
            toClose = new ArrayList<>(pools.values());
            pools.clear();
        } finally {
            startLock.unlock();
        }
        for (PhysicalPool pool : toClose) {
            try {
                pool.close();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Closing Weir pool " + pool.settings().poolName() + " failed", e);
            }
        }
    }
}
