package io.weir.pool;

import io.weir.testsupport.Together;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PoolConcurrencyTest {

    /** The physical connection behind a facade: the identity that must never be lent twice at once. */
    static Object physical(Connection facade) throws SQLException {
        return facade.unwrap(org.h2.jdbc.JdbcConnection.class);
    }

    @Test
    void thirtyTwoThreadsOnFourConnectionsKeepExactAccounting() throws Exception {
        int threads = 32;
        int cyclesPerThread = 100_000 / threads + 1;
        WeirConfig config = PoolBasicsTest.h2(4);
        config.setConnectionTimeout(30_000);
        try (WeirDataSource ds = new WeirDataSource(config)) {
            Set<Object> inUse = ConcurrentHashMap.newKeySet();
            Set<Object> seen = ConcurrentHashMap.newKeySet();
            AtomicInteger cycles = new AtomicInteger();
            Throwable failure = Together.run(threads, t -> {
                for (int i = 0; i < cyclesPerThread; i++) {
                    try (Connection c = ds.getConnection()) {
                        Object p = physical(c);
                        if (!inUse.add(p)) throw new AssertionError("physical connection lent twice at once: " + p);
                        seen.add(p);
                        inUse.remove(p);
                    }
                    cycles.incrementAndGet();
                }
            });

            assertNull(failure, () -> "a worker failed: " + failure);
            assertEquals(threads * cyclesPerThread, cycles.get());
            WeirPoolMXBean pool = ds.getPoolMXBean();
            assertEquals(4, pool.getTotalConnections());
            assertEquals(4, pool.getIdleConnections());
            assertEquals(0, pool.getActiveConnections());
            assertEquals(0, pool.getThreadsAwaitingConnection());
            assertTrue(seen.size() <= 4, "more physical connections than maximumPoolSize: " + seen.size());
        }
    }

    @Test
    void burstOfBorrowersNeverOpensMoreThanMaximumPoolSize() throws Exception {
        WeirConfig config = PoolBasicsTest.h2(5);
        config.setMinimumIdle(0);
        config.setInitializationFailTimeout(-1);
        try (WeirDataSource ds = new WeirDataSource(config)) {
            AtomicInteger maxTotal = new AtomicInteger();
            Throwable failure = Together.run(50, t -> {
                for (int i = 0; i < 200; i++) {
                    try (Connection c = ds.getConnection()) {
                        maxTotal.accumulateAndGet(ds.getPoolMXBean().getTotalConnections(), Math::max);
                    }
                }
            });
            assertNull(failure);
            assertTrue(maxTotal.get() <= 5, "total went to " + maxTotal.get());
            assertEquals(0, ds.getPoolMXBean().getActiveConnections());
        }
    }
}
