package io.weir.benchmarks;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;

/**
 * The fork's CPU time per operation ({@value #LABEL}, ns/op), over every thread of the fork: on a
 * machine that other work shares, a benchmark thread waits for a core in wall time but not in CPU
 * time, so where threads do not wait for each other (one benchmark thread) this tells the cost of an
 * operation far more steadily than the throughput does. The compiler and collector threads are in it
 * too: run it after a warm-up, and compare with {@code gc.alloc.rate.norm}.
 */
public final class CpuTimeProfiler implements InternalProfiler {
    public static final String LABEL = "cpu.time.norm";

    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private long before;

    @Override
    public String getDescription() {
        return "the fork's CPU time per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        before = os.getProcessCpuTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        long cpu = os.getProcessCpuTime() - before;
        long ops = result.getMetadata().getAllOps();
        if (ops <= 0 || cpu < 0) return List.of();
        return List.of(new ScalarResult(LABEL, (double) cpu / ops, "ns/op", AggregationPolicy.AVG));
    }
}
