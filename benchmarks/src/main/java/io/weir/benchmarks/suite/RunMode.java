package io.weir.benchmarks.suite;

import io.weir.benchmarks.pools.PoolKind;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.List;
import java.util.Locale;

/** How long and how widely the suite runs. */
public enum RunMode {
    /**
     * CI: one short iteration of every pool and scenario, all in the suite's own JVM (no fork: a fork's start
     * would be most of the run); proves that the suite works, and its numbers mean nothing.
     */
    SMOKE(0, 0, TimeValue.milliseconds(100), 1, TimeValue.milliseconds(200), PoolKind.ids()),
    /**
     * About five minutes on a quiet machine (126 forks): Weir, HikariCP and Agroal, 3 forks of short
     * iterations, two measured per fork so that the error has six samples.
     */
    QUICK(3, 1, TimeValue.milliseconds(400), 2, TimeValue.milliseconds(300), List.of("weir", "hikari", "agroal")),
    /**
     * About 45 minutes on a quiet machine: every pool and scenario, 3 forks (540 forks of about 5 s:
     * 2.1 s of iterations, the rest JVM start, the compile-first warm-up, and JMH synchronising 50 or
     * 100 threads at each iteration's start and end).
     */
    FULL(3, 1, TimeValue.milliseconds(500), 2, TimeValue.milliseconds(800), PoolKind.ids());

    final int forks;
    final int warmupIterations;
    final TimeValue warmupTime;
    final int measurementIterations;
    final TimeValue measurementTime;
    final List<String> pools;

    RunMode(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
            TimeValue measurementTime, List<String> pools) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupTime = warmupTime;
        this.measurementIterations = measurementIterations;
        this.measurementTime = measurementTime;
        this.pools = pools;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static RunMode of(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}
