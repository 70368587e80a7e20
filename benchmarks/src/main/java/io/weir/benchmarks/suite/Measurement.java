package io.weir.benchmarks.suite;

/**
 * One pool's result in one scenario. Percentiles are {@code NaN} outside SampleTime, the
 * allocation is {@code NaN} when the GC profiler did not run.
 */
public record Measurement(String scenarioId, String pool, String safety, double score, double error,
                          String unit, double p50, double p99, double p999, double bytesPerOp) {
}
