package io.weir.pool.internal.engine.settings;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The runtime values as the running pool applies them, derived ones included. */
class LiveSettingsTest {
    private static WeirConfig config() {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl("jdbc:stub:live-settings-test");
        c.setMaximumPoolSize(8);
        return c;
    }

    @Test
    void eachRuntimeSettingIsTakenAsConfigured() {
        WeirConfig c = config();
        c.setMinimumIdle(2);
        c.setConnectionTimeout(4000);
        c.setValidationTimeout(1500);
        c.setIdleTimeout(20_000);
        c.setMaxLifetime(90_000);
        c.setKeepaliveTime(45_000);
        c.setAliveBypassWindow(700);
        c.setLeakDetectionThreshold(9000);
        LiveSettings live = new LiveSettings(ApiBridge.settings(c));
        assertEquals(8, live.maximumPoolSize);
        assertEquals(2, live.minimumIdle);
        assertEquals(4000, live.connectionTimeoutMs);
        assertEquals(1500, live.validationTimeoutMs);
        assertEquals(20_000, live.idleTimeoutMs);
        assertEquals(90_000, live.maxLifetimeMs);
        assertEquals(45_000, live.keepaliveTimeMs);
        assertEquals(700, live.aliveBypassWindowMs);
        assertEquals(9000, live.leakDetectionThresholdMs);
    }

    @Test
    void minimumIdleUnsetFollowsMaximumPoolSize() {
        assertEquals(8, new LiveSettings(ApiBridge.settings(config())).minimumIdle);
    }

    @Test
    void validationTimeoutUnsetIsHalfOfASmallConnectionTimeout() {
        WeirConfig c = config();
        c.setConnectionTimeout(2000);
        assertEquals(1000, new LiveSettings(ApiBridge.settings(c)).validationTimeoutMs);
    }

    @Test
    void validationTimeoutUnsetIsFiveSecondsUnderALargeConnectionTimeout() {
        WeirConfig c = config();
        c.setConnectionTimeout(60_000);
        assertEquals(5000, new LiveSettings(ApiBridge.settings(c)).validationTimeoutMs);
    }

    @Test
    void theAliveBypassWindowIsAlsoGivenInNanoseconds() {
        WeirConfig c = config();
        c.setAliveBypassWindow(700);
        assertEquals(TimeUnit.MILLISECONDS.toNanos(700), new LiveSettings(ApiBridge.settings(c)).aliveBypassNanos);
    }

    @Test
    void laterChangesToTheConfigurationDoNotReachSettingsAlreadyMade() {
        WeirConfig c = config();
        LiveSettings live = new LiveSettings(ApiBridge.settings(c));
        c.setMaximumPoolSize(3);
        assertEquals(8, live.maximumPoolSize);
    }
}
