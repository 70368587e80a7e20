package io.weir.pool.internal.engine.settings;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import io.weir.pool.spi.StubSourced;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RunningConfigTest {
    private final List<LiveSettings[]> changes = new ArrayList<>();
    private final RunningConfig running = new RunningConfig(config(), (before, after) -> changes.add(new LiveSettings[]{before, after}));

    private static Settings config() {
        Settings c = StubSourced.settings("running-config-test");
        c.set(Setting.MAXIMUM_POOL_SIZE, 4);
        c.validate();
        return c;
    }

    @Test
    void aValidChangeReplacesTheLiveValuesAndTellsTheListenerBeforeAndAfter() {
        LiveSettings before = running.live();
        running.change(Setting.MAXIMUM_POOL_SIZE, 6);
        assertEquals(6, running.live().count(Setting.MAXIMUM_POOL_SIZE));
        assertEquals(6, running.config().intValue(Setting.MAXIMUM_POOL_SIZE));
        assertEquals(1, changes.size());
        assertSame(before, changes.get(0)[0]);
        assertSame(running.live(), changes.get(0)[1]);
    }

    @Test
    void derivedValuesFollowTheSettingTheyDeriveFrom() {
        assertEquals(4, running.live().count(Setting.MINIMUM_IDLE), "minimumIdle unset follows maximumPoolSize");
        running.change(Setting.MAXIMUM_POOL_SIZE, 7);
        assertEquals(7, running.live().count(Setting.MINIMUM_IDLE));
    }

    @Test
    void anInvalidChangeLeavesEverythingAsItWas() {
        LiveSettings before = running.live();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> running.change(Setting.MAXIMUM_POOL_SIZE, 0));
        assertTrue(e.getMessage().contains("maximumPoolSize"), e.getMessage());
        assertSame(before, running.live());
        assertEquals(4, running.config().intValue(Setting.MAXIMUM_POOL_SIZE));
        assertTrue(changes.isEmpty());
    }

    @Test
    void aStartOnlySettingCannotChangeOnARunningPool() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> running.change(Setting.JDBC_URL, "jdbc:stub:other"));
        assertTrue(e.getMessage().contains("jdbcUrl cannot change on a running pool"), e.getMessage());
        assertTrue(changes.isEmpty());
    }
}
