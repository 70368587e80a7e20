package io.weir.benchmarks;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

class SchedulingProfilerTest {
    @Test
    void aThreadThatSleepsMakesAVoluntarySwitchEachTime() throws InterruptedException {
        long before = SchedulingProfiler.switches()[0];
        for (int i = 0; i < 20; i++) Thread.sleep(1);

        long after = SchedulingProfiler.switches()[0];
        assertTrue(after - before >= 20, "20 sleeps, " + (after - before) + " voluntary switches");
    }

    @Test
    void theMachinesIdleAndStolenTicksArePartOfAllItsTicks() {
        long[] ticks = SchedulingProfiler.machineTicks();

        assertTrue(ticks[0] > 0, "ticks since boot");
        assertTrue(ticks[1] >= 0 && ticks[2] >= 0 && ticks[1] + ticks[2] <= ticks[0], "idle " + ticks[1] + ", steal " + ticks[2] + " of " + ticks[0]);
    }
}
