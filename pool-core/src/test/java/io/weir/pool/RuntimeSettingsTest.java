package io.weir.pool;

import io.weir.pool.spi.Setting;
import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubDataSource;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Changing settings on a running pool: the same rules as at start, and every part of the pool follows. */
class RuntimeSettingsTest {

    private static WeirConfig onStub(StubDatabase db, StubDataSource dataSource) {
        WeirConfig c = new WeirConfig();
        c.setDataSource(dataSource);
        c.setMaximumPoolSize(1);
        c.setConnectionTimeout(2000); // validationTimeout unset: it follows, 1000 ms
        return c;
    }

    @Test
    void aliveCheckUsesTheDerivedValidationTimeoutAfterConnectionTimeoutChanges() throws SQLException {
        try (StubDatabase db = StubDatabase.create()) {
            WeirConfig c = onStub(db, db.dataSource());
            c.setAliveBypassWindow(0); // every borrow checks
            try (WeirDataSource ds = new WeirDataSource(c)) {
                ds.getPoolMXBean().setConnectionTimeout(10_000);
                List<Integer> networkTimeoutsDuringCheck = new CopyOnWriteArrayList<>();
                db.validation().fail(() -> {
                    networkTimeoutsDuringCheck.add(db.openConnectionList().get(0).networkTimeoutMillis());
                    db.validation().pass(); // once: the replacement connection passes its check
                    return new SQLException("stub check failure", "08006");
                });
                try (Connection ignored = ds.getConnection()) {
                    assertEquals(1, networkTimeoutsDuringCheck.size(), "alive checks that failed");
                }
                assertEquals(5000, ds.getPoolMXBean().getValidationTimeout());
                assertEquals(5000, networkTimeoutsDuringCheck.get(0), "the alive check's timeout");
            }
        }
    }

    @Test
    void dataSourceLoginTimeoutFollowsConnectionTimeoutChangedAtRuntime() throws SQLException {
        try (StubDatabase db = StubDatabase.create()) {
            StubDataSource dataSource = db.dataSource();
            try (WeirDataSource ds = new WeirDataSource(onStub(db, dataSource))) {
                assertEquals(2, dataSource.getLoginTimeout());
                ds.getPoolMXBean().setConnectionTimeout(10_000);
                assertEquals(10, dataSource.getLoginTimeout());
            }
        }
    }

    @Test
    void aRuntimeChangeThatBreaksACrossSettingRuleIsRejectedAndLeavesTheValueAsItWas() throws SQLException {
        try (StubDatabase db = StubDatabase.create()) {
            WeirConfig c = onStub(db, db.dataSource());
            c.setValidationTimeout(1500);
            try (WeirDataSource ds = new WeirDataSource(c)) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> ds.getPoolMXBean().setConnectionTimeout(1000));
                assertEquals("validationTimeout=1500 must be below connectionTimeout=1000", e.getMessage());
                assertEquals(2000, ds.getPoolMXBean().getConnectionTimeout());
            }
        }
    }

    @Test
    void aRuntimeChangeOutOfBoundsFailsWithTheStartUpMessage() throws SQLException {
        try (StubDatabase db = StubDatabase.create();
             WeirDataSource ds = new WeirDataSource(onStub(db, db.dataSource()))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ds.getPoolMXBean().setIdleTimeout(10));
            assertEquals("idleTimeout must be 0 (disabled) or at least 1000 ms, was 10", e.getMessage());
        }
    }

    @Test
    void theMXBeanChangesExactlyTheRuntimeSettings() {
        Set<String> runtime = Stream.of(Setting.values()).filter(Setting::runtime).map(Setting::key)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> setters = Stream.of(WeirPoolMXBean.class.getMethods()).map(Method::getName)
                .filter(n -> n.startsWith("set"))
                .map(n -> Character.toLowerCase(n.charAt(3)) + n.substring(4))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(runtime, setters);
    }
}
