package io.weir.rar;

import io.weir.pool.WeirPoolMXBean;
import org.jboss.jca.core.spi.statistics.StatisticsPlugin;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * Weir's physical pool as IronJacamar statistics, which WildFly shows under
 * {@code connection-definitions=X/statistics=extended} (CLI and console); the server's own
 * {@code statistics=pool} counts only its pool of cheap managed connections. The values are those of
 * the pools' MXBeans, summed over every pool the definition started (one per user), read when asked.
 */
final class WeirStatistics implements StatisticsPlugin {
    private static final long serialVersionUID = 1L;

    /** Each statistic has its MXBean attribute's name, so an admin meets one name in the CLI and in JMX. */
    private enum Statistic {
        ACTIVE("ActiveConnections", "Physical connections in use", WeirPoolMXBean::getActiveConnections),
        IDLE("IdleConnections", "Idle physical connections", WeirPoolMXBean::getIdleConnections),
        TOTAL("TotalConnections", "Open physical connections", WeirPoolMXBean::getTotalConnections),
        WAITING("ThreadsAwaitingConnection", "Borrowers waiting for a connection now",
                WeirPoolMXBean::getThreadsAwaitingConnection),
        WAITS("WaitCount", "Borrows that found no idle connection and waited", WeirPoolMXBean::getWaitCount),
        WAIT_TIME("WaitTimeMillis", "Time those borrows waited in total, in milliseconds", WeirPoolMXBean::getWaitTimeMillis),
        TIMEOUTS("TimeoutCount", "Borrows that gave up after ConnectionTimeout", WeirPoolMXBean::getTimeoutCount),
        CREATED("CreatedConnections", "Physical connections opened", WeirPoolMXBean::getCreatedConnections),
        EVICTED("EvictedConnections", "Physical connections the running pool closed (lifetime, idle, failed check, broken, evicted)",
                WeirPoolMXBean::getEvictedConnections),
        BROKEN("BrokenConnections", "Of those, connections retired after a fatal SQLException (SQLState class 08 and the like)",
                WeirPoolMXBean::getBrokenConnections),
        FAILED_ALIVE_CHECKS("FailedAliveChecks", "Of those, connections that failed an alive check", WeirPoolMXBean::getFailedAliveChecks),
        FAILED_RESETS("FailedResets", "Of those, connections whose reset failed when they came back", WeirPoolMXBean::getFailedResets),
        STANDBY("StandbyConnections", "Of those, connections found on a standby while the pool targets a primary",
                WeirPoolMXBean::getStandbyConnections),
        ADAPTER_EVICTIONS("AdapterEvictions", "Of those, connections evicted after the server destroyed their managed connection",
                WeirPoolMXBean::getAdapterEvictions),
        RECLAIMED_LEAKS("ReclaimedLeaks", "Leaked connections taken back from a handle the application never closed (rolled back and reset)",
                WeirPoolMXBean::getReclaimedLeaks),
        LOST_TRANSACTIONS("LostTransactions", "Local transactions rolled back because the server that began them lost them",
                WeirPoolMXBean::getLostTransactions),
        // the limit in force, so that each server of a domain shows the value its expressions resolved to
        MAXIMUM("MaximumPoolSize", "Most physical connections the pool may open", WeirPoolMXBean::getMaximumPoolSize);

        final String attribute;
        final String description;
        final ToLongFunction<WeirPoolMXBean> value;

        Statistic(String attribute, String description, ToLongFunction<WeirPoolMXBean> value) {
            this.attribute = attribute;
            this.description = description;
            this.value = value;
        }

        static Statistic named(String name) {
            for (Statistic s : values()) {
                if (s.attribute.equals(name)) return s;
            }
            throw new IllegalArgumentException("Weir has no statistic named " + name + "; it has " + NAMES);
        }
    }

    private static final Set<String> NAMES = Arrays.stream(Statistic.values()).map(s -> s.attribute)
            .collect(Collectors.toCollection(LinkedHashSet::new));

    private final WeirManagedConnectionFactory factory;
    private volatile boolean enabled = true;

    WeirStatistics(WeirManagedConnectionFactory factory) {
        this.factory = factory;
    }

    @Override
    public Set<String> getNames() {
        return NAMES;
    }

    /** A primitive type: WildFly's management model shows a statistic as a number only if its type is int or long. */
    @Override
    public Class<?> getType(String name) {
        Statistic.named(name);
        return long.class;
    }

    @Override
    public String getDescription(String name) {
        return Statistic.named(name).description;
    }

    @Override
    public String getDescription(String name, Locale locale) {
        return getDescription(name);
    }

    /** Zero for every statistic until the definition's first pool starts. */
    @Override
    public Object getValue(String name) {
        Statistic statistic = Statistic.named(name);
        long sum = 0;
        for (WeirPoolMXBean pool : factory.startedPools()) {
            sum += statistic.value.applyAsLong(pool);
        }
        return sum;
    }

    /** Weir counts whether or not the server shows the numbers: the flag only records the admin's choice. */
    @Override
    public boolean isEnabled() {
        return enabled;
    }

    @Override
    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    /**
     * Clears nothing: the totals count from each pool's start and are the MXBean's too, so clearing them
     * here would make the server's view and JMX disagree.
     */
    @Override
    public void clear() {
    }
}
