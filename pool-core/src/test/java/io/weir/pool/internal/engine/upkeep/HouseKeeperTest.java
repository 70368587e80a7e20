package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.spi.Setting;
import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.testsupport.LogCapture;
import io.weir.testsupport.ManualScheduler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static io.weir.pool.internal.engine.EngineParts.physical;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lifetimes, keepalives and the periodic pass, each run when the test runs the scheduled task. */
class HouseKeeperTest {
    private static final long LIFETIME = 60_000;
    private static final long KEEPALIVE = 30_000;
    private static final long IDLE_TIMEOUT = 10_000;

    private final EngineParts parts = new EngineParts(c -> {
        c.setMaximumPoolSize(3);
        c.setMinimumIdle(1);
        c.setMaxLifetime(LIFETIME);
        c.setKeepaliveTime(KEEPALIVE);
        c.setIdleTimeout(IDLE_TIMEOUT);
    });
    private final HouseKeeper houseKeeper = parts.houseKeeper;
    private final ManualScheduler scheduler = parts.scheduler;

    @AfterEach
    void close() {
        parts.close();
    }

    private ManualScheduler.Task lifetimeTask() {
        return scheduler.tasks().stream().filter(t -> !t.isPeriodic()).findFirst().orElseThrow();
    }

    private ManualScheduler.Task keepaliveTask() {
        return scheduler.tasks().stream().filter(ManualScheduler.Task::isPeriodic).findFirst().orElseThrow();
    }

    /** Starts the housekeeper and runs its periodic pass once. */
    private void runThePass() {
        houseKeeper.start();
        scheduler.last().run();
    }

    @Test
    void thePassRunsAtHalfTheIdleTimeout() {
        houseKeeper.start();
        assertEquals(IDLE_TIMEOUT / 2, scheduler.last().delayMillis());
        assertEquals(IDLE_TIMEOUT / 2, scheduler.last().periodMillis());
    }

    @Test
    void withoutIdleTimeoutThePassRunsEveryThirtySeconds() {
        parts.settings.change(Setting.IDLE_TIMEOUT, 0L);
        houseKeeper.start();
        assertEquals(30_000, scheduler.last().periodMillis());
    }

    @Test
    void aLifetimeEndsUpToTwoAndAHalfPercentEarlySoThatConnectionsMadeTogetherDoNotRetireTogether() throws Exception {
        houseKeeper.scheduleRetirement(parts.idle());
        long delay = lifetimeTask().delayMillis();
        assertTrue(delay <= LIFETIME && delay >= LIFETIME - LIFETIME / 40, "lifetime delay " + delay);
    }

    @Test
    void aKeepaliveRunsUpToTenPercentBeforeKeepaliveTimeAndRepeats() throws Exception {
        houseKeeper.scheduleRetirement(parts.idle());
        ManualScheduler.Task keepalive = keepaliveTask();
        assertTrue(keepalive.delayMillis() <= KEEPALIVE && keepalive.delayMillis() >= KEEPALIVE - KEEPALIVE / 10,
                "keepalive delay " + keepalive.delayMillis());
        assertEquals(keepalive.delayMillis(), keepalive.periodMillis());
    }

    @Test
    void withoutLifetimeAndKeepaliveNothingIsScheduledForAnEntry() throws Exception {
        parts.settings.change(Setting.MAX_LIFETIME, 0L);
        parts.settings.change(Setting.KEEPALIVE_TIME, 0L);
        PoolEntry e = parts.idle();
        houseKeeper.scheduleRetirement(e);
        assertTrue(scheduler.tasks().isEmpty());
    }

    @Test
    void anIdleEntryIsRetiredWhenItsLifetimeEnds() throws Exception {
        PoolEntry e = parts.idle();
        houseKeeper.scheduleRetirement(e);
        lifetimeTask().run();
        assertEquals(0, parts.bag.size());
        assertTrue(physical(e).awaitEnded(java.time.Duration.ofSeconds(5)), "its connection is closed");
        assertEquals(1, parts.refills.get(), "a replacement is asked for");
    }

    @Test
    void aBorrowedEntryWhoseLifetimeEndsIsMarkedToRetireOnReturn() throws Exception {
        PoolEntry e = parts.borrowed();
        houseKeeper.scheduleRetirement(e);
        lifetimeTask().run();
        assertTrue(e.isEvicted());
        assertEquals(RetireCause.MAX_LIFETIME, e.evictCause());
        assertEquals(1, parts.bag.size());
        assertFalse(physical(e).isEnded());
    }

    @Test
    void aKeepaliveCheckOfALiveIdleEntryLeavesItIdleAndKnownGood() throws Exception {
        PoolEntry e = parts.idle();
        houseKeeper.scheduleRetirement(e);
        parts.diagnosis.fatalError(null);
        long validations = parts.db.isValidCalls();
        keepaliveTask().run();
        assertEquals(validations + 1, parts.db.isValidCalls());
        assertEquals(PoolEntry.IDLE, e.state());
        assertEquals(parts.diagnosis.fatalEpoch(), e.checkedEpoch);
    }

    @Test
    void anEntryThatFailsItsKeepaliveCheckIsRetired() throws Exception {
        PoolEntry e = parts.idle();
        houseKeeper.scheduleRetirement(e);
        parts.db.validation().answerInvalid();
        keepaliveTask().run();
        assertEquals(0, parts.bag.size());
        assertTrue(physical(e).awaitEnded(java.time.Duration.ofSeconds(5)));
    }

    @Test
    void aKeepaliveLeavesABorrowedEntryAlone() throws Exception {
        PoolEntry e = parts.borrowed();
        houseKeeper.scheduleRetirement(e);
        long validations = parts.db.isValidCalls();
        keepaliveTask().run();
        assertEquals(validations, parts.db.isValidCalls());
        assertEquals(PoolEntry.IN_USE, e.state());
    }

    @Test
    void thePassRetiresEntriesIdlePastIdleTimeoutDownToMinimumIdle() throws Exception {
        long longAgo = System.nanoTime() - TimeUnit.MILLISECONDS.toNanos(2 * IDLE_TIMEOUT);
        for (int i = 0; i < 3; i++) parts.idle().lastAccessNanos = longAgo;
        runThePass();
        assertEquals(1, parts.bag.size());
    }

    @Test
    void thePassKeepsEntriesUsedWithinIdleTimeout() throws Exception {
        for (int i = 0; i < 3; i++) parts.idle();
        runThePass();
        assertEquals(3, parts.bag.size());
    }

    @Test
    void thePassRetiresEntriesBeyondALoweredMaximumPoolSize() throws Exception {
        for (int i = 0; i < 3; i++) parts.idle();
        parts.settings.change(Setting.MAXIMUM_POOL_SIZE, 1);
        runThePass();
        assertEquals(1, parts.bag.size());
    }

    @Test
    void thePassRetiresAnIdleEntryMarkedEvicted() throws Exception {
        PoolEntry e = parts.idle();
        e.markEvicted(RetireCause.MAX_LIFETIME, null); // expired while a keepalive check held it
        runThePass();
        assertEquals(0, parts.bag.size());
    }

    @Test
    void thePassAsksForThePoolToBeFilledAgain() {
        runThePass();
        assertEquals(1, parts.refills.get());
    }

    @Test
    void thePassLogsTheCountsUnderTheHouseKeepersOwnLogger() throws Exception {
        parts.idle();
        try (LogCapture log = LogCapture.weir()) {
            runThePass();
            assertTrue(log.records().stream().anyMatch(r -> r.getLoggerName().equals(HouseKeeper.class.getName())
                    && r.getMessage().equals(parts.config.getPoolName() + " - housekeeping: " + parts.bag.counts())), log.text());
        }
    }
}
