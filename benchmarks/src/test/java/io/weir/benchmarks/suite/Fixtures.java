package io.weir.benchmarks.suite;

import org.openjdk.jmh.annotations.Mode;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Small made-up results for the report and chart tests. */
final class Fixtures {
    static final Scenario THROUGHPUT = new Scenario("cycle", "a cycle", "x.Bench.cycle",
            Mode.Throughput, TimeUnit.MICROSECONDS, 1, 8, -1, 1);
    static final Scenario LATENCY = new Scenario("wait", "a wait", "x.Bench.wait",
            Mode.SampleTime, TimeUnit.MICROSECONDS, 16, 4, -1, 1);
    /** Throughput, with every operation timed for the percentiles, as the contended scenario runs. */
    static final Scenario TIMED = new Scenario("contended", "a contended cycle", "x.Bench.timedCycle",
            Mode.Throughput, TimeUnit.MICROSECONDS, 16, 4, -1, 1);

    /** A batch of virtual threads, one sample per batch, every borrow's wait timed: 1,000 x 20 on a pool of 10. */
    static final Scenario BATCH = new Scenario("virtual-1000x20", "a batch", "x.Bench.batch",
            Mode.SingleShotTime, TimeUnit.MILLISECONDS, 1, 10, -1, 1);

    private Fixtures() {
    }

    static Measurement throughput(String pool, String safety, double score) {
        return new Measurement(THROUGHPUT.id(), pool, safety, score, score / 100, "ops/us",
                Double.NaN, Double.NaN, Double.NaN, Double.NaN, 16, ForkScores.of(score));
    }

    static Measurement latency(String pool, String safety, double mean, double p50, double p99, double p999) {
        return new Measurement(LATENCY.id(), pool, safety, mean, mean / 10, "us/op", p50, p99, p999, 10 * p999, 48, ForkScores.of(mean));
    }

    static Measurement timed(String pool, String safety, double score, double p50, double p99, double p999) {
        return new Measurement(TIMED.id(), pool, safety, score, score / 10, "ops/us", p50, p99, p999, 10 * p999, 200, ForkScores.of(score));
    }

    static Measurement batch(String pool, String safety, double batchMs, double p50, double p99, double worst) {
        return new Measurement(BATCH.id(), pool, safety, batchMs, batchMs / 10, "ms/op", p50, p99, p99, worst, 900, ForkScores.of(batchMs));
    }

    /** A throughput measurement of forks with these scores; its score is their mean. */
    static Measurement throughputForks(String pool, double... forks) {
        double mean = Arrays.stream(forks).average().orElse(Double.NaN);
        return new Measurement(THROUGHPUT.id(), pool, "safe", mean, mean / 100, "ops/us",
                Double.NaN, Double.NaN, Double.NaN, Double.NaN, 16, ForkScores.of(forks));
    }

    /** A sampled time per operation of forks with these mean times; its score is their mean. */
    static Measurement latencyForks(String pool, double... forks) {
        double mean = Arrays.stream(forks).average().orElse(Double.NaN);
        return new Measurement(LATENCY.id(), pool, "safe", mean, mean / 10, "us/op", mean, 2 * mean, 4 * mean, 8 * mean, 48,
                ForkScores.of(forks));
    }

    static SuiteResults results(List<Scenario> scenarios, List<String> pools, List<String> safeties,
                                List<Measurement> measurements) {
        return new SuiteResults("test", "JMH 1.37, 1 fork", "2 cores, JDK 17", scenarios, pools, safeties, measurements);
    }
}
