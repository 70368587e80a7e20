package io.weir.benchmarks.suite;

import io.weir.benchmarks.pools.PoolKind;
import io.weir.benchmarks.pools.Safety;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The command line of the suite:
 * {@code <smoke|quick|full> [--out DIR] [--pools weir,hikari] [--safety bare,safe]
 * [--scenarios id,id] [--forks N] [--warmups N] [--iterations N] [--iteration-ms MS] [--prof stack]}.
 */
final class SuiteOptions {
    final RunMode mode;
    Path out;
    List<String> pools;
    List<String> safeties = List.of(Safety.BARE.id(), Safety.SAFE.id());
    List<Scenario> scenarios;
    int forks;
    int warmups;
    int iterations;
    long iterationMs = -1;
    final List<String> extraProfilers = new ArrayList<>();

    private SuiteOptions(RunMode mode) {
        this.mode = mode;
        this.pools = mode.pools;
        this.scenarios = switch (mode) {
            case SMOKE -> Scenarios.smoke();
            case QUICK -> Scenarios.quick();
            case FULL -> Scenarios.all();
        };
        this.forks = mode.forks;
        this.warmups = mode.warmupIterations;
        this.iterations = mode.measurementIterations;
    }

    static SuiteOptions parse(String... args) {
        if (args.length == 0) throw new IllegalArgumentException("usage: " + usage());
        SuiteOptions o = new SuiteOptions(RunMode.of(args[0]));
        for (int i = 1; i < args.length; i++) {
            String key = args[i];
            if (i + 1 >= args.length) throw new IllegalArgumentException(key + " needs a value; usage: " + usage());
            String value = args[++i];
            switch (key) {
                case "--out" -> o.out = Path.of(value);
                case "--pools" -> o.pools = checkedPools(value);
                case "--safety" -> o.safeties = Arrays.stream(value.split(",")).map(s -> Safety.of(s).id()).toList();
                case "--scenarios" -> o.scenarios = checkedScenarios(value);
                case "--forks" -> o.forks = Integer.parseInt(value);
                case "--warmups" -> o.warmups = Integer.parseInt(value);
                case "--iterations" -> o.iterations = Integer.parseInt(value);
                case "--iteration-ms" -> o.iterationMs = Long.parseLong(value);
                case "--prof" -> o.extraProfilers.add(value);
                default -> throw new IllegalArgumentException("unknown option " + key + "; usage: " + usage());
            }
        }
        // under target/ so that a run's raw JMH JSON (tens of MB) never lands in git; a published run
        // copies only results.md and the charts into benchmarks/results
        if (o.out == null) o.out = Path.of("target", "results", o.mode.id() + "-jdk" + Runtime.version().feature());
        return o;
    }

    private static List<String> checkedPools(String value) {
        List<String> pools = Arrays.asList(value.split(","));
        for (String p : pools) PoolKind.of(p);
        return pools;
    }

    private static List<Scenario> checkedScenarios(String value) {
        List<Scenario> chosen = new ArrayList<>();
        for (String id : value.split(",")) {
            chosen.add(Scenarios.known().stream().filter(s -> s.id().equals(id)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown scenario " + id + "; known: "
                            + Scenarios.known().stream().map(Scenario::id).toList())));
            if (id.startsWith(Scenarios.VIRTUAL_PREFIX) && !Scenarios.virtualThreadsHere()) {
                throw new IllegalArgumentException(Scenarios.skippedHere());
            }
        }
        return chosen;
    }

    TimeValue warmupTime() {
        return iterationMs > 0 ? TimeValue.milliseconds(iterationMs) : mode.warmupTime;
    }

    TimeValue measurementTime() {
        return iterationMs > 0 ? TimeValue.milliseconds(iterationMs) : mode.measurementTime;
    }

    static String usage() {
        return "<smoke|quick|full> [--out DIR] [--pools " + String.join(",", PoolKind.ids()) + "] [--safety bare,safe]"
                + " [--scenarios id,...] [--forks N] [--warmups N] [--iterations N] [--iteration-ms MS] [--prof stack]";
    }
}
