package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.StubDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 5 of issue 8: one million borrow-query-return cycles over 16 threads on a pool of 8,
 * against a stub database whose connects, alive checks and statements fail at random. At the end
 * the pool is whole (total == idle, nobody waiting), no physical connection leaked or was closed
 * twice, and every failure a caller saw is one the stub injected: none came from a bad
 * connection the pool handed out.
 */
@ExtendWith(SecretWatch.class)
class RandomFailureSoakTest {
    private static final int THREADS = 16;
    private static final int CYCLES = 1_000_000;
    private static final String INJECTED = "stub random execute failure";

    @Test
    void millionCyclesWithRandomFailuresLeaveThePoolWhole() throws Exception {
        StubDatabase db = StubDatabase.create();
        String password = SecretWatch.secret("Weir-Secret-soak-" + System.nanoTime());
        db.requireCredentials("soak", password);
        db.connects().failRandomly(0.05, "08001");
        db.validation().answerInvalidRandomly(0.001);
        db.statements().failRandomly(0.001, () -> ThreadLocalRandom.current().nextBoolean()
                ? new SQLException(INJECTED, "08S01")
                : new SQLException(INJECTED, "40001"));

        WeirConfig config = new WeirConfig();
        config.setJdbcUrl(db.url());
        config.setUsername("soak");
        config.setPassword(password);
        config.setMaximumPoolSize(8);
        config.setConnectionTimeout(10_000);
        config.setValidationTimeout(250);
        // every borrow runs the alive check, so that the isValid faults are exercised at this pace
        config.setAliveBypassWindow(0);
        // the first connect is one of the 5% that fail in one run of twenty: let startup retry (the default,
        // 1 ms, fails fast, which is what the startup tests check, not this one)
        config.setInitializationFailTimeout(5_000);

        LongAdder statementErrors = new LongAdder();
        LongAdder borrowTimeouts = new LongAdder();
        List<SQLException> unexpected = java.util.Collections.synchronizedList(new ArrayList<>());
        long start = System.nanoTime();
        WeirPoolMXBean pool;
        int openBeforeClose;
        int totalBeforeClose;
        int totalAtEnd;
        long refillMs;
        try (WeirDataSource ds = new WeirDataSource(config)) {
            pool = ds.getPoolMXBean();
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Thread thread = new Thread(() -> {
                    for (int i = 0; i < CYCLES / THREADS; i++) {
                        cycle(ds, statementErrors, borrowTimeouts, unexpected);
                    }
                }, "soak-" + t);
                threads.add(thread);
                thread.start();
            }
            for (Thread thread : threads) thread.join(TimeUnit.MINUTES.toMillis(5));
            assertTrue(threads.stream().noneMatch(Thread::isAlive), "every soak thread finished");
            SecretWatch.record("pool toString", ds);
            assertAll("pool state at the end",
                    () -> assertEquals(0, pool.getActiveConnections(), "active"),
                    () -> assertEquals(pool.getTotalConnections(), pool.getIdleConnections(), "total == idle"),
                    () -> assertEquals(0, pool.getThreadsAwaitingConnection(), "waiting"));
            totalAtEnd = pool.getTotalConnections();
            long refillStart = System.nanoTime();
            while (pool.getTotalConnections() < config.getMaximumPoolSize()
                    && System.nanoTime() - refillStart < TimeUnit.SECONDS.toNanos(5)) {
                Thread.sleep(10);
            }
            refillMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - refillStart);
            totalBeforeClose = pool.getTotalConnections();
            // the pool closes retired connections on a background thread: let the last ones finish
            long settleStart = System.nanoTime();
            while (db.openConnections() != pool.getTotalConnections()
                    && System.nanoTime() - settleStart < TimeUnit.SECONDS.toNanos(2)) {
                Thread.sleep(10);
            }
            openBeforeClose = db.openConnections();
        }
        long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        unexpected.forEach(e -> SecretWatch.record("unexpected error", e));

        long connectFailures = db.connectsAttempted() - db.connectsSucceeded();
        new Figures("5 soak: 1,000,000 cycles, 16 threads, pool 8, random faults (stub)", "stub")
                .put("elapsedMs", elapsedMs)
                .put("cyclesPerSecond", CYCLES * 1000L / Math.max(1, elapsedMs))
                .put("connectsAttempted", db.connectsAttempted())
                .put("connectFailuresInjected", db.connects().injected())
                .put("isValidCalls", db.isValidCalls())
                .put("isValidFalseInjected", db.validation().injected())
                .put("statementFailuresInjected", db.statements().injected())
                .put("statementErrorsSeenByCallers", statementErrors.sum())
                .put("badConnectionsServed", unexpected.size())
                .put("borrowTimeouts", borrowTimeouts.sum())
                .put("poolTotalAtEnd", totalAtEnd)
                .put("refilledToMinimumIdleAfterMs", refillMs)
                .put("poolTotalBeforeClose", totalBeforeClose)
                .put("physicalOpenBeforeClose", openBeforeClose)
                .put("physicalOpenAfterClose", db.openConnections())
                .put("closedTwice", db.closedTwice())
                .put("closed+aborted", db.closedConnections() + db.abortedConnections())
                .put("connectsSucceeded", db.connectsSucceeded())
                .print();
        assertAll(
                () -> assertTrue(db.connects().injected() > 0 && db.validation().injected() > 0
                        && db.statements().injected() > 0, "faults of every kind were injected"),
                () -> assertEquals(0, unexpected.size(), "errors not injected by the stub (bad connections served), e.g. "
                        + unexpected.stream().limit(3).map(Throwable::toString).toList()),
                () -> assertEquals(db.statements().injected(), statementErrors.sum(),
                        "every injected statement failure reached its caller once"),
                () -> assertEquals(db.connects().injected(), connectFailures, "every failed connect was an injected one"),
                () -> assertEquals(0, borrowTimeouts.sum(), "no borrow timed out"),
                () -> assertEquals(config.getMaximumPoolSize(), totalBeforeClose, "the pool refills to minimumIdle (= maximumPoolSize)"),
                () -> assertEquals(totalBeforeClose, openBeforeClose, "the pool knows every open physical connection"),
                () -> assertEquals(0, db.openConnections(), "no physical connection left open after close"),
                () -> assertEquals(0, db.closedTwice(), "no physical connection closed twice"),
                () -> assertEquals(db.connectsSucceeded(), db.closedConnections() + db.abortedConnections(),
                        "every physical connection made was closed once"));
        db.close();
    }

    private static void cycle(WeirDataSource ds, LongAdder statementErrors, LongAdder borrowTimeouts,
                              List<SQLException> unexpected) {
        Connection c;
        try {
            c = ds.getConnection();
        } catch (SQLTransientConnectionException e) {
            borrowTimeouts.increment();
            return;
        } catch (SQLException e) {
            unexpected.add(e);
            return;
        }
        try (c; Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
            rs.next();
        } catch (SQLException e) {
            if (INJECTED.equals(e.getMessage())) statementErrors.increment();
            else unexpected.add(e);
        }
    }
}
