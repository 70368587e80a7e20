package io.weir.benchmarks;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.SampleTimeResult;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExactTimesProfilerTest {

    @BeforeEach
    void nothingPublishedYet() {
        ExactTimesProfiler.drain(TimeUnit.MICROSECONDS);
    }

    @Test
    void everyOperationOfEveryThreadCountsOnce() {
        OperationTimes fast = iterationOf(999, 1_000);
        OperationTimes slow = iterationOf(1, 10_000_000);
        fast.endIteration();
        slow.endIteration();

        SampleTimeResult times = only(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS));

        assertEquals(1000, times.getSampleCount());
        assertEquals((999 * 1.0 + 10_000) / 1000, times.getScore(), 0.01);
        assertEquals(1.0, times.getStatistics().getPercentile(50), 0.01);
        assertEquals(1.0, times.getStatistics().getPercentile(99), 0.01);
        assertEquals(10_000, times.getStatistics().getMax(), 10);
    }

    @Test
    void reportsInTheBenchmarksTimeUnit() {
        iterationOf(10, 2_000_000).endIteration();

        SampleTimeResult times = only(ExactTimesProfiler.drain(TimeUnit.MILLISECONDS));

        assertEquals(2.0, times.getScore(), 0.01);
        assertEquals("ms/op", times.getScoreUnit());
    }

    @Test
    void anIterationThatTimedNothingReportsNothing() {
        assertTrue(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS).isEmpty());
    }

    @Test
    void aDrainedIterationIsNotCountedAgain() {
        iterationOf(5, 7_000_000).endIteration();
        ExactTimesProfiler.drain(TimeUnit.MICROSECONDS);
        iterationOf(5, 3_000).endIteration();

        assertEquals(3.0, only(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS)).getScore(), 0.01);
    }

    @Test
    void aNewIterationStartsFromNothing() {
        OperationTimes times = iterationOf(5, 7_000_000);
        times.startIteration();
        times.record(4_000);
        times.endIteration();

        assertEquals(4.0, only(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS)).getScore(), 0.01);
    }

    private static OperationTimes iterationOf(int operations, long nanosEach) {
        OperationTimes times = new OperationTimes();
        times.startIteration();
        for (int i = 0; i < operations; i++) times.record(nanosEach);
        return times;
    }

    private static SampleTimeResult only(List<SampleTimeResult> results) {
        assertEquals(1, results.size(), results::toString);
        SampleTimeResult r = results.get(0);
        assertEquals(ExactTimesProfiler.LABEL, r.getLabel());
        return r;
    }
}
