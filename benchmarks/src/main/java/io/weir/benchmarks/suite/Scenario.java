package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import org.openjdk.jmh.annotations.Mode;

import java.util.concurrent.TimeUnit;

/**
 * One line of the suite: a benchmark method run with a thread count over a pool of a size, in
 * one JMH mode.
 *
 * @param benchmark the benchmark's full name, {@code class.method}
 * @param minIdle   -1 for a fixed-size pool
 * @param rows      rows the stub returns per query
 * @param backend   {@code stub}, {@code plain}, {@code layered} or {@code recycling} (the other no-op drivers), or {@code h2} for a real driver
 */
public record Scenario(String id, String title, String benchmark, Mode mode, TimeUnit unit,
                       int threads, int poolSize, int minIdle, int rows, String backend) {

    /** A scenario over the stub, as the suite's are. */
    public Scenario(String id, String title, String benchmark, Mode mode, TimeUnit unit,
                    int threads, int poolSize, int minIdle, int rows) {
        this(id, title, benchmark, mode, unit, threads, poolSize, minIdle, rows, Backend.STUB);
    }

    /** Throughput is better when higher, times when lower. */
    public boolean higherIsBetter() {
        return mode == Mode.Throughput;
    }

    public boolean sampled() {
        return mode == Mode.SampleTime;
    }
}
