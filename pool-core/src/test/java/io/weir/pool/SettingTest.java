package io.weir.pool;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The settings' definitions: what the reference, the adapter and the MXBean are generated from. */
class SettingTest {

    @Test
    void everyTypedDefaultIsOfItsSettingsTypeAndWithinItsBounds() {
        for (Setting s : Setting.values()) {
            Object d = s.defaultValue();
            if (d == null) continue;
            assertTrue(s.type().isInstance(d), s.key() + "'s default " + d + " is not a " + s.type().getSimpleName());
            assertEquals(d, s.accept(d), s.key());
        }
    }

    @Test
    void aDescriptionStatesTheLowerBoundTheSettingEnforces() {
        assertEquals(OptionalLong.of(250), Setting.CONNECTION_TIMEOUT.minimum());
        assertTrue(Setting.CONNECTION_TIMEOUT.description().contains("At least 250."),
                Setting.CONNECTION_TIMEOUT.description());
        assertTrue(Setting.LEAK_DETECTION_THRESHOLD.description().contains("otherwise at least 100."),
                Setting.LEAK_DETECTION_THRESHOLD.description());
        for (Setting s : Setting.values()) {
            assertFalse(s.description().contains("{"), s.key() + ": " + s.description());
        }
    }

    @Test
    void aTextualSettingWithoutATypedDefaultSaysWhatUnsetMeans() {
        assertEquals("same as maximumPoolSize", Setting.MINIMUM_IDLE.defaultText());
        assertEquals("10", Setting.MAXIMUM_POOL_SIZE.defaultText());
    }
}
