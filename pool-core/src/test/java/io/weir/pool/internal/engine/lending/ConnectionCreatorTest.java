package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.upkeep.Suspension;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fill loop: connections opened in the background while the pool needs them, with backoff. */
class ConnectionCreatorTest {
    private final CreationParts parts = new CreationParts(2); // minimumIdle follows: 2
    /** One thread, as the pool's; a ThreadPoolExecutor so that a test can count the runs asked of it. */
    private final ThreadPoolExecutor loop = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>());
    private final Suspension suspension = Suspension.of(true, "creator-test", parts.bag);
    private final ConnectAttempt attempt =
            new ConnectAttempt(parts.connectors, parts.opener, parts.capacity, parts.diagnosis, parts.admission);
    private final ConnectionCreator creator =
            new ConnectionCreator(loop, attempt, parts.settings, parts.capacity, suspension, parts.diagnosis);

    @AfterEach
    void close() {
        loop.shutdownNow();
        parts.db.connects().pass();
        parts.close();
    }

    /** Waits until the fill loop has finished the runs asked for so far (it runs on the one loop thread). */
    private void loopDone() throws Exception {
        loop.submit(() -> { }).get();
    }

    @Test
    void aRequestFillsThePoolUpToMinimumIdle() throws Exception {
        creator.request();
        Await.until("two idle connections", 10_000, () -> parts.bag.count(PoolEntry.IDLE) == 2);
        loopDone();
        assertEquals(2, parts.db.connectsAttempted(), "no more than minimumIdle");
    }

    /** Every borrow that waits asks for a connection: in a full pool that must not wake the loop's thread. */
    @Test
    void aRequestToAFullPoolStartsNoRunOfTheLoop() throws Exception {
        creator.request();
        Await.until("the pool is full", 10_000, () -> parts.bag.size() == 2);
        loopDone();
        long runs = loop.getTaskCount();
        creator.request();
        assertEquals(runs, loop.getTaskCount());
    }

    @Test
    void whileThePoolIsSuspendedNoConnectionIsOpened() throws Exception {
        suspension.suspend();
        creator.request();
        loopDone();
        assertEquals(0, parts.db.connectsAttempted());
        suspension.resume();
        creator.request();
        Await.until("the pool fills once resumed", 10_000, () -> parts.bag.size() == 2);
    }

    @Test
    void afterFailedConnectsTheLoopRetriesUntilTheDatabaseAnswers() throws Exception {
        parts.db.connects().fail("08001", "refused by the stub");
        creator.request();
        Await.until("a few failed attempts", 10_000, () -> parts.db.connectsAttempted() >= 3);
        parts.db.connects().pass();
        Await.until("the pool fills once the database answers", 10_000, () -> parts.bag.size() == 2);
    }

    @Test
    void aConnectInFlightIsReportedWithItsStart() throws Exception {
        parts.db.connects().hangIgnoringTimeouts();
        long before = System.nanoTime();
        creator.request();
        Await.until("a connect hangs", 10_000, () -> parts.db.connects().hangsEntered() >= 1);
        assertTrue(creator.attemptInFlightSince() - before >= 0, "the hung connect's start");
        parts.db.connects().release();
    }

    @Test
    void theFirstConnectionIsAwaitedAtStart() {
        creator.awaitFirstConnection(10_000, "the stub");
        assertEquals(1, parts.bag.size());
    }

    @Test
    void aPoolThatGetsNoFirstConnectionFailsToStartNamingTheDriversError() {
        parts.db.connects().fail("08001", "refused by the stub");
        FirstConnectionException e = assertThrows(FirstConnectionException.class,
                () -> creator.awaitFirstConnection(300, "the stub"));
        assertTrue(e.getMessage().contains("could not get a first connection from the stub within initializationFailTimeout=300 ms"),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("refused by the stub"), e.getMessage());
        assertTrue(parts.capacity.reserveSlot() && parts.capacity.reserveSlot(), "every failed attempt gave its slot back");
    }
}
