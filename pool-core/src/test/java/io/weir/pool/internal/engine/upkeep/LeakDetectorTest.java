package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.spi.LeakHandler;
import io.weir.testsupport.Await;
import io.weir.testsupport.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.LogRecord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reports of connections held past leakDetectionThreshold, over real sweeps (a tenth of it apart). */
class LeakDetectorTest {
    private static final long THRESHOLD_MS = 100;
    private static final String REPORT = "connection leak detection";
    private final EngineParts parts = new EngineParts(4);
    private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor();
    private final LogCapture log = LogCapture.weir();
    /** What the detector under test sweeps: the entries the test lent through it, not the witness of {@link #awaitTheReportOfALaterLeak}. */
    private final List<PoolEntry> lent = new CopyOnWriteArrayList<>();
    private LeakDetector detector;

    @AfterEach
    void close() {
        if (detector != null) detector.stop();
        sweeper.shutdownNow();
        log.close();
        parts.close();
    }

    /** The detector under test, recording the stack of every borrow. */
    private LeakDetector detector() {
        return detector(LeakDetector.Stacks.EVERY_BORROW);
    }

    private LeakDetector detector(LeakDetector.Stacks stacks) {
        detector = LeakDetector.of(THRESHOLD_MS, stacks, sweeper, () -> lent.toArray(new PoolEntry[0]), "leak-test");
        return detector;
    }

    private PoolEntry borrow(LeakDetector d) throws Exception {
        return borrow(d, null);
    }

    private PoolEntry borrow(LeakDetector d, LeakHandler handler) throws Exception {
        PoolEntry e = parts.borrowed();
        lent.add(e);
        e.leakHandler = handler;
        e.borrowedNanos = System.nanoTime();
        d.onBorrow(e);
        return e;
    }

    private static boolean isReport(LogRecord r) {
        return r.getMessage().startsWith("leak-test - ") && r.getMessage().contains(REPORT);
    }

    /** The reports of the detector under test. */
    private long reports() {
        return log.records().stream().filter(LeakDetectorTest::isReport).count();
    }

    private LogRecord report(int n) {
        return log.records().stream().filter(LeakDetectorTest::isReport).skip(n).findFirst().orElseThrow();
    }

    /**
     * Waits for the report of a leak borrowed now, which another detector on the same sweeper thread sees
     * alone: by then every sweep that could report or take back an earlier borrow has run.
     */
    private void awaitTheReportOfALaterLeak() throws Exception {
        PoolEntry witness = parts.borrowed();
        witness.borrowedNanos = System.nanoTime();
        LeakDetector other = LeakDetector.of(THRESHOLD_MS, LeakDetector.Stacks.EVERY_BORROW, sweeper,
                () -> new PoolEntry[]{witness}, "witness");
        try {
            other.onBorrow(witness);
            Await.until("the later leak is reported", 10_000, () -> log.contains(Level.WARNING, "witness - " + REPORT));
        } finally {
            other.stop();
        }
    }

    /** Asserts that the detector under test has reported nothing by the time a later leak is reported. */
    private void assertNothingReported() throws Exception {
        awaitTheReportOfALaterLeak();
        assertEquals(0, reports());
    }

    @Test
    void withoutAThresholdNothingIsDetected() {
        assertSame(LeakDetector.NONE, LeakDetector.of(0, LeakDetector.Stacks.EVERY_BORROW, sweeper, parts.bag::snapshot, "t"));
    }

    @Test
    void aConnectionHeldPastTheThresholdIsReportedOnceWithWhereItWasBorrowed() throws Exception {
        PoolEntry e = borrow(detector());
        Await.until("the leak is reported", 10_000, () -> reports() == 1);
        awaitTheReportOfALaterLeak();
        assertEquals(1, reports());
        LogRecord r = report(0);
        assertEquals(Level.WARNING, r.getLevel());
        assertEquals(LeakDetector.class.getName(), r.getLoggerName());
        assertTrue(r.getMessage().contains(e.toString()) && r.getMessage().contains("leakDetectionThreshold"), r.getMessage());
        assertNotNull(r.getThrown(), "the borrowing stack");
        assertTrue(r.getThrown().getStackTrace()[0].getClassName().startsWith(LeakDetector.class.getName()));
    }

    @Test
    void aConnectionReturnedWithinTheThresholdIsNotReported() throws Exception {
        LeakDetector d = detector();
        PoolEntry e = borrow(d);
        d.onReturn(e);
        assertNothingReported();
    }

    @Test
    void aReportedConnectionIsReportedAgainWhenItComesBack() throws Exception {
        LeakDetector d = detector();
        PoolEntry e = borrow(d);
        Await.until("the leak is reported", 10_000, () -> reports() == 1);
        d.onReturn(e);
        assertTrue(log.contains(Level.INFO, "previously reported leaked connection " + e), log.text());
    }

    @Test
    void afterTheFirstLeakEveryBorrowRecordsWhereItWasMade() throws Exception {
        LeakDetector d = detector(LeakDetector.Stacks.AFTER_FIRST_LEAK);
        PoolEntry first = borrow(d);
        Await.until("the first leak is reported", 10_000, () -> reports() == 1);
        assertNull(report(0).getThrown());
        assertTrue(report(0).getMessage().contains("from now on each borrow records its stack"), report(0).getMessage());
        d.onReturn(first);
        borrow(d);
        Await.until("the second leak is reported", 10_000, () -> reports() == 2);
        assertNotNull(report(1).getThrown());
    }

    @Test
    void aLeakHandlerIsAskedAtEachSweepUntilTheConnectionComesBack() throws Exception {
        LeakDetector d = detector();
        AtomicInteger asked = new AtomicInteger();
        PoolEntry e = borrow(d, lease -> asked.incrementAndGet());
        Await.until("the handler is asked twice", 10_000, () -> asked.get() >= 2);
        d.onReturn(e);
        sweeper.submit(() -> { }).get(); // a sweep in progress when it came back ends
        int after = asked.get();
        awaitTheReportOfALaterLeak();
        assertEquals(after, asked.get());
    }

    @Test
    void aFailingLeakHandlerIsLoggedAndAskedAgain() throws Exception {
        LeakDetector d = detector();
        AtomicInteger asked = new AtomicInteger();
        PoolEntry e = borrow(d, lease -> {
            asked.incrementAndGet();
            throw new IllegalStateException("cannot take it back now");
        });
        Await.until("the handler is asked twice", 10_000, () -> asked.get() >= 2);
        assertTrue(log.contains(Level.WARNING, "taking back leaked connection " + e + " failed"), log.text());
    }

    @Test
    void aStoppedDetectorReportsNothing() throws Exception {
        LeakDetector d = detector();
        borrow(d);
        d.stop();
        assertNothingReported();
    }

    @Test
    void aConnectionLentWhileDetectionWasOffIsReportedOnceTheThresholdIsSet() throws Exception {
        PoolEntry e = borrow(LeakDetector.NONE);
        detector();
        Await.until("the leak is reported", 10_000, () -> reports() == 1);
        assertTrue(report(0).getMessage().contains(e + " has been held by a thread unknown (it was borrowed while leak"
                + " detection was off)"), report(0).getMessage());
    }

    @Test
    void aConnectionLentWhileDetectionWasOffIsTakenBackByItsLeakHandler() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        borrow(LeakDetector.NONE, lease -> asked.incrementAndGet());
        detector();
        Await.until("the handler is asked", 10_000, () -> asked.get() >= 1);
    }

    @Test
    void aLoanIsTimedFromItsOwnBorrowNotFromAFormerBorrowsRecord() throws Exception {
        PoolEntry e = borrow(LeakDetector.NONE);
        e.leakTask = new LeakDetector.Borrow(e.borrowedNanos - TimeUnit.HOURS.toNanos(1), "former borrower", null);
        detector();
        Await.until("the leak is reported", 10_000, () -> reports() == 1);
        assertTrue(System.nanoTime() - e.borrowedNanos >= TimeUnit.MILLISECONDS.toNanos(THRESHOLD_MS),
                "reported before the loan reached the threshold");
        assertFalse(report(0).getMessage().contains("former borrower"), report(0).getMessage());
    }
}
