package io.weir.benchmarks.suite;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a scenario's forks in rounds: each round runs one fork of every pool and configuration, in reverse order
 * every other round, and each one's forks are then put back together into one result, as if JMH had run them in
 * one go. JMH alone runs one combination's forks one after the other, then the next one's, so a change in the
 * machine's speed between those blocks (other work on a shared host, its clock, its neighbours) shows as a
 * difference between pools; in rounds every pool meets it alike.
 */
final class InterleavedForks {
    /** One JMH run of a combination of pool and configuration: one fork, or none where the suite runs none. */
    interface SingleFork {
        List<RunResult> run(String pool, String safety, int round) throws RunnerException;
    }

    private InterleavedForks() {
    }

    /** Every combination's result, its forks from every round, in the order of {@code pools} then {@code safeties}. */
    static List<RunResult> run(int forks, List<String> pools, List<String> safeties, SingleFork fork) throws RunnerException {
        List<Combination> combinations = new ArrayList<>();
        for (String pool : pools) {
            for (String safety : safeties) combinations.add(new Combination(pool, safety));
        }
        Map<Combination, BenchmarkParams> params = new LinkedHashMap<>();
        Map<Combination, List<BenchmarkResult>> results = new LinkedHashMap<>();
        // no fork (the smoke run, in the suite's own JVM) is one round all the same
        for (int round = 0; round < Math.max(1, forks); round++) {
            List<Combination> order = new ArrayList<>(combinations);
            if (round % 2 == 1) Collections.reverse(order);
            for (Combination c : order) {
                for (RunResult r : fork.run(c.pool(), c.safety(), round)) {
                    params.putIfAbsent(c, r.getParams());
                    results.computeIfAbsent(c, k -> new ArrayList<>()).addAll(r.getBenchmarkResults());
                }
            }
        }
        List<RunResult> merged = new ArrayList<>();
        for (Combination c : combinations) {
            // the parameters of the first fork, which name one fork: the JSON's forks are the benchmark results
            if (results.containsKey(c)) merged.add(new RunResult(params.get(c), results.get(c)));
        }
        return merged;
    }

    private record Combination(String pool, String safety) {
    }
}
