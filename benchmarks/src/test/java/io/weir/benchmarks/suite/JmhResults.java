package io.weir.benchmarks.suite;

import io.weir.benchmarks.ExactTimesProfiler;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.SampleTimeResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.ThroughputResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.SampleBuffer;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** JMH results built by JMH's own classes, as a run hands them over: forks of iterations of results. */
final class JmhResults {
    static final TimeUnit US = TimeUnit.MICROSECONDS;

    private JmhResults() {
    }

    static Result<?> jmhSamples(long... nanos) {
        SampleBuffer buffer = new SampleBuffer();
        for (long n : nanos) buffer.add(n);
        return new SampleTimeResult(ResultRole.PRIMARY, "wait", buffer, US);
    }

    /** What ExactTimesProfiler reports for an iteration that timed {@code count} operations of {@code nanos} and {@code slowCount} of {@code slowNanos}. */
    static Result<?> exactTimes(int count, long nanos, int slowCount, long slowNanos) {
        SampleBuffer buffer = new SampleBuffer();
        for (int i = 0; i < count; i++) buffer.add(nanos);
        for (int i = 0; i < slowCount; i++) buffer.add(slowNanos);
        return new SampleTimeResult(ResultRole.SECONDARY, ExactTimesProfiler.LABEL, buffer, US);
    }

    static Result<?> throughput(long operationsInASecond) {
        return new ThroughputResult(ResultRole.PRIMARY, "cycle", operationsInASecond, TimeUnit.SECONDS.toNanos(1), US);
    }

    static Result<?> allocation(double bytesPerOp) {
        return new ScalarResult("gc.alloc.rate.norm", bytesPerOp, "B/op", AggregationPolicy.AVG);
    }

    static List<Result<?>> iteration(Result<?>... results) {
        return List.of(results);
    }

    @SafeVarargs
    static List<List<Result<?>>> fork(List<Result<?>>... iterations) {
        return List.of(iterations);
    }

    /** Aggregated by JMH's own code, as the runner does: each fork's iterations, then the forks. */
    @SafeVarargs
    static RunResult run(Mode mode, List<List<Result<?>>>... forks) {
        return run(mode, "weir", "safe", forks);
    }

    /** {@link #run(Mode, List[])} for {@code pool} in {@code safety}. */
    @SafeVarargs
    static RunResult run(Mode mode, String pool, String safety, List<List<Result<?>>>... forks) {
        BenchmarkParams params = params(mode, pool, safety);
        List<BenchmarkResult> forkResults = new ArrayList<>();
        for (List<List<Result<?>>> fork : forks) {
            List<IterationResult> iterations = new ArrayList<>();
            for (List<Result<?>> results : fork) {
                IterationResult it = new IterationResult(params, params.getMeasurement(), new IterationResultMetaData(1, 1));
                results.forEach(it::addResult);
                iterations.add(it);
            }
            forkResults.add(new BenchmarkResult(params, iterations));
        }
        return new RunResult(params, forkResults);
    }

    static BenchmarkParams params(Mode mode, String pool, String safety) {
        WorkloadParams workload = new WorkloadParams();
        workload.put("pool", pool, 0);
        workload.put("safety", safety, 1);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, TimeValue.seconds(1), 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, 2, TimeValue.seconds(1), 1);
        return new BenchmarkParams("x.Bench.run", "x.generated.Bench_run", true, 16, new int[] {16}, List.of(),
                2, 0, warmup, measurement, mode, workload, US, 1, "java", List.of(), "17", "OpenJDK", "17",
                "1.37", TimeValue.minutes(10));
    }
}
