package io.weir.pool.internal.engine.settings;

import io.weir.pool.ApiBridge;
import io.weir.pool.WeirConfig;
import io.weir.pool.spi.Setting;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(8, live.count(Setting.MAXIMUM_POOL_SIZE));
        assertEquals(2, live.count(Setting.MINIMUM_IDLE));
        assertEquals(4000, live.millis(Setting.CONNECTION_TIMEOUT));
        assertEquals(1500, live.millis(Setting.VALIDATION_TIMEOUT));
        assertEquals(20_000, live.millis(Setting.IDLE_TIMEOUT));
        assertEquals(90_000, live.millis(Setting.MAX_LIFETIME));
        assertEquals(45_000, live.millis(Setting.KEEPALIVE_TIME));
        assertEquals(700, live.millis(Setting.ALIVE_BYPASS_WINDOW));
        assertEquals(9000, live.millis(Setting.LEAK_DETECTION_THRESHOLD));
    }

    @Test
    void minimumIdleUnsetFollowsMaximumPoolSize() {
        assertEquals(8, new LiveSettings(ApiBridge.settings(config())).count(Setting.MINIMUM_IDLE));
    }

    @Test
    void validationTimeoutUnsetIsHalfOfASmallConnectionTimeout() {
        WeirConfig c = config();
        c.setConnectionTimeout(2000);
        assertEquals(1000, new LiveSettings(ApiBridge.settings(c)).millis(Setting.VALIDATION_TIMEOUT));
    }

    @Test
    void validationTimeoutUnsetIsFiveSecondsUnderALargeConnectionTimeout() {
        WeirConfig c = config();
        c.setConnectionTimeout(60_000);
        assertEquals(5000, new LiveSettings(ApiBridge.settings(c)).millis(Setting.VALIDATION_TIMEOUT));
    }

    @Test
    void theAliveBypassWindowIsAlsoGivenInNanoseconds() {
        WeirConfig c = config();
        c.setAliveBypassWindow(700);
        assertEquals(TimeUnit.MILLISECONDS.toNanos(700), new LiveSettings(ApiBridge.settings(c)).aliveBypassNanos());
    }

    @Test
    void laterChangesToTheConfigurationDoNotReachSettingsAlreadyMade() {
        WeirConfig c = config();
        LiveSettings live = new LiveSettings(ApiBridge.settings(c));
        c.setMaximumPoolSize(3);
        assertEquals(8, live.count(Setting.MAXIMUM_POOL_SIZE));
    }

    @Test
    void everyRuntimeSettingIsReadAsTheConfigurationAppliesIt() {
        WeirConfig c = config();
        c.setUsername("ops");
        c.setIdleTimeout(30_000);
        LiveSettings live = new LiveSettings(ApiBridge.settings(c));
        for (Setting s : Setting.values()) {
            if (s.runtime()) assertEquals(ApiBridge.settings(c).get(s), live.value(s), s.key());
        }
    }

    @Test
    void aChangedValueIsToldApartFromAnUnchangedOne() {
        WeirConfig c = config();
        LiveSettings before = new LiveSettings(ApiBridge.settings(c));
        c.setPassword("other");
        LiveSettings after = new LiveSettings(ApiBridge.settings(c));
        assertTrue(after.changed(Setting.PASSWORD, before));
        assertFalse(after.changed(Setting.MAXIMUM_POOL_SIZE, before));
    }
}
