package io.weir.pool.internal.engine;

import io.weir.pool.Setting;
import io.weir.pool.WeirConfig;
import io.weir.pool.WeirPoolMXBean;

import java.util.concurrent.locks.ReentrantLock;

import static java.lang.System.Logger.Level.INFO;

/**
 * The pool's MXBean, and the owner of the running configuration. A change goes through
 * {@link Setting}'s checks and {@link WeirConfig#validate()} on a copy of the configuration, the same
 * rules as at start; only if it passes does the copy replace the configuration, and new
 * {@link LiveSettings} replace the old ones whole. The engine reads {@link #live} and nothing else
 * for the runtime settings.
 */
final class PoolControl implements WeirPoolMXBean {
    private final ConnectionPool pool;
    private final ReentrantLock changeLock = new ReentrantLock();
    private volatile WeirConfig config;
    volatile LiveSettings live;

    PoolControl(ConnectionPool pool, WeirConfig config) {
        this.pool = pool;
        this.config = config;
        this.live = new LiveSettings(config);
    }

    /** The configuration the pool runs with; do not change it (a change goes through a setter). */
    WeirConfig config() {
        return config;
    }

    /** Validates a change like start-up does, then applies it. */
    private void change(Setting setting, Object value) {
        if (!setting.runtime()) throw new IllegalArgumentException(setting.key() + " cannot change on a running pool");
        changeLock.lock();
        try {
            WeirConfig next = config.copy();
            next.set(setting, value);
            next.validate();
            LiveSettings before = live;
            config = next;
            live = new LiveSettings(next);
            pool.settingsChanged(before, live);
        } finally {
            changeLock.unlock();
        }
    }

    @Override
    public String getPoolName() {
        return config.getPoolName();
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
        return live.maximumPoolSize;
    }

    @Override
    public void setMaximumPoolSize(int size) {
        change(Setting.MAXIMUM_POOL_SIZE, size);
        ConnectionPool.LOG.log(INFO, () -> getPoolName() + " - maximumPoolSize set to " + size);
    }

    @Override
    public int getMinimumIdle() {
        return live.minimumIdle;
    }

    @Override
    public void setMinimumIdle(int minIdle) {
        change(Setting.MINIMUM_IDLE, minIdle);
    }

    @Override
    public long getConnectionTimeout() {
        return live.connectionTimeoutMs;
    }

    @Override
    public void setConnectionTimeout(long ms) {
        change(Setting.CONNECTION_TIMEOUT, ms);
    }

    @Override
    public long getValidationTimeout() {
        return live.validationTimeoutMs;
    }

    @Override
    public void setValidationTimeout(long ms) {
        change(Setting.VALIDATION_TIMEOUT, ms);
    }

    @Override
    public long getIdleTimeout() {
        return live.idleTimeoutMs;
    }

    @Override
    public void setIdleTimeout(long ms) {
        change(Setting.IDLE_TIMEOUT, ms);
    }

    @Override
    public long getMaxLifetime() {
        return live.maxLifetimeMs;
    }

    /** Applies to connections made from now on. */
    @Override
    public void setMaxLifetime(long ms) {
        change(Setting.MAX_LIFETIME, ms);
    }

    @Override
    public long getKeepaliveTime() {
        return live.keepaliveTimeMs;
    }

    /** Applies to connections made from now on. */
    @Override
    public void setKeepaliveTime(long ms) {
        change(Setting.KEEPALIVE_TIME, ms);
    }

    @Override
    public long getAliveBypassWindow() {
        return live.aliveBypassWindowMs;
    }

    @Override
    public void setAliveBypassWindow(long ms) {
        change(Setting.ALIVE_BYPASS_WINDOW, ms);
    }

    @Override
    public long getLeakDetectionThreshold() {
        return live.leakDetectionThresholdMs;
    }

    @Override
    public void setLeakDetectionThreshold(long ms) {
        change(Setting.LEAK_DETECTION_THRESHOLD, ms);
    }

    @Override
    public String getUsername() {
        return config.getUsername();
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    @Override
    public void setUsername(String username) {
        change(Setting.USERNAME, username);
        pool.source().setUsername(config.getUsername());
        pool.softEvict();
        ConnectionPool.LOG.log(INFO, () -> getPoolName() + " - username changed; connections are being renewed");
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    @Override
    public void setPassword(String password) {
        change(Setting.PASSWORD, password);
        pool.source().setPassword(config.getPassword());
        pool.softEvict();
        ConnectionPool.LOG.log(INFO, () -> getPoolName() + " - password changed; connections are being renewed");
    }

    @Override
    public String getSessionReset() {
        return config.getSessionReset();
    }

    @Override
    public String toString() {
        return pool.toString();
    }
}
