package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubXADataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import static io.weir.pool.internal.engine.EngineParts.physical;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Taking entries out of the pool and closing their connections, one by one and at close. */
class RetirementTest {
    private static final Duration A_WHILE = Duration.ofSeconds(5);
    private final EngineParts parts = new EngineParts(2);
    private final Retirement retirement = parts.retirement;

    @AfterEach
    void close() {
        parts.close();
    }

    @Test
    void aRetiredEntryLeavesTheBagAndItsConnectionIsClosed() throws Exception {
        PoolEntry e = parts.borrowed();
        retirement.retire(e, RetireCause.IDLE_TIMEOUT);
        assertEquals(0, parts.bag.size());
        assertTrue(physical(e).awaitEnded(A_WHILE));
        assertFalse(physical(e).wasAborted());
    }

    @Test
    void aRetirementFreesTheSlotCountsTheEvictionAndAsksForAReplacement() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.opened(); // both slots taken
        retirement.retire(e, RetireCause.IDLE_TIMEOUT);
        assertTrue(parts.capacity.reserveSlot(), "the retired entry's slot is free");
        assertEquals(1, parts.counters.evictedCount());
        assertEquals(1, parts.refills.get());
    }

    @Test
    void retiringAnEntryTwiceRetiresItOnce() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.opened();
        retirement.retire(e, RetireCause.IDLE_TIMEOUT);
        retirement.retire(e, RetireCause.IDLE_TIMEOUT);
        assertEquals(1, parts.counters.evictedCount());
        assertTrue(parts.capacity.reserveSlot());
        assertFalse(parts.capacity.reserveSlot(), "the slot was freed once, not twice");
    }

    @Test
    void whileThePoolClosesARetiredEntryIsNeitherCountedNorReplaced() throws Exception {
        PoolEntry e = parts.borrowed();
        parts.capacity.close();
        retirement.retire(e, RetireCause.IDLE_TIMEOUT);
        assertTrue(physical(e).isEnded(), "closed at once, on the caller's thread");
        assertEquals(0, parts.counters.evictedCount());
        assertEquals(0, parts.refills.get());
    }

    @Test
    void retireIfIdleLeavesABorrowedEntryWithItsBorrower() throws Exception {
        PoolEntry e = parts.borrowed();
        retirement.retireIfIdle(e, RetireCause.IDLE_TIMEOUT);
        assertEquals(1, parts.bag.size());
        assertEquals(PoolEntry.IN_USE, e.state());
    }

    @Test
    void retireIfIdleRetiresAnIdleEntry() throws Exception {
        parts.idle();
        retirement.retireIfIdle(parts.bag.snapshot()[0], RetireCause.IDLE_TIMEOUT);
        assertEquals(0, parts.bag.size());
    }

    @Test
    void closingAConnectionCancelsItsLifetimeAndKeepaliveTasks() throws Exception {
        PoolEntry e = parts.borrowed();
        CompletableFuture<Void> lifetime = new CompletableFuture<>();
        CompletableFuture<Void> keepalive = new CompletableFuture<>();
        e.lifetimeTask = lifetime;
        e.keepaliveTask = keepalive;
        parts.capacity.close();
        retirement.retire(e, RetireCause.IDLE_TIMEOUT);
        assertTrue(lifetime.isCancelled());
        assertTrue(keepalive.isCancelled());
    }

    @Test
    void aDiscardedEntryIsClosedAndItsSlotFreedWithoutJoiningTheBag() throws Exception {
        PoolEntry e = parts.opened();
        parts.opened();
        retirement.discard(e);
        assertTrue(physical(e).isEnded());
        assertTrue(parts.capacity.reserveSlot());
        assertEquals(1, parts.refills.get(), "a replacement is asked for while the pool runs");
        assertEquals(0, parts.counters.evictedCount(), "it never counted as created");
    }

    @Test
    void drainClosesIdleEntriesAndAbortsTheOnesStillInUseAfterTheGracePeriod() throws Exception {
        PoolEntry idle = parts.idle();
        PoolEntry inUse = parts.borrowed();
        parts.capacity.close();
        try (LogCapture log = LogCapture.weir()) {
            retirement.drain(50);
            assertTrue(log.records().stream().anyMatch(r -> r.getLevel() == Level.WARNING
                    && r.getLoggerName().equals(Retirement.class.getName())
                    && r.getMessage().contains("aborting " + inUse + ": still in use 50 ms (closeGracePeriod)")), log.text());
        }
        assertEquals(0, parts.bag.size());
        assertTrue(physical(idle).isEnded());
        assertFalse(physical(idle).wasAborted());
        assertTrue(physical(inUse).wasAborted());
    }

    @Test
    void drainRetiresAnEntryReturnedWithinTheGracePeriodInsteadOfAbortingIt() throws Exception {
        PoolEntry inUse = parts.borrowed();
        parts.capacity.close();
        CompletableFuture<Void> drained = CompletableFuture.runAsync(() -> retirement.drain(60_000));
        parts.bag.requite(inUse);
        drained.get();
        assertTrue(physical(inUse).isEnded());
        assertFalse(physical(inUse).wasAborted());
    }

    @Test
    void retiringAnXAEntryClosesItsXAConnectionToo() throws Exception {
        StubDatabase db = StubDatabase.create();
        StubXADataSource xaSource = db.xaDataSource();
        try (EngineParts xa = new EngineParts(db, c -> {
            c.setJdbcUrl(null);
            c.setXaDataSource(xaSource);
        })) {
            PoolEntry e = xa.borrowed();
            xa.capacity.close();
            xa.retirement.retire(e, RetireCause.IDLE_TIMEOUT);
            assertTrue(physical(e).isEnded());
            assertThrows(SQLException.class, e.xaConnection::getXAResource, "the XA connection is closed");
            assertEquals(0, db.closedTwice());
        }
    }

    @Test
    void aConnectionRetiredForAFailureIsReportedAtWarnWithItsSqlStateAndCounted() throws Exception {
        PoolEntry e = parts.borrowed();
        e.markBroken(new SQLException("terminating connection due to administrator command", "57P01"));
        try (LogCapture log = LogCapture.weir()) {
            retirement.retire(e, RetireCause.IDLE_TIMEOUT);
            assertEquals(1, warnings(log).size(), log.text());
            String line = warnings(log).get(0).getMessage();
            assertTrue(line.contains("retired " + e) && line.contains("SQLState 57P01: terminating connection due to administrator command")
                    && line.contains("BrokenConnections=1"), line);
        }
        assertEquals(1, parts.counters.retiredCount(RetireCause.BROKEN));
    }

    @Test
    void theWarningOfAFailureNeverShowsThePassword() throws Exception {
        String password = "pw-" + System.nanoTime();
        try (EngineParts withPassword = new EngineParts(config -> config.setPassword(password))) {
            PoolEntry e = withPassword.borrowed();
            e.markBroken(new SQLException("login with password " + password + " refused", "28P01"));
            try (LogCapture log = LogCapture.weir()) {
                withPassword.retirement.retire(e, RetireCause.IDLE_TIMEOUT);
                assertEquals(1, warnings(log).size(), log.text());
                assertFalse(log.text().contains(password), log.text());
                assertTrue(warnings(log).get(0).getMessage().contains("SQLState 28P01: login with password <hidden> refused"), log.text());
            }
        }
    }

    @Test
    void moreRetirementsForTheSameFailureWithinAMinuteAreLoggedAtDebugOnlyAndCounted() throws Exception {
        try (LogCapture log = LogCapture.weir()) {
            for (int i = 0; i < 3; i++) {
                PoolEntry e = parts.borrowed();
                e.markEvicted(RetireCause.FAILED_RESET, new SQLException("current transaction is aborted", "25P02"));
                retirement.retire(e, RetireCause.IDLE_TIMEOUT);
            }
            assertEquals(1, warnings(log).size(), log.text());
            assertEquals(2, log.records().stream().filter(r -> r.getLevel() == Level.FINE && r.getMessage().contains("25P02")).count(), log.text());
        }
        assertEquals(3, parts.counters.retiredCount(RetireCause.FAILED_RESET));
    }

    @Test
    void eachFailureIsWarnedOfOnItsOwn() throws Exception {
        PoolEntry broken = parts.borrowed();
        broken.markBroken(new SQLException("connection reset", "08006"));
        PoolEntry unreset = parts.borrowed();
        unreset.markEvicted(RetireCause.FAILED_RESET, new SQLException("prepared statement \"S_1\" already exists", "42P05"));
        try (LogCapture log = LogCapture.weir()) {
            retirement.retire(broken, RetireCause.IDLE_TIMEOUT);
            retirement.retire(unreset, RetireCause.IDLE_TIMEOUT);
            assertEquals(2, warnings(log).size(), log.text());
        }
    }

    @Test
    void aRoutineRetirementIsNeitherWarnedOfNorCountedAsAFailure() throws Exception {
        PoolEntry e = parts.borrowed();
        try (LogCapture log = LogCapture.weir()) {
            retirement.retire(e, RetireCause.IDLE_TIMEOUT);
            assertEquals(0, warnings(log).size(), log.text());
        }
        for (RetireCause failure : RetireCause.FAILURES) assertEquals(0, parts.counters.retiredCount(failure));
        assertEquals(1, parts.counters.evictedCount());
    }

    private static List<LogRecord> warnings(LogCapture log) {
        return log.records().stream().filter(r -> r.getLevel() == Level.WARNING).toList();
    }
}
