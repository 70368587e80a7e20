package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.spi.Setting;

import static java.lang.System.Logger.Level.INFO;

/**
 * What the pool's MXBean reads and does: its public methods are the counts and controls, named as the
 * MXBean interface names them, and {@link #value}/{@link #change} serve the interface's accessors of the
 * settings. {@link MXBeanMapping} implements the interface with them; the engine does not name the public API.
 */
final class PoolControl {
    private static final System.Logger LOG = System.getLogger(PoolControl.class.getName());
    private final ConnectionPool pool;
    private final RunningConfig settings;

    PoolControl(ConnectionPool pool, RunningConfig settings) {
        this.pool = pool;
        this.settings = settings;
    }

    /** A runtime setting's live value, or a start-only one's value as the pool started with it. */
    Object value(Setting setting) {
        return setting.runtime() ? settings.live().value(setting) : settings.config().get(setting);
    }

    /** Validates a change like start-up does, then applies it; the log shows the new value, a password's never. */
    void change(Setting setting, Object value) {
        settings.change(setting, value);
        LOG.log(INFO, () -> settings.poolName() + " - " + setting.key()
                + (setting.kind() == Setting.Kind.SECRET ? " changed" : " set to " + settings.config().get(setting)));
    }

    public int getActiveConnections() {
        return pool.activeCount();
    }

    public int getIdleConnections() {
        return pool.idleCount();
    }

    public int getTotalConnections() {
        return pool.totalCount();
    }

    public int getThreadsAwaitingConnection() {
        return pool.waitingCount();
    }

    public long getWaitCount() {
        return pool.counters().waitCount();
    }

    public long getWaitTimeMillis() {
        return pool.counters().waitTimeMillis();
    }

    public long getTimeoutCount() {
        return pool.counters().timeoutCount();
    }

    public long getCreatedConnections() {
        return pool.counters().createdCount();
    }

    public long getEvictedConnections() {
        return pool.counters().evictedCount();
    }

    public long getBrokenConnections() {
        return pool.counters().retiredCount(RetireCause.BROKEN);
    }

    public long getFailedAliveChecks() {
        return pool.counters().retiredCount(RetireCause.FAILED_ALIVE_CHECK);
    }

    public long getFailedResets() {
        return pool.counters().retiredCount(RetireCause.FAILED_RESET);
    }

    public long getStandbyConnections() {
        return pool.counters().retiredCount(RetireCause.ON_STANDBY);
    }

    public long getAdapterEvictions() {
        return pool.counters().retiredCount(RetireCause.EVICTED_BY_ADAPTER);
    }

    public long getReclaimedLeaks() {
        return pool.counters().reclaimedLeakCount();
    }

    public long getLostTransactions() {
        return pool.counters().lostTransactionCount();
    }

    public boolean isBehindTransactionPooler() {
        return pool.isBehindTransactionPooler();
    }

    public void softEvictConnections() {
        pool.softEvict();
    }

    public void suspendPool() {
        pool.suspend();
    }

    public void resumePool() {
        pool.resume();
    }

    public boolean isSuspended() {
        return pool.isSuspended();
    }

    @Override
    public String toString() {
        return pool.toString();
    }
}
