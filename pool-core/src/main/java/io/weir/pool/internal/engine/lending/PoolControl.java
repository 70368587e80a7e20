package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.spi.Setting;

import static java.lang.System.Logger.Level.INFO;

/**
 * The pool's MXBean: reports the pool's counts and applies changes of the runtime settings through
 * the pool's {@link RunningConfig}, which validates them like start-up does. Its public methods have
 * the signatures of {@code io.weir.pool.WeirPoolMXBean}, which a subclass above the engine implements
 * with them as they are: the engine does not name the public API.
 */
public abstract class PoolControl {
    private static final System.Logger LOG = System.getLogger(PoolControl.class.getName());
    private final ConnectionPool pool;
    private final RunningConfig settings;

    protected PoolControl(ConnectionPool pool) {
        this.pool = pool;
        this.settings = pool.runningConfig();
    }

    /** The interface the subclass implements, under which the pool registers it in JMX. */
    protected abstract Class<?> mxbeanInterface();

    private void change(Setting setting, Object value) {
        settings.change(setting, value);
    }

    public String getPoolName() {
        return settings.config().poolName();
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

    public int getMaximumPoolSize() {
        return settings.live().maximumPoolSize;
    }

    public void setMaximumPoolSize(int size) {
        change(Setting.MAXIMUM_POOL_SIZE, size);
        LOG.log(INFO, () -> getPoolName() + " - maximumPoolSize set to " + size);
    }

    public int getMinimumIdle() {
        return settings.live().minimumIdle;
    }

    public void setMinimumIdle(int minIdle) {
        change(Setting.MINIMUM_IDLE, minIdle);
    }

    public long getConnectionTimeout() {
        return settings.live().connectionTimeoutMs;
    }

    public void setConnectionTimeout(long ms) {
        change(Setting.CONNECTION_TIMEOUT, ms);
    }

    public long getValidationTimeout() {
        return settings.live().validationTimeoutMs;
    }

    public void setValidationTimeout(long ms) {
        change(Setting.VALIDATION_TIMEOUT, ms);
    }

    public long getIdleTimeout() {
        return settings.live().idleTimeoutMs;
    }

    public void setIdleTimeout(long ms) {
        change(Setting.IDLE_TIMEOUT, ms);
    }

    public long getMaxLifetime() {
        return settings.live().maxLifetimeMs;
    }

    /** Applies to connections made from now on. */
    public void setMaxLifetime(long ms) {
        change(Setting.MAX_LIFETIME, ms);
    }

    public long getKeepaliveTime() {
        return settings.live().keepaliveTimeMs;
    }

    /** Applies to connections made from now on. */
    public void setKeepaliveTime(long ms) {
        change(Setting.KEEPALIVE_TIME, ms);
    }

    public long getAliveBypassWindow() {
        return settings.live().aliveBypassWindowMs;
    }

    public void setAliveBypassWindow(long ms) {
        change(Setting.ALIVE_BYPASS_WINDOW, ms);
    }

    public long getLeakDetectionThreshold() {
        return settings.live().leakDetectionThresholdMs;
    }

    public void setLeakDetectionThreshold(long ms) {
        change(Setting.LEAK_DETECTION_THRESHOLD, ms);
    }

    public String getUsername() {
        return settings.config().text(Setting.USERNAME);
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    public void setUsername(String username) {
        change(Setting.USERNAME, username);
        pool.source().setUsername(settings.config().text(Setting.USERNAME));
        pool.softEvict();
        LOG.log(INFO, () -> getPoolName() + " - username changed; connections are being renewed");
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    public void setPassword(String password) {
        change(Setting.PASSWORD, password);
        pool.source().setPassword(settings.config().text(Setting.PASSWORD));
        pool.softEvict();
        LOG.log(INFO, () -> getPoolName() + " - password changed; connections are being renewed");
    }

    public String getSessionReset() {
        return settings.config().text(Setting.SESSION_RESET);
    }

    @Override
    public String toString() {
        return pool.toString();
    }
}
