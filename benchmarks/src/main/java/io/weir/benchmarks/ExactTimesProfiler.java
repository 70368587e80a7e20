package io.weir.benchmarks;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.SampleBuffer;
import org.openjdk.jmh.util.Statistics;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reports the mean and percentiles of every operation that {@link OperationTimes} recorded in an
 * iteration, as secondary results named {@link #MEAN}, {@link #P50}, {@link #P99} and {@link #P999}
 * in the benchmark's time unit; an iteration that recorded nothing reports nothing.
 *
 * <p>Why not JMH's SampleTime: each thread's sample buffer is halved whenever it holds 20 samples per
 * millisecond of iteration, and the sampling rate halved with it, but a count of one is never halved
 * ({@code SampleBuffer.half()}). Where a thread runs more operations than that (the contended
 * benchmark: about 90 per millisecond) the rare long waits, each alone in its bucket, end up counted
 * up to four times too often in a one-second iteration, which inflates the mean and the high
 * percentiles, each pool's by a different amount (measured: benchmarks README, "JMH's SampleTime and
 * the contended benchmark").
 */
public final class ExactTimesProfiler implements InternalProfiler {
    public static final String MEAN = "exact.mean";
    public static final String P50 = "exact.p50";
    public static final String P99 = "exact.p99";
    public static final String P999 = "exact.p99.9";

    private static final ConcurrentLinkedQueue<SampleBuffer> PUBLISHED = new ConcurrentLinkedQueue<>();

    static void publish(SampleBuffer times) {
        PUBLISHED.add(times);
    }

    @Override
    public String getDescription() {
        return "the exact mean and percentiles of every operation timed by OperationTimes";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        PUBLISHED.clear();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        return drain(benchmarkParams.getTimeUnit());
    }

    /** The statistics of everything published since the last drain, in {@code unit}; empty if nothing was. */
    static List<ScalarResult> drain(TimeUnit unit) {
        SampleBuffer all = new SampleBuffer();
        SampleBuffer times;
        while ((times = PUBLISHED.poll()) != null) all.addAll(times);
        if (all.count() == 0) return List.of();
        Statistics stats = all.getStatistics(1.0 / unit.toNanos(1));
        String label = TimeValue.tuToString(unit) + "/op";
        return List.of(
                new ScalarResult(MEAN, stats.getMean(), label, AggregationPolicy.AVG),
                new ScalarResult(P50, stats.getPercentile(50), label, AggregationPolicy.AVG),
                new ScalarResult(P99, stats.getPercentile(99), label, AggregationPolicy.AVG),
                new ScalarResult(P999, stats.getPercentile(99.9), label, AggregationPolicy.AVG));
    }
}
