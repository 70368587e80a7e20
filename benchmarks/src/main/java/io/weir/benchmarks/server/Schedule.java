package io.weir.benchmarks.server;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The order in which run.sh measures a server's arms, one line per measurement for the script to run. The
 * arms take turns, and the arm that goes first moves on by one each round (A B C, B C A, C A B), so that no
 * arm always follows the same one or always runs first while the machine's load drifts.
 */
final class Schedule {
    private Schedule() {
    }

    /** One measurement of the full, smoke and profile modes. */
    record Measurement(String endpoint, int clients, int round, String arm) {
        String line() {
            return endpoint + " " + clients + " " + round + " " + arm;
        }
    }

    /** One outage run. */
    record OutageRun(int repeat, Fault fault, String arm) {
        String line() {
            return repeat + " " + fault.id() + " " + arm;
        }
    }

    /** Per endpoint and client count, {@code rounds} rounds of every arm in turn. */
    static List<Measurement> rounds(List<String> arms, List<String> endpoints, List<Integer> clients, int rounds) {
        List<Measurement> plan = new ArrayList<>();
        for (String endpoint : endpoints) {
            for (int c : clients) {
                for (int round = 1; round <= rounds; round++) {
                    for (int i = 0; i < arms.size(); i++) plan.add(new Measurement(endpoint, c, round, arms.get((i + round - 1) % arms.size())));
                }
            }
        }
        return plan;
    }

    /**
     * Per repeat and fault, every arm in turn, the first arm one further on for each fault and each repeat; a
     * fault with fewer repeats than another drops out once it has had them, and keeps its place in the turns.
     */
    static List<OutageRun> outages(List<String> arms, List<Fault> faults, Map<Fault, Integer> repeats) {
        int most = faults.stream().mapToInt(repeats::get).max().orElse(0);
        List<OutageRun> plan = new ArrayList<>();
        for (int repeat = 1; repeat <= most; repeat++) {
            for (int f = 0; f < faults.size(); f++) {
                Fault fault = faults.get(f);
                if (repeat > repeats.get(fault)) continue;
                int turn = repeat - 1 + f;
                for (int i = 0; i < arms.size(); i++) plan.add(new OutageRun(repeat, fault, arms.get((i + turn) % arms.size())));
            }
        }
        return plan;
    }

    /**
     * How many times each fault runs: {@code spec} is one count for every fault ({@code "2"}) or
     * {@code fault=count} pairs ({@code "restart=2 blackhole=2 terminate=5"}), the first that names a fault winning.
     */
    static Map<Fault, Integer> repeats(List<Fault> faults, String spec) {
        Map<Fault, Integer> repeats = new LinkedHashMap<>();
        for (Fault fault : faults) {
            for (String word : words(spec)) {
                int eq = word.indexOf('=');
                if (eq < 0) {
                    repeats.put(fault, count(word, spec));
                    break;
                }
                if (word.substring(0, eq).equals(fault.id())) {
                    repeats.put(fault, count(word.substring(eq + 1), spec));
                    break;
                }
            }
            if (!repeats.containsKey(fault)) {
                throw new IllegalArgumentException("the repeats (" + spec + ") give no count for " + fault.id());
            }
        }
        return repeats;
    }

    /** The repeats as the report states them: {@code restart=2 blackhole=2 terminate=5}. */
    static String describe(Map<Fault, Integer> repeats) {
        return String.join(" ", repeats.entrySet().stream().map(e -> e.getKey().id() + "=" + e.getValue()).toList());
    }

    static List<Fault> faults(String spec) {
        return words(spec).stream().map(Fault::of).toList();
    }

    static List<String> words(String spec) {
        return Arrays.stream(spec.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    private static int count(String word, String spec) {
        try {
            int n = Integer.parseInt(word);
            if (n >= 0) return n;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("a repeat count is a whole number, not '" + word + "' (in " + spec + ")");
    }
}
