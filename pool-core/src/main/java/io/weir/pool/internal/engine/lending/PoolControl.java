package io.weir.pool.internal.engine.lending;

import io.weir.pool.Setting;
import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.internal.engine.settings.RunningConfig;

import static java.lang.System.Logger.Level.INFO;

/**
 * The pool's MXBean: reports the pool's counts and applies changes of the runtime settings through
 * the pool's {@link RunningConfig}, which validates them like start-up does.
 */
final class PoolControl implements WeirPoolMXBean {
    private static final System.Logger LOG = System.getLogger(PoolControl.class.getName());
    private final ConnectionPool pool;
    private final RunningConfig settings;

    PoolControl(ConnectionPool pool, RunningConfig settings) {
        this.pool = pool;
        this.settings = settings;
    }

    private void change(Setting setting, Object value) {
        settings.change(setting, value);
    }

    @Override
    public String getPoolName() {
        return settings.config().getPoolName();
    }

    @Override
    public int getActiveConnections() {
        return pool.activeCount();
    }

    @Override
    public int getIdleConnections() {
        return pool.idleCount();
    }

    @Override
    public int getTotalConnections() {
        return pool.totalCount();
    }

    @Override
    public int getThreadsAwaitingConnection() {
        return pool.waitingCount();
    }

    @Override
    public long getWaitCount() {
        return pool.counters().waitCount();
    }

    @Override
    public long getWaitTimeMillis() {
        return pool.counters().waitTimeMillis();
    }

    @Override
    public long getTimeoutCount() {
        return pool.counters().timeoutCount();
    }

    @Override
    public long getCreatedConnections() {
        return pool.counters().createdCount();
    }

    @Override
    public long getEvictedConnections() {
        return pool.counters().evictedCount();
    }

    @Override
    public void softEvictConnections() {
        pool.softEvict();
    }

    @Override
    public void suspendPool() {
        pool.suspend();
    }

    @Override
    public void resumePool() {
        pool.resume();
    }

    @Override
    public boolean isSuspended() {
        return pool.isSuspended();
    }

    @Override
    public int getMaximumPoolSize() {
        return settings.live().maximumPoolSize;
    }

    @Override
    public void setMaximumPoolSize(int size) {
        change(Setting.MAXIMUM_POOL_SIZE, size);
        LOG.log(INFO, () -> getPoolName() + " - maximumPoolSize set to " + size);
    }

    @Override
    public int getMinimumIdle() {
        return settings.live().minimumIdle;
    }

    @Override
    public void setMinimumIdle(int minIdle) {
        change(Setting.MINIMUM_IDLE, minIdle);
    }

    @Override
    public long getConnectionTimeout() {
        return settings.live().connectionTimeoutMs;
    }

    @Override
    public void setConnectionTimeout(long ms) {
        change(Setting.CONNECTION_TIMEOUT, ms);
    }

    @Override
    public long getValidationTimeout() {
        return settings.live().validationTimeoutMs;
    }

    @Override
    public void setValidationTimeout(long ms) {
        change(Setting.VALIDATION_TIMEOUT, ms);
    }

    @Override
    public long getIdleTimeout() {
        return settings.live().idleTimeoutMs;
    }

    @Override
    public void setIdleTimeout(long ms) {
        change(Setting.IDLE_TIMEOUT, ms);
    }

    @Override
    public long getMaxLifetime() {
        return settings.live().maxLifetimeMs;
    }

    /** Applies to connections made from now on. */
    @Override
    public void setMaxLifetime(long ms) {
        change(Setting.MAX_LIFETIME, ms);
    }

    @Override
    public long getKeepaliveTime() {
        return settings.live().keepaliveTimeMs;
    }

    /** Applies to connections made from now on. */
    @Override
    public void setKeepaliveTime(long ms) {
        change(Setting.KEEPALIVE_TIME, ms);
    }

    @Override
    public long getAliveBypassWindow() {
        return settings.live().aliveBypassWindowMs;
    }

    @Override
    public void setAliveBypassWindow(long ms) {
        change(Setting.ALIVE_BYPASS_WINDOW, ms);
    }

    @Override
    public long getLeakDetectionThreshold() {
        return settings.live().leakDetectionThresholdMs;
    }

    @Override
    public void setLeakDetectionThreshold(long ms) {
        change(Setting.LEAK_DETECTION_THRESHOLD, ms);
    }

    @Override
    public String getUsername() {
        return settings.config().getUsername();
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    @Override
    public void setUsername(String username) {
        change(Setting.USERNAME, username);
        pool.source().setUsername(settings.config().getUsername());
        pool.softEvict();
        LOG.log(INFO, () -> getPoolName() + " - username changed; connections are being renewed");
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    @Override
    public void setPassword(String password) {
        change(Setting.PASSWORD, password);
        pool.source().setPassword(settings.config().getPassword());
        pool.softEvict();
        LOG.log(INFO, () -> getPoolName() + " - password changed; connections are being renewed");
    }

    @Override
    public String getSessionReset() {
        return settings.config().getSessionReset();
    }

    @Override
    public String toString() {
        return pool.toString();
    }
}
