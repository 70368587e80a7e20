package io.weir.benchmarks.suite;

import io.weir.benchmarks.ExactTimesProfiler;
import org.junit.jupiter.api.Test;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reader over results that JMH itself aggregated from forks of iterations, as a suite run hands them over. */
class MeasurementReaderTest {
    private static final TimeUnit US = TimeUnit.MICROSECONDS;

    @Test
    void exactPercentilesAreOfEveryOperationOfEveryIterationAndForkBesideJmhsThroughput() {
        // ten waits of a millisecond in one iteration of one fork: 10 of 4,000 operations, 0.25%
        RunResult run = run(Mode.Throughput,
                fork(iteration(throughput(1_000_000), exactTimes(990, 1_000, 10, 1_000_000)),
                        iteration(throughput(3_000_000), exactTimes(1000, 1_000, 0, 0))),
                fork(iteration(throughput(2_000_000), exactTimes(1000, 1_000, 0, 0)),
                        iteration(throughput(2_000_000), exactTimes(1000, 1_000, 0, 0))));

        Measurement m = MeasurementReader.read(Fixtures.TIMED, run);

        assertEquals(2.0, m.score(), 0.01); // JMH's throughput, ops/µs
        assertEquals("ops/us", m.unit());
        assertEquals(1.0, m.p50(), 0.01);
        assertEquals(1.0, m.p99(), 0.01);
        assertEquals(1000, m.p999(), 2); // averaging the four iterations' p99.9 would give about 250
    }

    @Test
    void aSampledScenarioWithExactTimesTakesItsPercentilesFromThem() {
        RunResult run = run(Mode.SampleTime,
                fork(iteration(jmhSamples(5_000), exactTimes(990, 1_000, 10, 1_000_000))),
                fork(iteration(jmhSamples(5_000), exactTimes(1000, 1_000, 0, 0))));

        Measurement m = MeasurementReader.read(Fixtures.LATENCY, run);

        assertEquals(5.0, m.score(), 0.01); // JMH's own mean
        assertEquals(1.0, m.p50(), 0.01); // not JMH's 5 µs
        assertEquals(1000, m.p999(), 2);
    }

    @Test
    void aSampledScenarioWithoutExactTimesReadsJmhsSamples() {
        RunResult run = run(Mode.SampleTime,
                fork(iteration(jmhSamples(2_000, 2_000, 2_000, 50_000))),
                fork(iteration(jmhSamples(2_000, 2_000, 2_000, 2_000))));

        Measurement m = MeasurementReader.read(Fixtures.LATENCY, run);

        assertEquals((7 * 2.0 + 50) / 8, m.score(), 0.05);
        assertEquals(2.0, m.p50(), 0.01);
        assertEquals(50, m.p999(), 0.1);
    }

    @Test
    void aThroughputScenarioHasScoreAndAllocationButNoPercentiles() {
        RunResult run = run(Mode.Throughput,
                fork(iteration(throughput(30_000_000), allocation(56))),
                fork(iteration(throughput(20_000_000), allocation(56))));

        Measurement m = MeasurementReader.read(Fixtures.THROUGHPUT, run);

        assertEquals(25.0, m.score(), 0.01); // ops/µs: 30 and 20 million operations in a second each
        assertEquals(56, m.bytesPerOp(), 0.01);
        assertEquals("weir", m.pool());
        assertEquals("safe", m.safety());
        assertTrue(Double.isNaN(m.p50()) && Double.isNaN(m.p99()) && Double.isNaN(m.p999()), m::toString);
    }

    @Test
    void eachForksScoreIsTheMeanOfItsOwnIterations() {
        RunResult run = run(Mode.Throughput,
                fork(iteration(throughput(30_000_000)), iteration(throughput(32_000_000))),
                fork(iteration(throughput(20_000_000)), iteration(throughput(20_000_000))),
                fork(iteration(throughput(25_000_000)), iteration(throughput(27_000_000))));

        ForkScores forks = MeasurementReader.read(Fixtures.THROUGHPUT, run).forks();

        assertEquals(3, forks.count());
        assertEquals(20, forks.min(), 0.01);
        assertEquals(26, forks.median(), 0.01);
        assertEquals(31, forks.max(), 0.01);
    }

    @Test
    void aSampledForksScoreIsItsMeanTime() {
        RunResult run = run(Mode.SampleTime,
                fork(iteration(jmhSamples(2_000, 4_000))),
                fork(iteration(jmhSamples(9_000, 11_000))));

        ForkScores forks = MeasurementReader.read(Fixtures.LATENCY, run).forks();

        assertEquals(3.0, forks.min(), 0.01);
        assertEquals(10.0, forks.max(), 0.01);
    }

    private static Result<?> jmhSamples(long... nanos) {
        SampleBuffer buffer = new SampleBuffer();
        for (long n : nanos) buffer.add(n);
        return new SampleTimeResult(ResultRole.PRIMARY, "wait", buffer, US);
    }

    /** What ExactTimesProfiler reports for an iteration that timed {@code count} operations of {@code nanos} and {@code slowCount} of {@code slowNanos}. */
    private static Result<?> exactTimes(int count, long nanos, int slowCount, long slowNanos) {
        SampleBuffer buffer = new SampleBuffer();
        for (int i = 0; i < count; i++) buffer.add(nanos);
        for (int i = 0; i < slowCount; i++) buffer.add(slowNanos);
        return new SampleTimeResult(ResultRole.SECONDARY, ExactTimesProfiler.LABEL, buffer, US);
    }

    private static Result<?> throughput(long operationsInASecond) {
        return new ThroughputResult(ResultRole.PRIMARY, "cycle", operationsInASecond, TimeUnit.SECONDS.toNanos(1), US);
    }

    private static Result<?> allocation(double bytesPerOp) {
        return new ScalarResult("gc.alloc.rate.norm", bytesPerOp, "B/op", AggregationPolicy.AVG);
    }

    private static List<Result<?>> iteration(Result<?>... results) {
        return List.of(results);
    }

    @SafeVarargs
    private static List<List<Result<?>>> fork(List<Result<?>>... iterations) {
        return List.of(iterations);
    }

    /** Aggregated by JMH's own code, as the runner does: each fork's iterations, then the forks. */
    @SafeVarargs
    private static RunResult run(Mode mode, List<List<Result<?>>>... forks) {
        BenchmarkParams params = params(mode);
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

    private static BenchmarkParams params(Mode mode) {
        WorkloadParams workload = new WorkloadParams();
        workload.put("pool", "weir", 0);
        workload.put("safety", "safe", 1);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, TimeValue.seconds(1), 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, 2, TimeValue.seconds(1), 1);
        return new BenchmarkParams("x.Bench.run", "x.generated.Bench_run", true, 16, new int[] {16}, List.of(),
                2, 0, warmup, measurement, mode, workload, US, 1, "java", List.of(), "17", "OpenJDK", "17",
                "1.37", TimeValue.minutes(10));
    }
}
