package io.weir.pool.internal.engine.settings;

import io.weir.pool.WeirConfig;

import java.util.concurrent.TimeUnit;

/**
 * The values of the runtime settings as the running pool applies them, derived values included
 * (minimumIdle that follows maximumPoolSize, validationTimeout that follows connectionTimeout).
 * Immutable: a change builds a new one from a validated configuration and replaces it whole, so a
 * reader never sees half of a change, and every component reads the same values.
 */
public final class LiveSettings {
    public final int maximumPoolSize;
    public final int minimumIdle;
    public final long connectionTimeoutMs;
    public final long validationTimeoutMs;
    public final long idleTimeoutMs;
    public final long maxLifetimeMs;
    public final long keepaliveTimeMs;
    public final long aliveBypassWindowMs;
    public final long aliveBypassNanos;
    public final long leakDetectionThresholdMs;

    public LiveSettings(WeirConfig config) {
        maximumPoolSize = config.getMaximumPoolSize();
        minimumIdle = config.effectiveMinimumIdle();
        connectionTimeoutMs = config.getConnectionTimeout();
        validationTimeoutMs = config.getValidationTimeout();
        idleTimeoutMs = config.getIdleTimeout();
        maxLifetimeMs = config.getMaxLifetime();
        keepaliveTimeMs = config.getKeepaliveTime();
        aliveBypassWindowMs = config.getAliveBypassWindow();
        aliveBypassNanos = TimeUnit.MILLISECONDS.toNanos(aliveBypassWindowMs);
        leakDetectionThresholdMs = config.getLeakDetectionThreshold();
    }
}
