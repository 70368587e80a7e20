package io.weir.pool.internal.engine.settings;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BiConsumer;

/**
 * The configuration a running pool applies, and the live values of its runtime settings. A change goes
 * through {@link Setting}'s checks and {@link Settings#validate()} on a copy of the configuration,
 * the same rules as at start; only if it passes does the copy replace the configuration and new
 * {@link LiveSettings} replace the old ones whole. The engine reads {@link #live()} and nothing else
 * for the runtime settings.
 */
public final class RunningConfig {
    private final ReentrantLock changeLock = new ReentrantLock();
    /** Told of each applied change, with the live values before and after it, while no other change can start. */
    private final BiConsumer<LiveSettings, LiveSettings> onChange;
    private volatile Settings config;
    private volatile LiveSettings live;

    public RunningConfig(Settings config, BiConsumer<LiveSettings, LiveSettings> onChange) {
        this.config = config;
        this.live = new LiveSettings(config);
        this.onChange = onChange;
    }

    public LiveSettings live() {
        return live;
    }

    /** The configuration the pool runs with; do not change it (a change goes through {@link #change}). */
    public Settings config() {
        return config;
    }

    public String poolName() {
        return config.poolName();
    }

    /** Validates a change like start-up does, then applies it. */
    public void change(Setting setting, Object value) {
        if (!setting.runtime()) throw new IllegalArgumentException(setting.key() + " cannot change on a running pool");
        changeLock.lock();
        try {
            Settings next = config.copy();
            next.set(setting, value);
            next.validate();
            LiveSettings before = live;
            config = next;
            live = new LiveSettings(next);
            onChange.accept(before, live);
        } finally {
            changeLock.unlock();
        }
    }
}
