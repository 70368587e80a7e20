package io.weir.pool.spi;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The values of a configuration, with the defaults each setting defines. */
class SettingsTest {
    @Test
    void minimumIdleUnsetReadsAsMaximumPoolSize() {
        Settings s = StubSourced.settings("settings-test");
        s.set(Setting.MAXIMUM_POOL_SIZE, 7);
        assertEquals(7, s.intValue(Setting.MINIMUM_IDLE));
        assertFalse(s.isSet(Setting.MINIMUM_IDLE));
    }

    @Test
    void validationTimeoutUnsetReadsAsHalfOfConnectionTimeoutBetween250And5000() {
        Settings s = StubSourced.settings("settings-test");
        s.set(Setting.CONNECTION_TIMEOUT, 2000L);
        assertEquals(1000, s.millis(Setting.VALIDATION_TIMEOUT));
        s.set(Setting.CONNECTION_TIMEOUT, 60_000L);
        assertEquals(5000, s.millis(Setting.VALIDATION_TIMEOUT));
        s.set(Setting.CONNECTION_TIMEOUT, 250L);
        assertEquals(250, s.millis(Setting.VALIDATION_TIMEOUT));
    }

    @Test
    void validationGivesAnUnnamedPoolANameItKeeps() {
        Settings s = StubSourced.settings("settings-test");
        s.validate();
        String name = s.poolName();
        assertTrue(name.matches("weir-pool-\\d+"), name);
        s.validate();
        assertEquals(name, s.copy().poolName());
        Settings other = StubSourced.settings("settings-test");
        other.validate();
        assertNotEquals(name, other.poolName());
    }

    @Test
    void inAServerLeakDetectionIsOnAndEveryOtherSettingHasItsDefault() {
        Settings s = Settings.inServer();
        assertEquals(300_000L, s.millis(Setting.LEAK_DETECTION_THRESHOLD));
        for (Setting setting : Setting.values()) {
            if (setting != Setting.LEAK_DETECTION_THRESHOLD) assertEquals(new Settings().get(setting), s.get(setting), setting.key());
        }
    }
}
