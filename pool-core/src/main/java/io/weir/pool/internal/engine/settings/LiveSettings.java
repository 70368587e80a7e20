package io.weir.pool.internal.engine.settings;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

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

    public LiveSettings(Settings config) {
        maximumPoolSize = config.intValue(Setting.MAXIMUM_POOL_SIZE);
        minimumIdle = config.minimumIdle();
        connectionTimeoutMs = config.millis(Setting.CONNECTION_TIMEOUT);
        validationTimeoutMs = config.validationTimeout();
        idleTimeoutMs = config.millis(Setting.IDLE_TIMEOUT);
        maxLifetimeMs = config.millis(Setting.MAX_LIFETIME);
        keepaliveTimeMs = config.millis(Setting.KEEPALIVE_TIME);
        aliveBypassWindowMs = config.millis(Setting.ALIVE_BYPASS_WINDOW);
        aliveBypassNanos = TimeUnit.MILLISECONDS.toNanos(aliveBypassWindowMs);
        leakDetectionThresholdMs = config.millis(Setting.LEAK_DETECTION_THRESHOLD);
    }
}
