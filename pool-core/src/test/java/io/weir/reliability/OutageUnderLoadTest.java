package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.FaultProxy;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 1 of issue 8 (seed 001, done better): 8 callers on a pool of 4 while the database is
 * blackholed for 5 s. During the outage every caller gets, within connectionTimeout + 10%, an
 * error that names its cause; after it, the first query succeeds within 1 s, and no caller is
 * handed a connection that fails its first statement.
 */
@ExtendWith(SecretWatch.class)
class OutageUnderLoadTest {
    private static final long CONNECTION_TIMEOUT_MS = 2000;
    private static final long NETWORK_TIMEOUT_MS = 1000;
    private static final long OUTAGE_MS = 5000;

    @EachBackend
    void outageUnderLoad(String database) throws Exception {
        try (Backend backend = Backend.of(database); FaultProxy proxy = backend.db.startProxy()) {
            WeirConfig config = backend.config(proxy, 4, CONNECTION_TIMEOUT_MS);
            config.setNetworkTimeout(NETWORK_TIMEOUT_MS);
            List<Outcome> outcomes;
            long outageStart;
            long outageEnd;
            WeirPoolMXBean pool;
            try (WeirDataSource ds = new WeirDataSource(config)) {
                pool = ds.getPoolMXBean();
                Workload load = Workload.start(ds, 8, "SELECT 1", 5);
                Thread.sleep(2000);
                outageStart = System.nanoTime();
                proxy.blackhole();
                Thread.sleep(OUTAGE_MS);
                outageEnd = System.nanoTime();
                proxy.pass();
                Thread.sleep(4000);
                outcomes = load.stop();

                SecretWatch.record("pool toString", ds);
                SecretWatch.record("mxbean toString", pool);
                assertAll("pool state after the run",
                        () -> assertEquals(0, pool.getActiveConnections(), "active"),
                        () -> assertEquals(pool.getTotalConnections(), pool.getIdleConnections(), "total == idle"),
                        () -> assertEquals(0, pool.getThreadsAwaitingConnection(), "waiting"));
            }
            outcomes.forEach(o -> SecretWatch.record("caller error", o.error()));
            int proxiedLeft = proxy.awaitNoConnections(Duration.ofSeconds(5));

            List<Outcome> before = outcomes.stream().filter(o -> o.end() < outageStart).toList();
            List<Outcome> errors = outcomes.stream().filter(o -> !o.ok()).toList();
            List<Outcome> duringOutage = outcomes.stream()
                    .filter(o -> o.end() >= outageStart && o.start() < outageEnd).toList();
            long outageErrors = duringOutage.stream().filter(o -> !o.ok()).count();
            long slowestErrorMs = errors.stream().mapToLong(Outcome::millis).max().orElse(0);
            List<Outcome> unexplained = errors.stream().filter(o -> !namesItsCause(o)).toList();
            long firstSuccessAfterMs = outcomes.stream().filter(o -> o.ok() && o.end() > outageEnd)
                    .mapToLong(o -> TimeUnit.NANOSECONDS.toMillis(o.end() - outageEnd)).min().orElse(-1);
            List<Outcome> badServed = outcomes.stream()
                    .filter(o -> o.borrowed() > outageEnd && o.failedOnBorrowedConnection()).toList();
            long errorsAfterRecovery = outcomes.stream().filter(o -> o.start() > outageEnd && !o.ok()).count();

            new Figures("1 outage under load (8 callers, pool 4, 5 s blackhole)", backend.name())
                    .put("cycles", outcomes.size())
                    .put("errorsBeforeOutage", before.stream().filter(o -> !o.ok()).count())
                    .put("callsDuringOutage", duringOutage.size())
                    .put("errorsDuringOutage", outageErrors)
                    .put("slowestErrorMs", slowestErrorMs)
                    .put("limitMs", CONNECTION_TIMEOUT_MS * 11 / 10)
                    .put("errorsNotNamingCause", unexplained.size())
                    .put("firstSuccessAfterRecoveryMs", firstSuccessAfterMs)
                    .put("badConnectionsServedAfterRecovery", badServed.size())
                    .put("errorsStartedAfterRecovery", errorsAfterRecovery)
                    .put("proxiedConnectionsLeftAfterClose", proxiedLeft)
                    .put("sampleError", errors.isEmpty() ? "-" : errors.get(errors.size() / 2).describeError())
                    .print();
            errors.stream().map(Outcome::describeError).distinct().limit(8)
                    .forEach(m -> System.out.println("[reliability]   error seen: " + m));

            assertAll(
                    () -> assertTrue(before.stream().allMatch(Outcome::ok), "no error before the outage"),
                    () -> assertTrue(outageErrors > 0, "the outage was felt"),
                    () -> assertTrue(slowestErrorMs <= CONNECTION_TIMEOUT_MS * 11 / 10,
                            "every error within connectionTimeout + 10%, slowest " + slowestErrorMs + " ms"),
                    () -> assertEquals(0, unexplained.size(), "errors that do not name their cause, e.g. "
                            + Outcome.samples(unexplained)),
                    () -> assertTrue(firstSuccessAfterMs >= 0 && firstSuccessAfterMs <= 1000,
                            "first success within 1 s of recovery, was " + firstSuccessAfterMs + " ms"),
                    () -> assertEquals(0, badServed.size(),
                            "connections handed out after recovery that failed their first statement, e.g. " + Outcome.samples(badServed)),
                    () -> assertEquals(0, proxiedLeft, "physical connections left open after close"));
        }
    }

    /** A pool timeout names the connect failure as its cause; a driver error is its own cause. */
    private static boolean namesItsCause(Outcome o) {
        if (o.error() instanceof SQLTransientConnectionException e) return e.getCause() != null;
        String m = o.error().getMessage();
        return m != null && !m.isBlank();
    }
}
