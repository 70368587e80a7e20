package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolInitializationException;
import io.weir.testsupport.FaultProxy;
import java.sql.Connection;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 3 of issue 8: the database refuses connections while the pool starts, and
 * initializationFailTimeout behaves as the settings table says: by default (1 ms) and with 0 the
 * start fails at once with the driver's message; a positive value keeps trying that long; a
 * negative value starts the pool anyway, which then recovers by itself.
 */
@ExtendWith(SecretWatch.class)
class RefusedStartupTest {

    @EachBackend
    void defaultFailsFastWithTheDriversMessage(String database) throws Exception {
        try (Backend b = Backend.of(database)) {
            failsFastWithTheDriversMessage(b, null);
        }
    }

    @Test
    void postgresZeroTriesOnceAndFails() throws Exception {
        try (Backend b = Backend.postgres()) {
            failsFastWithTheDriversMessage(b, 0L);
        }
    }

    private void failsFastWithTheDriversMessage(Backend backend, Long initializationFailTimeout) throws Exception {
        try (FaultProxy proxy = backend.db.startProxy()) {
            Refusal refusal = startRefused(backend, proxy, initializationFailTimeout);
            WeirPoolInitializationException e = refusal.error();
            assertAll(
                    () -> assertTrue(e.getMessage().toLowerCase().contains("refused"), "names the driver's error: " + e.getMessage()),
                    () -> assertNotNull(e.getCause(), "the driver's exception is the cause"),
                    () -> assertTrue(refusal.failedAfterMs() < 1000, "fails fast, took " + refusal.failedAfterMs() + " ms"));
        }
    }

    @EachBackend
    void positiveTimeoutKeepsTryingThatLong(String database) throws Exception {
        try (Backend backend = Backend.of(database); FaultProxy proxy = backend.db.startProxy()) {
            Refusal refusal = startRefused(backend, proxy, 1500L);
            long failedAfterMs = refusal.failedAfterMs();
            WeirPoolInitializationException e = refusal.error();
            assertAll(
                    () -> assertTrue(failedAfterMs >= 1500 && failedAfterMs <= 2000,
                            "fails after initializationFailTimeout, took " + failedAfterMs + " ms"),
                    () -> assertTrue(e.getMessage().toLowerCase().contains("refused"), "names the driver's error: " + e.getMessage()));
        }
    }

    /** A failed start and how long it took. */
    private record Refusal(WeirPoolInitializationException error, long failedAfterMs) {
    }

    /** Starts a pool while {@code proxy} refuses, with the given initializationFailTimeout (null: the default); the start must fail. */
    private static Refusal startRefused(Backend backend, FaultProxy proxy, Long initializationFailTimeout) {
        proxy.refuse();
        WeirConfig config = backend.config(proxy);
        if (initializationFailTimeout != null) config.setInitializationFailTimeout(initializationFailTimeout);
        long start = System.nanoTime();
        WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(config));
        long failedAfterMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        SecretWatch.record("initialization failure", e);
        new Figures("3 refused at startup, initializationFailTimeout=" + config.getInitializationFailTimeout(), backend.name())
                .put("failedAfterMs", failedAfterMs)
                .put("message", e.getMessage())
                .print();
        return new Refusal(e, failedAfterMs);
    }

    @Test
    void postgresPositiveTimeoutStartsOnceTheDatabaseAccepts() throws Exception {
        try (Backend backend = Backend.postgres(); FaultProxy proxy = backend.db.startProxy()) {
            proxy.refuse();
            WeirConfig config = backend.config(proxy);
            config.setInitializationFailTimeout(5000);
            Thread opener = new Thread(() -> {
                try {
                    Thread.sleep(1000);
                    proxy.pass();
                } catch (InterruptedException ignored) {
                    // the test ends
                }
            });
            long start = System.nanoTime();
            opener.start();
            try (WeirDataSource ds = new WeirDataSource(config); Connection c = ds.getConnection()) {
                long startedAfterMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                new Figures("3 refused for 1 s at startup, initializationFailTimeout=5000", backend.name())
                        .put("startedAfterMs", startedAfterMs)
                        .print();
                assertTrue(c.isValid(1));
                assertTrue(startedAfterMs >= 1000 && startedAfterMs < 2000, "started soon after the database accepted: " + startedAfterMs);
            } finally {
                opener.join();
            }
        }
    }

    @EachBackend
    void negativeTimeoutStartsAnywayAndRecovers(String database) throws Exception {
        try (Backend backend = Backend.of(database); FaultProxy proxy = backend.db.startProxy()) {
            proxy.refuse();
            WeirConfig config = backend.config(proxy);
            config.setInitializationFailTimeout(-1);
            config.setConnectionTimeout(1000);
            config.setValidationTimeout(500);
            long start = System.nanoTime();
            try (WeirDataSource ds = new WeirDataSource(config)) {
                long startedAfterMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                SQLTransientConnectionException e = assertThrows(SQLTransientConnectionException.class, ds::getConnection);
                SecretWatch.record("borrow failure", e);
                long passedAt = System.nanoTime();
                proxy.pass();
                long recoveredAfterMs;
                try (Connection c = ds.getConnection()) {
                    recoveredAfterMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - passedAt);
                    assertTrue(c.isValid(1));
                }
                new Figures("3 refused at startup, initializationFailTimeout=-1", backend.name())
                        .put("startedAfterMs", startedAfterMs)
                        .put("borrowError", e.getMessage())
                        .put("firstConnectionAfterAcceptMs", recoveredAfterMs)
                        .print();
                assertAll(
                        () -> assertTrue(startedAfterMs < 500, "starts without waiting: " + startedAfterMs + " ms"),
                        () -> assertNotNull(e.getCause(), "the borrow error carries the connect failure"),
                        () -> assertTrue(e.getMessage().toLowerCase().contains("refused"), "and names it: " + e.getMessage()),
                        () -> assertTrue(recoveredAfterMs <= 1000, "recovers within 1 s: " + recoveredAfterMs + " ms"),
                        () -> assertEquals(0, ds.getPoolMXBean().getActiveConnections()));
            }
        }
    }
}
