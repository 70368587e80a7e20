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
        Result<?> exactMean = secondary.get(ExactTimesProfiler.MEAN);
        if (exactMean != null) {
            // the benchmark timed every operation itself: JMH's sampled figures are biased there (ExactTimesProfiler)
            return new Measurement(scenario.id(), pool, safety, exactMean.getScore(), exactMean.getScoreError(),
                    exactMean.getScoreUnit(), score(secondary, ExactTimesProfiler.P50), score(secondary, ExactTimesProfiler.P99),
                    score(secondary, ExactTimesProfiler.P999), allocation(secondary));
        }
        Result<?> primary = run.getPrimaryResult();
        Statistics stats = primary.getStatistics();
        double p50 = Double.NaN;
        double p99 = Double.NaN;
        double p999 = Double.NaN;
        if (scenario.sampled()) {
            p50 = stats.getPercentile(50);
            p99 = stats.getPercentile(99);
            p999 = stats.getPercentile(99.9);
        }
        return new Measurement(scenario.id(), pool, safety, primary.getScore(), primary.getScoreError(),
                primary.getScoreUnit(), p50, p99, p999, allocation(secondary));
    }

    private static double score(Map<String, Result> secondary, String key) {
        Result<?> r = secondary.get(key);
        return r == null ? Double.NaN : r.getScore();
    }

    private static double allocation(Map<String, Result> secondary) {
        for (String key : ALLOC_KEYS) {
            Result<?> r = secondary.get(key);
            if (r != null) return r.getScore();
        }
        return Double.NaN;
    }
}
