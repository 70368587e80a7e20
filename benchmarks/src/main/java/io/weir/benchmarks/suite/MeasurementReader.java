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
        Result<?> primary = run.getPrimaryResult();
        // Where the benchmark timed every operation itself, the percentiles are of those times rather than
        // JMH's samples, which are biased there (ExactTimesProfiler); every measured operation of every fork.
        Result<?> exact = secondary.get(ExactTimesProfiler.LABEL);
        Statistics spread = exact != null ? exact.getStatistics() : scenario.sampled() ? primary.getStatistics() : null;
        return new Measurement(scenario.id(), pool, safety, primary.getScore(), primary.getScoreError(), primary.getScoreUnit(),
                spread != null ? spread.getPercentile(50) : Double.NaN,
                spread != null ? spread.getPercentile(99) : Double.NaN,
                spread != null ? spread.getPercentile(99.9) : Double.NaN,
                spread != null ? spread.getMax() : Double.NaN,
                allocation(secondary), forks(run));
    }

    /** Each fork's score: JMH keeps one benchmark result per fork, its primary result over that fork's iterations. */
    private static ForkScores forks(RunResult run) {
        return new ForkScores(run.getBenchmarkResults().stream().map(fork -> fork.getPrimaryResult().getScore()).toList());
    }

    private static double allocation(Map<String, Result> secondary) {
        for (String key : ALLOC_KEYS) {
            Result<?> r = secondary.get(key);
            if (r != null) return r.getScore();
        }
        return Double.NaN;
    }
}
