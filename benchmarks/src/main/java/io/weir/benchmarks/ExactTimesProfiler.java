package io.weir.benchmarks;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.SampleTimeResult;
import org.openjdk.jmh.util.SampleBuffer;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reports every operation that {@link OperationTimes} recorded in an iteration as one secondary
 * result named {@link #LABEL}, in the benchmark's time unit: its score is their mean, its statistics
 * their percentiles. An iteration that recorded nothing reports nothing. JMH merges the results of
 * all iterations and forks into one distribution (a {@link SampleTimeResult} aggregates by adding its
 * buffers), so a run's p99.9 is that of every operation it timed, not an average of the iterations'.
 *
 * <p>Why not JMH's SampleTime: each thread's sample buffer is halved whenever it holds 20 samples per
 * millisecond of iteration, and the sampling rate halved with it, but a count of one is never halved
 * ({@code SampleBuffer.half()}). Where a thread runs more operations than that (the contended
 * benchmark: about 90 per millisecond) the rare long waits, each alone in its bucket, end up counted
 * up to four times too often in a one-second iteration, which inflates the mean and the high
 * percentiles, each pool's by a different amount.
 */
public final class ExactTimesProfiler implements InternalProfiler {
    public static final String LABEL = "exact";

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

    /** Everything published since the last drain, in {@code unit}; empty if nothing was. */
    static List<SampleTimeResult> drain(TimeUnit unit) {
        SampleBuffer all = new SampleBuffer();
        SampleBuffer times;
        while ((times = PUBLISHED.poll()) != null) all.addAll(times);
        if (all.count() == 0) return List.of();
        return List.of(new SampleTimeResult(ResultRole.SECONDARY, LABEL, all, unit));
    }
}
