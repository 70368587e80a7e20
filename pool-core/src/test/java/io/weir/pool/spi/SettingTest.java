package io.weir.pool.spi;

import org.junit.jupiter.api.Test;

import java.util.OptionalLong;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The settings' definitions: what the reference, the adapter and the MXBean are generated from. */
class SettingTest {

    @Test
    void everyTypedDefaultInOrOutOfAServerIsOfItsSettingsTypeAndWithinItsBounds() {
        for (Setting s : Setting.values()) {
            for (Object d : new Object[] {s.defaultValue(), s.serverDefault()}) {
                if (d == null) continue;
                assertTrue(s.type().isInstance(d), s.key() + "'s default " + d + " is not a " + s.type().getSimpleName());
                assertEquals(d, s.accept(d), s.key());
            }
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

    @Test
    void everyTextualSettingCanBeLoadedFromProperties() {
        for (Setting s : Setting.values()) {
            if (!s.textual()) continue;
            assertEquals(s, Setting.forKey(s.key()));
        }
        assertNull(Setting.forKey("nope"));
    }

    @Test
    void dataSourcePropertiesTextTakesEscapedSemicolonsInValues() {
        Properties p = Setting.parseProperties("url=jdbc:h2:mem:x\\;DB_CLOSE_DELAY=-1; user = sa ;");
        assertEquals("jdbc:h2:mem:x;DB_CLOSE_DELAY=-1", p.getProperty("url"));
        assertEquals("sa", p.getProperty("user"));
        assertEquals(2, p.size());
    }

    @Test
    void malformedDataSourcePropertiesTextIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Setting.parseProperties("url"));
        assertTrue(e.getMessage().contains("k=v;k=v"), e.getMessage());
    }
}
