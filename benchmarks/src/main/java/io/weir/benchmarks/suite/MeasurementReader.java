package io.weir.benchmarks.suite;

import io.weir.benchmarks.ExactTimesProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.util.Statistics;

import java.util.Map;

/** Turns JMH's result of one parameter combination into a {@link Measurement}. */
final class MeasurementReader {
    /** The GC profiler's allocation per operation; older JMH versions prefixed it with a dot. */
    private static final String[] ALLOC_KEYS = {"gc.alloc.rate.norm", "\u00b7gc.alloc.rate.norm"};

    private MeasurementReader() {
    }

    static Measurement read(Scenario scenario, RunResult run) {
        Map<String, Result> secondary = run.getSecondaryResults();
        String pool = run.getParams().getParam("pool");
        String safety = run.getParams().getParam("safety");
        // Where the benchmark timed every operation itself, its times replace JMH's, which are biased there
        // (ExactTimesProfiler); they are every measured operation of every fork, merged by JMH.
        Result<?> exact = secondary.get(ExactTimesProfiler.LABEL);
        Result<?> timed = exact != null ? exact : run.getPrimaryResult();
        boolean distribution = exact != null || scenario.sampled();
        Statistics stats = timed.getStatistics();
        return new Measurement(scenario.id(), pool, safety, timed.getScore(), timed.getScoreError(), timed.getScoreUnit(),
                distribution ? stats.getPercentile(50) : Double.NaN,
                distribution ? stats.getPercentile(99) : Double.NaN,
                distribution ? stats.getPercentile(99.9) : Double.NaN,
                allocation(secondary));
    }

    private static double allocation(Map<String, Result> secondary) {
        for (String key : ALLOC_KEYS) {
            Result<?> r = secondary.get(key);
            if (r != null) return r.getScore();
        }
        return Double.NaN;
    }
}
