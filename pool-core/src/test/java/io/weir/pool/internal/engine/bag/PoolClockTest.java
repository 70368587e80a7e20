package io.weir.pool.internal.engine.bag;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The coarse clock the hot path reads: never ahead of nanoTime, behind it by about a period at most. */
class PoolClockTest {
    private static final long WINDOW = TimeUnit.MILLISECONDS.toNanos(500);
    private final AtomicBoolean borrowersWait = new AtomicBoolean();
    private final PoolClock clock = new PoolClock("clock-test", () -> WINDOW, borrowersWait::get);

    @AfterEach
    void stop() {
        clock.stop();
    }

    @Test
    void thePeriodIsATenthOfTheAliveBypassWindowWithinOneToFiftyMilliseconds() {
        assertEquals(TimeUnit.MILLISECONDS.toNanos(50), clock.periodNanos());
        assertEquals(TimeUnit.MILLISECONDS.toNanos(1), new PoolClock("t", () -> 0, () -> false).periodNanos());
        assertEquals(TimeUnit.MILLISECONDS.toNanos(50), new PoolClock("t", () -> Long.MAX_VALUE, () -> false).periodNanos());
        assertEquals(TimeUnit.MILLISECONDS.toNanos(3), new PoolClock("t", () -> TimeUnit.MILLISECONDS.toNanos(30), () -> false).periodNanos());
    }

    @Test
    void theClockIsNeverAheadOfNanoTimeAndLagsItByAboutOnePeriod() throws InterruptedException {
        clock.start();
        long worstLag = 0;
        for (int i = 0; i < 40; i++) {
            long read = clock.now();
            long real = System.nanoTime();
            assertTrue(read <= real, "the clock ran ahead of nanoTime");
            worstLag = Math.max(worstLag, real - read);
            Thread.sleep(7);
        }
        // one period, plus what a loaded two-core machine adds to a timed park
        assertTrue(worstLag < 3 * clock.periodNanos(), "worst lag " + TimeUnit.NANOSECONDS.toMillis(worstLag) + " ms");
    }

    @Test
    void whileBorrowersWaitTheClockTicksEveryMillisecond() throws InterruptedException {
        clock.start();
        borrowersWait.set(true);
        clock.hurry();
        assertEquals(TimeUnit.MILLISECONDS.toNanos(1), clock.periodNanos());
        long worstLag = 0;
        for (int i = 0; i < 40; i++) {
            Thread.sleep(3);
            worstLag = Math.max(worstLag, System.nanoTime() - clock.now());
        }
        assertTrue(worstLag < TimeUnit.MILLISECONDS.toNanos(20), "worst lag " + TimeUnit.NANOSECONDS.toMillis(worstLag) + " ms");
    }

    @Test
    void readersAllowForTwoSlowTicksEvenWhileTheClockTicksFast() {
        clock.start();
        borrowersWait.set(true);
        clock.hurry();
        // a reading taken just before the hurry is a slow tick old
        assertEquals(TimeUnit.MILLISECONDS.toNanos(100), clock.lagAllowanceNanos());
    }

    @Test
    void theClockSlowsDownAgainOnceNobodyWaits() throws InterruptedException {
        clock.start();
        borrowersWait.set(true);
        clock.hurry();
        borrowersWait.set(false);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (clock.periodNanos() != TimeUnit.MILLISECONDS.toNanos(50) && System.nanoTime() < deadline) Thread.sleep(1);
        assertEquals(TimeUnit.MILLISECONDS.toNanos(50), clock.periodNanos());
    }
}
