package io.weir.pool;

import io.weir.pool.internal.engine.lending.MXBeanMapping;
import io.weir.pool.spi.Setting;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.Test;

import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MXBean's accessors come from the settings by name: each one maps, and each runtime setting has its pair. */
class MXBeanMappingTest {

    @Test
    void everyMethodOfWeirPoolMXBeanMapsAndEveryRuntimeSettingHasItsAccessors() {
        assertDoesNotThrow(() -> MXBeanMapping.of(WeirPoolMXBean.class));
    }

    /** Why {@code type} does not map onto the pool. */
    private static String refusal(Class<?> type) {
        return assertThrows(IllegalArgumentException.class, () -> MXBeanMapping.of(type)).getMessage();
    }

    /** An MXBean that lacks the accessors of every runtime setting. */
    interface CountsOnly {
        int getActiveConnections();
    }

    @Test
    void aRuntimeSettingWithoutItsGetterAndSetterIsFound() {
        String message = refusal(CountsOnly.class);
        for (Setting s : Setting.values()) {
            if (!s.runtime()) continue;
            String name = Character.toUpperCase(s.key().charAt(0)) + s.key().substring(1);
            assertTrue(message.contains("set" + name + ": missing"), s.key() + " in " + message);
            assertEquals(s != Setting.PASSWORD, message.contains("get" + name + ": missing"), s.key() + " in " + message);
        }
    }

    interface WithAStrayMethod extends WeirPoolMXBean {
        long getBorrowsToday();
    }

    @Test
    void aMethodThatMapsToNothingIsFound() {
        String message = refusal(WithAStrayMethod.class);
        assertTrue(message.contains("getBorrowsToday: no setting of that name"), message);
    }

    interface ReadsThePassword extends WeirPoolMXBean {
        String getPassword();
    }

    @Test
    void thePasswordCannotBeRead() {
        String message = refusal(ReadsThePassword.class);
        assertTrue(message.contains("getPassword: password is write-only"), message);
    }

    interface SetsTheUrl extends WeirPoolMXBean {
        void setJdbcUrl(String url);
    }

    @Test
    void aStartOnlySettingCannotBeSet() {
        String message = refusal(SetsTheUrl.class);
        assertTrue(message.contains("setJdbcUrl: jdbcUrl is fixed at start"), message);
    }

    interface WrongType extends WeirPoolMXBean {
        void setIdleTimeout(int ms);
    }

    @Test
    void anAccessorOfTheWrongTypeIsFound() {
        String message = refusal(WrongType.class);
        assertTrue(message.contains("setIdleTimeout: idleTimeout is a long"), message);
    }

    @Test
    void aChangeIsLoggedAtInfoWithItsValueAndAPasswordChangeWithout() {
        try (StubDatabase db = StubDatabase.create(); LogCapture log = LogCapture.weir()) {
            WeirConfig c = new WeirConfig();
            c.setJdbcUrl(db.url());
            c.setPoolName("mapping-log");
            try (WeirDataSource ds = new WeirDataSource(c)) {
                ds.getPoolMXBean().setIdleTimeout(20_000);
                ds.getPoolMXBean().setPassword("n3w-Secr3t");
            }
            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.INFO
                    && r.getMessage().equals("mapping-log - idleTimeout set to 20000")), log.text());
            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.INFO
                    && r.getMessage().equals("mapping-log - password changed")), log.text());
            assertFalse(log.text().contains("n3w-Secr3t"), log.text());
        }
    }

    @Test
    void aSettingReadThroughTheMXBeanIsTheLiveValue() {
        try (StubDatabase db = StubDatabase.create()) {
            WeirConfig c = new WeirConfig();
            c.setJdbcUrl(db.url());
            c.setMaximumPoolSize(4);
            try (WeirDataSource ds = new WeirDataSource(c)) {
                assertEquals(4, ds.getPoolMXBean().getMinimumIdle(), "minimumIdle unset follows maximumPoolSize");
                ds.getPoolMXBean().setMaximumPoolSize(6);
                assertEquals(6, ds.getPoolMXBean().getMinimumIdle());
                assertTrue(ds.getPoolMXBean().getPoolName().matches("weir-pool-\\d+"), "the generated name");
            }
        }
    }
}
