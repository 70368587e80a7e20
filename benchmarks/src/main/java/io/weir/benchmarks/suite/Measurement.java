package io.weir.benchmarks.suite;

/**
 * One pool's result in one scenario: JMH's score, and the percentiles and the longest of the operations'
 * times where they were sampled (SampleTime) or each timed ({@link io.weir.benchmarks.ExactTimesProfiler}),
 * {@code NaN} elsewhere. The allocation is {@code NaN} when the GC profiler did not run. The score is the
 * mean over every fork; {@code forks} holds each fork's own.
 */
public record Measurement(String scenarioId, String pool, String safety, double score, double error,
                          String unit, double p50, double p99, double p999, double worst, double bytesPerOp,
                          ForkScores forks) {
}
