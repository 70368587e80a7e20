package io.weir.benchmarks;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;

/**
 * How the scheduler treated a fork, per operation, from Linux's /proc: the context switches of every thread of the
 * fork, voluntary ({@value #VOLUNTARY}: a thread parked or blocked) and involuntary ({@value #INVOLUNTARY}: it was
 * preempted), the share of the machine's cores that stood idle over the iteration ({@value #IDLE}) and the share a
 * virtual machine's host took for other guests ({@value #STEAL}), which no pool can win back. Where
 * threads outnumber cores and wait for each other's connections (the contended and mixed scenarios), a fork's time
 * per operation is its CPU per operation plus what it loses to parking and to cores left idle while runnable
 * work waits; these say which of the two moved when forks of one pool differ.
 *
 * <p>A fork's last iteration also holds the trial's tear-down (the pool's close and the threads' end), whose idle
 * time and lost threads it counts: read the iterations before it ({@code -i 2} or more).
 */
public final class SchedulingProfiler implements InternalProfiler {
    public static final String VOLUNTARY = "sched.voluntary.norm";
    public static final String INVOLUNTARY = "sched.involuntary.norm";
    public static final String IDLE = "sched.idle";
    public static final String STEAL = "sched.steal";

    private static final Path TASKS = Path.of("/proc/self/task");
    private static final Path STAT = Path.of("/proc/stat");

    private long[] switchesBefore;
    private long[] cpuBefore;

    @Override
    public String getDescription() {
        return "context switches per operation and the machine's idle share, from /proc";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        switchesBefore = switches();
        cpuBefore = machineTicks();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        long[] switches = switches();
        long[] cpu = machineTicks();
        long ops = result.getMetadata().getAllOps();
        if (ops <= 0) return List.of();
        double busyAndIdle = cpu[0] - cpuBefore[0];
        return List.of(
                new ScalarResult(VOLUNTARY, (double) (switches[0] - switchesBefore[0]) / ops, "#/op", AggregationPolicy.AVG),
                new ScalarResult(INVOLUNTARY, (double) (switches[1] - switchesBefore[1]) / ops, "#/op", AggregationPolicy.AVG),
                new ScalarResult(IDLE, busyAndIdle <= 0 ? 0 : (cpu[1] - cpuBefore[1]) / busyAndIdle, "share", AggregationPolicy.AVG),
                new ScalarResult(STEAL, busyAndIdle <= 0 ? 0 : (cpu[2] - cpuBefore[2]) / busyAndIdle, "share", AggregationPolicy.AVG));
    }

    /**
     * The voluntary and involuntary switches of the fork's threads alive now. A thread that ended since the last
     * reading takes its switches with it; the benchmark's threads live through the iteration.
     */
    static long[] switches() {
        long voluntary = 0;
        long involuntary = 0;
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(TASKS)) {
            for (Path thread : threads) {
                List<String> status;
                try {
                    status = Files.readAllLines(thread.resolve("status"));
                } catch (IOException ended) {
                    continue;
                }
                for (String line : status) {
                    if (line.startsWith("voluntary_ctxt_switches:")) voluntary += value(line);
                    else if (line.startsWith("nonvoluntary_ctxt_switches:")) involuntary += value(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + TASKS + ": this profiler needs Linux's /proc", e);
        }
        return new long[] {voluntary, involuntary};
    }

    /**
     * The machine's ticks: all of them, the idle ones and the stolen ones, from the first line of /proc/stat (cpu, then
     * user nice system idle iowait irq softirq steal; the guest times after them are within user and nice already).
     */
    static long[] machineTicks() {
        try {
            String[] f = Files.readAllLines(STAT).get(0).trim().split(" +");
            long all = 0;
            for (int i = 1; i <= 8; i++) all += Long.parseLong(f[i]);
            return new long[] {all, Long.parseLong(f[4]), Long.parseLong(f[8])};
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + STAT + ": this profiler needs Linux's /proc", e);
        }
    }

    private static long value(String line) {
        return Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
    }
}
