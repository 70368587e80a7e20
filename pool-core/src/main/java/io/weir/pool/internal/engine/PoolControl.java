package io.weir.pool.internal.engine;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirPoolMXBean;

import java.util.concurrent.TimeUnit;

import static java.lang.System.Logger.Level.INFO;

/**
 * The pool's MXBean, and the owner of the settings that may change while the pool runs. The engine
 * reads the volatile fields directly; each setter validates through the pool's {@link WeirConfig}
 * (same rules and messages as at start) before the new value takes effect.
 */
final class PoolControl implements WeirPoolMXBean {
    private final ConnectionPool pool;
    private final WeirConfig config;

    volatile int maximumPoolSize;
    volatile int minimumIdle;
    volatile long connectionTimeoutMs;
    volatile long idleTimeoutMs;
    volatile long maxLifetimeMs;
    volatile long keepaliveTimeMs;
    volatile long aliveBypassNanos;

    PoolControl(ConnectionPool pool, WeirConfig config) {
        this.pool = pool;
        this.config = config;
        this.maximumPoolSize = config.getMaximumPoolSize();
        this.minimumIdle = config.effectiveMinimumIdle();
        this.connectionTimeoutMs = config.getConnectionTimeout();
        this.idleTimeoutMs = config.getIdleTimeout();
        this.maxLifetimeMs = config.getMaxLifetime();
        this.keepaliveTimeMs = config.getKeepaliveTime();
        this.aliveBypassNanos = TimeUnit.MILLISECONDS.toNanos(config.getAliveBypassWindow());
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
        return maximumPoolSize;
    }

    @Override
    public void setMaximumPoolSize(int size) {
        config.setMaximumPoolSize(size);
        if (config.getMinimumIdle() >= 0 && size < minimumIdle) {
            throw new IllegalArgumentException("maximumPoolSize=" + size + " is below minimumIdle=" + minimumIdle);
        }
        maximumPoolSize = size;
        if (config.getMinimumIdle() < 0) minimumIdle = size;
        pool.requestFill();
        ConnectionPool.LOG.log(INFO, () -> getPoolName() + " - maximumPoolSize set to " + size);
    }

    @Override
    public int getMinimumIdle() {
        return minimumIdle;
    }

    @Override
    public void setMinimumIdle(int minIdle) {
        config.setMinimumIdle(minIdle);
        if (minIdle > maximumPoolSize) {
            throw new IllegalArgumentException("minimumIdle=" + minIdle + " is larger than maximumPoolSize=" + maximumPoolSize);
        }
        minimumIdle = minIdle;
        pool.requestFill();
    }

    @Override
    public long getConnectionTimeout() {
        return connectionTimeoutMs;
    }

    @Override
    public void setConnectionTimeout(long ms) {
        config.setConnectionTimeout(ms);
        connectionTimeoutMs = ms;
    }

    @Override
    public long getValidationTimeout() {
        return config.getValidationTimeout();
    }

    @Override
    public void setValidationTimeout(long ms) {
        config.setValidationTimeout(ms);
        pool.setValidationTimeout(ms);
    }

    @Override
    public long getIdleTimeout() {
        return idleTimeoutMs;
    }

    @Override
    public void setIdleTimeout(long ms) {
        config.setIdleTimeout(ms);
        idleTimeoutMs = ms;
    }

    @Override
    public long getMaxLifetime() {
        return maxLifetimeMs;
    }

    /** Applies to connections made from now on. */
    @Override
    public void setMaxLifetime(long ms) {
        config.setMaxLifetime(ms);
        maxLifetimeMs = ms;
    }

    @Override
    public long getKeepaliveTime() {
        return keepaliveTimeMs;
    }

    /** Applies to connections made from now on. */
    @Override
    public void setKeepaliveTime(long ms) {
        config.setKeepaliveTime(ms);
        keepaliveTimeMs = ms;
    }

    @Override
    public long getAliveBypassWindow() {
        return TimeUnit.NANOSECONDS.toMillis(aliveBypassNanos);
    }

    @Override
    public void setAliveBypassWindow(long ms) {
        config.setAliveBypassWindow(ms);
        aliveBypassNanos = TimeUnit.MILLISECONDS.toNanos(ms);
    }

    @Override
    public long getLeakDetectionThreshold() {
        return config.getLeakDetectionThreshold();
    }

    @Override
    public void setLeakDetectionThreshold(long ms) {
        config.setLeakDetectionThreshold(ms);
        pool.setLeakDetectionThreshold(ms);
    }

    @Override
    public String getUsername() {
        return pool.source().username();
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    @Override
    public void setUsername(String username) {
        pool.source().setUsername(username == null || username.isBlank() ? null : username);
        pool.softEvict();
        ConnectionPool.LOG.log(INFO, () -> getPoolName() + " - username changed; connections are being renewed");
    }

    /** New connections use it; the open ones retire (idle now, borrowed ones when they come back). */
    @Override
    public void setPassword(String password) {
        pool.source().setPassword(password == null || password.isEmpty() ? null : password);
        pool.softEvict();
        ConnectionPool.LOG.log(INFO, () -> getPoolName() + " - password changed; connections are being renewed");
    }

    @Override
    public String toString() {
        return pool.toString();
    }
}
