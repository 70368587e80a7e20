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

    /** {@code type} does not map onto the pool, for {@code reason}. */
    private static void assertRefused(Class<?> type, String reason) {
        String message = refusal(type);
        assertTrue(message.contains(reason), message);
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
        assertRefused(WithAStrayMethod.class, "getBorrowsToday: no setting of that name");
    }

    interface ReadsThePassword extends WeirPoolMXBean {
        String getPassword();
    }

    @Test
    void thePasswordCannotBeRead() {
        assertRefused(ReadsThePassword.class, "getPassword: password is write-only");
    }

    interface SetsTheUrl extends WeirPoolMXBean {
        void setJdbcUrl(String url);
    }

    @Test
    void aStartOnlySettingCannotBeSet() {
        assertRefused(SetsTheUrl.class, "setJdbcUrl: jdbcUrl is fixed at start");
    }

    interface WrongType extends WeirPoolMXBean {
        void setIdleTimeout(int ms);
    }

    @Test
    void anAccessorOfTheWrongTypeIsFound() {
        assertRefused(WrongType.class, "setIdleTimeout: idleTimeout is a long");
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
