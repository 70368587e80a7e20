package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.spi.Secrets;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.InvalidPropertyException;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionFactory;
import jakarta.resource.spi.ResourceAdapter;
import jakarta.resource.spi.ResourceAdapterAssociation;
import jakarta.resource.spi.TransactionSupport;
import jakarta.resource.spi.ValidatingManagedConnectionFactory;
import org.jboss.jca.core.spi.statistics.Statistics;
import org.jboss.jca.core.spi.statistics.StatisticsPlugin;

import javax.security.auth.Subject;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One connection definition: the Weir settings an admin edits (the config-properties, named like
 * {@code io.weir.pool.WeirConfig}'s with a capital first letter, whose bean properties {@link ConfigProperties}
 * declares) and the pools they start. The server pools the
 * cheap {@link WeirManagedConnection}s this factory creates; the physical connections are Weir's.
 * Settings changed after the first allocation take effect when the server builds a new factory with
 * them (Payara, on {@code asadmin set}) or restarts the adapter (WildFly, on reload).
 */
public class WeirManagedConnectionFactory extends ConfigProperties implements ManagedConnectionFactory, ResourceAdapterAssociation,
        ValidatingManagedConnectionFactory, TransactionSupport, Statistics {
    private static final long serialVersionUID = 1L;
    private static final System.Logger LOG = System.getLogger(WeirManagedConnectionFactory.class.getName());

    /** The config-properties as the admin gave them (trimmed), checked and converted by {@link #toConfig()}. */
    private final EnumMap<Setting, String> values = new EnumMap<>(Setting.class);

    private transient ResourceAdapter resourceAdapter;
    private transient PrintWriter logWriter;
    private transient ReentrantLock poolsLock = new ReentrantLock();
    private transient volatile PoolRegistry pools;
    private transient boolean stopped;
    /** When this factory was made relative to others: the newest settings own a PoolName (see {@link PoolNames}). */
    private transient long definition = PoolNames.nextDefinition();
    /** A factory activated later for this one's PoolName (Payara's, after a changed property), or null. */
    private transient volatile WeirManagedConnectionFactory successor;
    private transient HandleRegistry handles = new HandleRegistry();
    private transient DrainingConnections draining = new DrainingConnections();
    private transient Set<String> reported = ConcurrentHashMap.newKeySet();

    public WeirManagedConnectionFactory() {
    }

    @Override
    public Object createConnectionFactory(ConnectionManager manager) {
        if (resourceAdapter instanceof WeirResourceAdapter) ((WeirResourceAdapter) resourceAdapter).startPoolEarly(this);
        return new WeirConnectionFactory(this, manager);
    }

    /** A connection factory without an application server is not offered: standalone, use WeirDataSource. */
    @Override
    public Object createConnectionFactory() throws ResourceException {
        throw new NotSupportedException("Weir's resource adapter needs an application server's connection manager; "
                + "outside a server use io.weir.pool.WeirDataSource");
    }

    @Override
    public ManagedConnection createManagedConnection(Subject subject, ConnectionRequestInfo info) throws ResourceException {
        PoolRegistry registry = pools();
        Credentials configured = registry.configuredCredentials();
        Credentials credentials = Credentials.resolve(subject, info, this, configured);
        return new WeirManagedConnection(this, configured, credentials, registry);
    }

    /** A free managed connection of this factory for the same credentials; they are all alike otherwise. */
    @Override
    public ManagedConnection matchManagedConnections(Set candidates, Subject subject, ConnectionRequestInfo info)
            throws ResourceException {
        Credentials credentials = Credentials.resolve(subject, info, this, pools().configuredCredentials());
        for (Object candidate : candidates) {
            if (candidate instanceof WeirManagedConnection) {
                WeirManagedConnection mc = (WeirManagedConnection) candidate;
                if (mc.factory() == this && mc.canServe(credentials)) {
                    return mc;
                }
            }
        }
        return null;
    }

    /**
     * The managed connections that signalled a fatal error or were destroyed. Nothing else needs checking:
     * an unbound managed connection has no physical connection, and Weir checks its physical ones itself.
     */
    @Override
    public Set<ManagedConnection> getInvalidConnections(Set candidates) {
        Set<ManagedConnection> invalid = new HashSet<>();
        for (Object candidate : candidates) {
            if (candidate instanceof WeirManagedConnection && ((WeirManagedConnection) candidate).isUnusable()) {
                invalid.add((ManagedConnection) candidate);
            }
        }
        return invalid;
    }

    /** XA only when connections come from an XADataSource; otherwise local transactions. */
    @Override
    public TransactionSupportLevel getTransactionSupport() {
        String xa = values.get(Setting.XA_DATA_SOURCE_CLASS_NAME);
        return xa != null ? TransactionSupportLevel.XATransaction : TransactionSupportLevel.LocalTransaction;
    }

    @Override
    public ResourceAdapter getResourceAdapter() {
        return resourceAdapter;
    }

    /**
     * Called at activation: a configured definition is checked now, so that a bad value fails the
     * deployment with its name. One without any connection source is left for its first use to
     * report: Payara activates a default definition of every adapter with the ra.xml defaults only.
     */
    @Override
    public void setResourceAdapter(ResourceAdapter adapter) throws ResourceException {
        if (hasConnectionSource()) {
            toConfig(effectiveValues());
        }
        if (adapter instanceof WeirResourceAdapter) {
            ((WeirResourceAdapter) adapter).register(this);
        }
        poolsLock.lock();
        try {
            this.resourceAdapter = adapter;
            stopped = false;
        } finally {
            poolsLock.unlock();
        }
        if (getPoolName() != null) {
            PoolNames.activated(getPoolName(), this);
            takeOverRunningPools();
        }
    }

    /**
     * A definition activated while pools run under its PoolName with other settings replaces them now, not at the
     * first allocation through it, which may never come: of several properties set together, Payara may go on
     * allocating through a definition it built on the way, whose settings contradict each other and which the
     * running pools serve (see {@link #registryForTheseSettings}).
     */
    private void takeOverRunningPools() throws ResourceException {
        PoolRegistry running = PoolNames.current(getPoolName());
        if (running != null && !running.isClosed() && hasConnectionSource()) pools();
    }

    /**
     * The factory that defines this one's pool now: this one, or the newest one the server activated for the
     * same PoolName since. Payara applies a changed property by building a new factory and pool, while an
     * application that was given a connection factory (an injected {@code @Resource}, a persistence unit's
     * data source) keeps the one made from the old factory; allocating through the newest one gives it the
     * new settings, and gives Payara the factory its pool has.
     */
    WeirManagedConnectionFactory current() {
        WeirManagedConnectionFactory next = successor;
        if (next == null) return this;
        WeirManagedConnectionFactory newest = next;
        for (next = newest.successor; next != null; next = newest.successor) {
            newest = next;
        }
        successor = newest;
        return newest;
    }

    /** A newer factory for this one's PoolName was activated. */
    void supersededBy(WeirManagedConnectionFactory newer) {
        successor = newer;
    }

    long definition() {
        return definition;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        this.logWriter = out;
    }

    /** The live numbers of the pool for the configured credentials, or null before it starts. */
    public WeirPoolMXBean getPoolMXBean() {
        PoolRegistry registry = pools;
        if (registry == null) return null;
        if (registry.isRetired()) registry = PoolNames.current(registry.poolName());
        if (registry == null) return null;
        var pool = registry.configuredPoolIfStarted();
        return pool == null ? null : pool.getPoolMXBean();
    }

    /** The pool numbers WildFly shows as this connection definition's extended statistics. */
    @Override
    public StatisticsPlugin getStatistics() {
        return new WeirStatistics(this);
    }

    /** The live numbers of every pool this definition started, none before the first starts. */
    List<WeirPoolMXBean> startedPools() {
        PoolRegistry registry = pools;
        return registry == null ? List.of() : registry.startedPools();
    }

    PoolRegistry pools() throws ResourceException {
        PoolRegistry started = pools;
        // the common case takes no lock: servers match on every borrow
        if (started != null && !started.isRetired()) return started;
        poolsLock.lock();
        try {
            if (stopped) {
                throw new ResourceException("The Weir resource adapter of this connection definition was stopped");
            }
            started = pools;
            if (started == null || started.isRetired()) {
                pools = started = registryForTheseSettings();
            }
            return started;
        } finally {
            poolsLock.unlock();
        }
    }

    /**
     * The pools for this factory's settings. Settings that fail their check do not replace pools already running
     * under the PoolName: Payara applies an {@code asadmin set} of several properties one property at a time, so
     * a change of MaximumPoolSize and MinimumIdle together passes through a definition where one contradicts the
     * other, and a mistyped value should not stop a running pool either. The running pools go on serving with
     * their settings, and the error is logged once, at WARN, naming what is wrong. The step that lowers the size
     * below MinimumIdle is the exception (see {@link #effectiveValues}).
     */
    private PoolRegistry registryForTheseSettings() throws ResourceException {
        Map<Setting, String> effective = effectiveValues();
        Settings config;
        try {
            config = toConfig(effective);
        } catch (InvalidPropertyException e) {
            PoolRegistry running = getPoolName() == null ? null : PoolNames.current(getPoolName());
            if (running == null || running.isClosed()) throw e;
            if (firstReportOf(e.getMessage())) {
                LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + running.poolName() + " keeps serving with its"
                        + " running settings, not this connection definition's: " + e.getMessage());
            }
            return running;
        }
        // keyed by the settings as given: each definition Payara builds with other values replaces the pools, so that
        // the transactions its rebuild loses are ended in the replaced ones (PoolRegistry.retire)
        return PoolNames.registryFor(config, new EnumMap<>(values), definition);
    }

    /**
     * The settings this definition runs with: its own, but for a MinimumIdle above MaximumPoolSize while pools run
     * under its PoolName, which runs at the size. Payara applies {@code asadmin set} of both one property at a time,
     * and when its pool rebuild races with requests it may keep the definition built halfway for good (a request
     * thread rebuilds the factory from the pool object of the step before); served by the running pools, that
     * definition would leave the size the administrator lowered unapplied. Logged once at WARN, naming both.
     */
    private Map<Setting, String> effectiveValues() {
        String size = values.get(Setting.MAXIMUM_POOL_SIZE);
        String minimumIdle = values.get(Setting.MINIMUM_IDLE);
        PoolRegistry running = getPoolName() == null ? null : PoolNames.current(getPoolName());
        if (size == null || minimumIdle == null || running == null || running.isClosed()) return values;
        try {
            if ((Integer) Setting.MINIMUM_IDLE.parse(minimumIdle) <= (Integer) Setting.MAXIMUM_POOL_SIZE.parse(size)) return values;
        } catch (IllegalArgumentException e) {
            return values; // toConfig names the wrong value
        }
        String cause = "MinimumIdle=" + minimumIdle + " is larger than MaximumPoolSize=" + size;
        if (firstReportOf(cause)) {
            LOG.log(System.Logger.Level.WARNING, () -> "Weir pool " + getPoolName() + ": " + cause + " in a changed connection"
                    + " definition; it runs with MinimumIdle=" + size + " (a change of both applied one property at a time"
                    + " passes through such a definition)");
        }
        EnumMap<Setting, String> withinSize = new EnumMap<>(values);
        withinSize.put(Setting.MINIMUM_IDLE, size);
        return withinSize;
    }

    /** The managed connections the server destroyed while in use. */
    DrainingConnections draining() {
        return draining;
    }

    HandleRegistry handles() {
        return handles;
    }

    /**
     * True the first time a cause is reported: a transaction manager retries recovery every few seconds,
     * and an administrator needs the cause once, not at every pass.
     */
    boolean firstReportOf(String cause) {
        return reported.add(cause);
    }

    /** Stops every pool this factory started (the resource adapter's stop); allocations fail until it is associated again. */
    void closePools() {
        PoolRegistry registry;
        poolsLock.lock();
        try {
            registry = pools;
            pools = null;
            stopped = true;
        } finally {
            poolsLock.unlock();
        }
        if (getPoolName() != null) {
            PoolNames.deactivated(getPoolName(), this);
        }
        // before the pools close: what the server left unfinished goes back cleanly instead of being aborted there
        draining.abandonAll();
        if (registry != null) {
            PoolNames.forget(registry);
            registry.closeAll();
        }
    }

    /** The settings as a pool configuration, validated; a bad value fails naming the config-property and the value. */
    Settings toConfig() throws InvalidPropertyException {
        return toConfig(values);
    }

    private static Settings toConfig(Map<Setting, String> values) throws InvalidPropertyException {
        Settings config = Settings.inServer();
        for (Map.Entry<Setting, String> e : values.entrySet()) {
            ConfigProperty property = ConfigProperty.of(e.getKey());
            try {
                config.set(e.getKey(), e.getKey().parse(e.getValue()));
            } catch (IllegalArgumentException ex) {
                throw ConfigErrors.invalidProperty(property, e.getValue(), ex);
            }
        }
        try {
            config.validate();
        } catch (IllegalArgumentException ex) {
            throw ConfigErrors.invalidCombination(ex);
        }
        return config;
    }

    /**
     * Whether this definition's pool is worth starting before its first use ({@link EarlyPoolStart}): it has a
     * connection source and valid settings, keeps idle connections, is not stopped, and no pools run under its
     * PoolName (the running ones go on serving, or a newer definition replaces them as it is activated).
     */
    boolean startsEarly() {
        if (!hasConnectionSource()) return false;
        poolsLock.lock();
        try {
            if (stopped || (pools != null && pools.configuredPoolIfStarted() != null)) return false;
        } finally {
            poolsLock.unlock();
        }
        PoolRegistry running = getPoolName() == null ? null : PoolNames.current(getPoolName());
        if (running != null && running != pools && !running.isClosed()) return false;
        try {
            return toConfig(effectiveValues()).intValue(Setting.MINIMUM_IDLE) > 0;
        } catch (InvalidPropertyException e) {
            return false; // reported at activation or at the first use
        }
    }

    private boolean hasConnectionSource() {
        return values.containsKey(Setting.JDBC_URL) || values.containsKey(Setting.DATA_SOURCE_CLASS_NAME)
                || values.containsKey(Setting.XA_DATA_SOURCE_CLASS_NAME);
    }

    @Override
    String get(Setting setting) {
        return values.get(setting);
    }

    @Override
    void set(Setting setting, String value) {
        if (value == null || value.isBlank() || value.trim().equals(ConfigProperty.UNSET)) {
            values.remove(setting);
        } else {
            values.put(setting, value.trim());
        }
    }

    /** Equal when every config-property is equal: the server tells connection definitions apart with it. */
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (o == null || o.getClass() != getClass()) return false;
        return values.equals(((WeirManagedConnectionFactory) o).values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /** The config-properties that were set; the password is never shown. */
    @Override
    public String toString() {
        StringJoiner j = new StringJoiner(", ", "WeirManagedConnectionFactory[", "]");
        for (Map.Entry<Setting, String> e : values.entrySet()) {
            ConfigProperty p = ConfigProperty.of(e.getKey());
            j.add(p.name() + "=" + (p.confidential() ? "<hidden>" : Secrets.mask(String.valueOf(e.getValue()))));
        }
        return j.toString();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        poolsLock = new ReentrantLock();
        handles = new HandleRegistry();
        draining = new DrainingConnections();
        reported = ConcurrentHashMap.newKeySet();
        definition = PoolNames.nextDefinition();
    }
}
