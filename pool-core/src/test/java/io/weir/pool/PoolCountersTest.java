package io.weir.pool;

import io.weir.testsupport.Await;
import io.weir.testsupport.StubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The MXBean's running totals: waits, wait time, timeouts, connections opened and retired. */
class PoolCountersTest {
    private final StubDatabase db = StubDatabase.create();

    @AfterEach
    void dropDatabase() {
        db.close();
    }

    private WeirDataSource pool(int max) throws InterruptedException {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(db.url());
        c.setMaximumPoolSize(max);
        c.setConnectionTimeout(2_000);
        WeirDataSource ds = new WeirDataSource(c);
        Await.until(max + " connections", 3_000, () -> ds.getPoolMXBean().getTotalConnections() == max);
        return ds;
    }

    @Test
    void borrowsThatFindAnIdleConnectionCountNoWait() throws Exception {
        try (WeirDataSource ds = pool(2)) {
            for (int i = 0; i < 100; i++) {
                ds.getConnection().close();
            }
            assertEquals(0, ds.getPoolMXBean().getWaitCount());
            assertEquals(0, ds.getPoolMXBean().getWaitTimeMillis());
        }
    }

    @Test
    void aBorrowThatWaitsForAReturnCountsOneWaitAndItsTime() throws Exception {
        try (WeirDataSource ds = pool(1)) {
            Connection held = ds.getConnection();
            CompletableFuture<Void> waiter = CompletableFuture.runAsync(() -> {
                try {
                    ds.getConnection().close();
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            });
            Await.until("a waiter", 2_000, () -> ds.getPoolMXBean().getThreadsAwaitingConnection() == 1);
            Thread.sleep(200);
            held.close();
            waiter.get(2, TimeUnit.SECONDS);

            assertEquals(1, ds.getPoolMXBean().getWaitCount());
            long waited = ds.getPoolMXBean().getWaitTimeMillis();
            assertTrue(waited >= 200 && waited < 2_000, "waited " + waited + " ms");
            assertEquals(0, ds.getPoolMXBean().getTimeoutCount());
        }
    }

    @Test
    void aBorrowThatGivesUpCountsOneTimeoutAndItsWait() throws Exception {
        try (WeirDataSource ds = pool(1); Connection held = ds.getConnection()) {
            ds.getPoolMXBean().setConnectionTimeout(300);
            assertThrows(SQLTransientConnectionException.class, ds::getConnection);

            assertEquals(1, ds.getPoolMXBean().getTimeoutCount());
            assertEquals(1, ds.getPoolMXBean().getWaitCount());
            assertTrue(ds.getPoolMXBean().getWaitTimeMillis() >= 300, ds.getPoolMXBean().getWaitTimeMillis() + " ms");
        }
    }

    @Test
    void retiredConnectionsCountAsEvictedAndTheirReplacementsAsCreated() throws Exception {
        try (WeirDataSource ds = pool(2)) {
            WeirPoolMXBean mx = ds.getPoolMXBean();
            assertEquals(2, mx.getCreatedConnections());
            assertEquals(0, mx.getEvictedConnections());

            mx.softEvictConnections();

            Await.until("two replacements", 3_000, () -> mx.getCreatedConnections() == 4 && mx.getTotalConnections() == 2);
            assertEquals(2, mx.getEvictedConnections());
            assertEquals(4, db.connectsSucceeded());
        }
    }
}
