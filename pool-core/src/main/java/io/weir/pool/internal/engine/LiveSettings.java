package io.weir.pool.internal.engine;

import io.weir.pool.WeirConfig;

import java.util.concurrent.TimeUnit;

/**
 * The values of the runtime settings as the running pool applies them, derived values included
 * (minimumIdle that follows maximumPoolSize, validationTimeout that follows connectionTimeout).
 * Immutable: a change builds a new one from a validated configuration and replaces it whole, so a
 * reader never sees half of a change, and every component reads the same values.
 */
final class LiveSettings {
    final int maximumPoolSize;
    final int minimumIdle;
    final long connectionTimeoutMs;
    final long validationTimeoutMs;
    final long idleTimeoutMs;
    final long maxLifetimeMs;
    final long keepaliveTimeMs;
    final long aliveBypassWindowMs;
    final long aliveBypassNanos;
    final long leakDetectionThresholdMs;

    LiveSettings(WeirConfig config) {
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
