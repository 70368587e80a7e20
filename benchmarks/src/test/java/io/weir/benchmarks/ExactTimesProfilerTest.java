package io.weir.benchmarks;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.ScalarResult;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

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

        Map<String, Double> stats = scores(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS));

        assertEquals((999 * 1.0 + 10_000) / 1000, stats.get(ExactTimesProfiler.MEAN), 0.01);
        assertEquals(1.0, stats.get(ExactTimesProfiler.P50), 0.01);
        assertEquals(1.0, stats.get(ExactTimesProfiler.P99), 0.01);
    }

    @Test
    void reportsInTheBenchmarksTimeUnit() {
        iterationOf(10, 2_000_000).endIteration();

        List<ScalarResult> results = ExactTimesProfiler.drain(TimeUnit.MILLISECONDS);

        assertEquals(2.0, scores(results).get(ExactTimesProfiler.MEAN), 0.01);
        assertTrue(results.stream().allMatch(r -> r.getScoreUnit().equals("ms/op")), results::toString);
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

        assertEquals(3.0, scores(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS)).get(ExactTimesProfiler.MEAN), 0.01);
    }

    @Test
    void aNewIterationStartsFromNothing() {
        OperationTimes times = iterationOf(5, 7_000_000);
        times.startIteration();
        times.record(4_000);
        times.endIteration();

        assertEquals(4.0, scores(ExactTimesProfiler.drain(TimeUnit.MICROSECONDS)).get(ExactTimesProfiler.MEAN), 0.01);
    }

    private static OperationTimes iterationOf(int operations, long nanosEach) {
        OperationTimes times = new OperationTimes();
        times.startIteration();
        for (int i = 0; i < operations; i++) times.record(nanosEach);
        return times;
    }

    private static Map<String, Double> scores(List<ScalarResult> results) {
        return results.stream().collect(Collectors.toMap(ScalarResult::getLabel, ScalarResult::getScore));
    }
}
