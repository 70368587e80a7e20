package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.FaultProxy;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 2 of issue 8: every connection of the pool is cut at once, by the network (proxy reset)
 * or by the server (pg_terminate_backend / KILL), while 8 callers use a pool of 4. The pool
 * replaces every connection; callers that borrow after the cut see no error (only callers that
 * had a connection in hand at that moment may).
 */
@ExtendWith(SecretWatch.class)
class HardResetTest {

    @EachBackend
    void proxyResetReplacesEveryConnection(String database) throws Exception {
        try (Backend backend = Backend.of(database)) {
            cutEveryConnection(backend, "proxy reset", (proxy, b) -> proxy.reset());
        }
    }

    @EachBackend
    void serverSideKillReplacesEveryConnection(String database) throws Exception {
        String how = database.equals("postgres") ? "pg_terminate_backend" : "KILL";
        try (Backend backend = Backend.of(database)) {
            cutEveryConnection(backend, how, (proxy, b) -> b.killSessions());
        }
    }

    interface Cut {
        void apply(FaultProxy proxy, Backend backend) throws Exception;
    }

    private void cutEveryConnection(Backend backend, String how, Cut cut) throws Exception {
        try (FaultProxy proxy = backend.db.startProxy()) {
            WeirConfig config = backend.config(proxy, 4, 2000);
            // Every borrow is checked. With the default window, a connection cut while it rested unused in a
            // caller's hand goes back unchecked, and the next caller's query finds out (see README, guarantees).
            config.setAliveBypassWindow(0);
            List<Outcome> outcomes;
            long cutAt;
            long replacedAfterMs;
            WeirPoolMXBean pool;
            try (WeirDataSource ds = new WeirDataSource(config)) {
                pool = ds.getPoolMXBean();
                Workload load = Workload.start(ds, 8, backend.sessionIdQuery(), 5);
                Thread.sleep(1500);
                long cutStart = System.nanoTime();
                cut.apply(proxy, backend);
                // the cut is complete when the command returns (the kills wait for the sessions to end):
                // whoever borrowed before that held a connection when it was cut
                cutAt = System.nanoTime();
                Thread.sleep(3000);
                outcomes = load.stop();
                replacedAfterMs = -1;
                Set<Long> before = outcomes.stream().filter(o -> o.ok() && o.end() < cutStart)
                        .map(Outcome::value).collect(Collectors.toSet());
                Set<Long> lastSecond = outcomes.stream().filter(o -> o.ok() && o.start() > System.nanoTime() - TimeUnit.SECONDS.toNanos(1))
                        .map(Outcome::value).collect(Collectors.toSet());
                long firstNew = outcomes.stream().filter(o -> o.ok() && o.start() > cutAt && !before.contains(o.value()))
                        .mapToLong(o -> TimeUnit.NANOSECONDS.toMillis(o.end() - cutAt)).min().orElse(-1);
                replacedAfterMs = firstNew;
                SecretWatch.record("pool toString", ds);
                outcomes.forEach(o -> SecretWatch.record("caller error", o.error()));

                // a caller that asked for its connection before the cut ended may have been lent one (and had it
                // checked) before the cut: it held a connection through the cut
                List<Outcome> inHand = outcomes.stream().filter(o -> !o.ok() && o.start() <= cutAt).toList();
                List<Outcome> afterCut = outcomes.stream().filter(o -> !o.ok() && o.start() > cutAt).toList();
                int sessionsNow = backend.sessionCount();
                new Figures("2 hard reset (" + how + ", 8 callers, pool 4)", backend.name())
                        .put("cycles", outcomes.size())
                        .put("sessionsUsedBefore", before.size())
                        .put("errorsOfCallersWithConnectionInHand", inHand.size())
                        .put("errorsOfCallersWithout", afterCut.size())
                        .put("firstQueryOnNewSessionAfterMs", replacedAfterMs)
                        .put("oldSessionsUsedInLastSecond", lastSecond.stream().filter(before::contains).count())
                        .put("poolTotal", pool.getTotalConnections())
                        .put("serverSessions", sessionsNow)
                        .put("sampleError", afterCut.isEmpty() ? "-" : afterCut.get(0).describeError())
                        .print();
                assertAll(
                        () -> assertEquals(0, afterCut.size(), "errors of callers that had no connection in hand, e.g. "
                                + Outcome.samples(afterCut)),
                        () -> assertTrue(!lastSecond.isEmpty() && lastSecond.stream().noneMatch(before::contains),
                                "queries run again, and only on new sessions: " + lastSecond + " vs old " + before),
                        () -> assertEquals(4, pool.getTotalConnections(), "the pool is full again"),
                        () -> assertEquals(4, sessionsNow, "the server sees exactly the pool's 4 sessions"));
            }
            assertEquals(0, proxy.awaitNoConnections(Duration.ofSeconds(5)), "physical connections left open after close");
        }
    }
}
