package io.weir.benchmarks.suite;

import io.weir.benchmarks.ExactTimesProfiler;
import io.weir.benchmarks.report.Page;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Runs the suite, scenario by scenario, each scenario's forks in rounds ({@link InterleavedForks}), and writes
 * under the output folder: the JMH JSON of every run, {@code results.md}, the two PNG charts, and JMH's own log
 * of each fork. Exits with 2 when a pool produced no result for a scenario, so that CI notices a broken benchmark.
 */
public final class SuiteMain {
    static final String JSON = "jmh-result.json";
    static final String MARKDOWN = "results.md";
    /**
     * The heap is touched before the benchmark starts (-XX:+AlwaysPreTouch): on a virtual machine whose
     * memory is backed only when first touched, a fork otherwise spends its measured seconds faulting in
     * the eden regions G1 uses for the first time, and the page faults, not the pool, set the score.
     */
    private static final String[] FORK_JVM_ARGS = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch",
            "-Djava.util.logging.config.class=" + QuietLogging.class.getName(), "-Dcom.mchange.v2.log.MLog=jul"};

    private SuiteMain() {
    }

    public static void main(String[] args) throws Exception {
        SuiteOptions options;
        try {
            options = SuiteOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(64);
            return;
        }
        System.exit(run(options));
    }

    static int run(SuiteOptions o) throws RunnerException, IOException {
        Path logs = o.out.resolve("logs");
        Files.createDirectories(logs);
        String machine = MachineLine.describe();
        String settings = settings(o);
        System.out.println("Weir benchmark suite, " + o.mode.id() + ": " + settings);
        System.out.println("machine: " + machine);
        String skipped = Scenarios.skippedHere();
        if (!skipped.isEmpty()) System.out.println(skipped);
        System.out.println("pools: " + o.pools + " x " + o.safeties + "; writing to " + o.out.toAbsolutePath());

        List<RunResult> all = new ArrayList<>();
        List<Measurement> measurements = new ArrayList<>();
        long start = System.nanoTime();
        for (Scenario s : o.scenarios) {
            long t0 = System.nanoTime();
            Path scenarioLogs = Files.createDirectories(logs.resolve(s.id()));
            Collection<RunResult> results = InterleavedForks.run(o.forks, o.pools, o.safeties, (pool, safety, round) ->
                    List.copyOf(new Runner(options(o, s, pool, safety,
                            scenarioLogs.resolve(pool + "-" + safety + "-fork" + (round + 1) + ".log"))).run()));
            all.addAll(results);
            for (RunResult r : results) measurements.add(MeasurementReader.read(s, r));
            System.out.printf("%-24s %3d results in %4.0f s (total %4.0f s)%n", s.id(), results.size(),
                    seconds(t0), seconds(start));
        }

        try (PrintStream json = new PrintStream(Files.newOutputStream(o.out.resolve(JSON)), true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, json).writeOut(all);
        }
        String runName = o.mode.id() + ", JDK " + Runtime.version().feature();
        SuiteResults results = new SuiteResults(runName, settings, machine, o.scenarios, o.pools, o.safeties, measurements);
        Page page = new MarkdownReport(results).page();
        new Charts(results).addTo(page);
        page.write(o.out, MARKDOWN);
        System.out.printf("done in %.0f s: %s%n", seconds(start), o.out.resolve(MARKDOWN).toAbsolutePath());

        List<String> missing = results.missing();
        if (!missing.isEmpty()) {
            System.err.println("no result for " + missing.size() + " combination(s): " + missing
                    + " (see " + logs.toAbsolutePath() + ")");
            return 2;
        }
        return 0;
    }

    /** One fork (none in the smoke run) of one pool in one configuration: {@link InterleavedForks} runs the rounds. */
    private static org.openjdk.jmh.runner.options.Options options(SuiteOptions o, Scenario s, String pool, String safety, Path log) {
        ChainedOptionsBuilder b = new OptionsBuilder()
                .include("^" + Pattern.quote(s.benchmark()) + "$")
                .mode(s.mode())
                .timeUnit(s.unit())
                .threads(s.threads())
                .param("pool", pool)
                .param("safety", safety)
                .param("poolSize", Integer.toString(s.poolSize()))
                .param("minIdle", Integer.toString(s.minIdle()))
                .param("rows", Integer.toString(s.rows()))
                .param("backend", s.backend())
                .forks(Math.min(1, o.forks))
                .warmupIterations(o.warmups)
                .warmupTime(o.warmupTime())
                .measurementIterations(o.iterations)
                .measurementTime(o.measurementTime())
                .jvmArgsAppend(FORK_JVM_ARGS)
                .addProfiler(GCProfiler.class)
                .addProfiler(ExactTimesProfiler.class)
                .shouldFailOnError(false)
                .output(log.toString());
        for (String profiler : o.extraProfilers) b.addProfiler(profiler);
        return b.build();
    }

    private static String settings(SuiteOptions o) {
        String profilers = "-prof gc" + (o.extraProfilers.isEmpty() ? "" : " -prof " + String.join(" -prof ", o.extraProfilers));
        return "JMH 1.37, " + o.forks + " fork(s)" + (o.forks > 1 ? " in rounds (one fork of each pool and configuration per round)" : "")
                + ", " + o.warmups + " x " + o.warmupTime() + " warm-up + "
                + o.iterations + " x " + o.measurementTime() + " measurement per fork, " + profilers
                + ", fork JVM -Xms1g -Xmx1g -XX:+AlwaysPreTouch";
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
