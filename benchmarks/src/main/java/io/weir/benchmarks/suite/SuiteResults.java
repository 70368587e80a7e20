package io.weir.benchmarks.suite;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Everything one run of the suite measured, with what it was asked to measure, so that a
 * missing result shows as missing rather than vanishing from the tables.
 *
 * @param settings how JMH ran (forks, iterations, profilers)
 * @param machine  cores, memory, CPU and JDK of the machine that ran it
 */
public record SuiteResults(String runName, String settings, String machine, List<Scenario> scenarios,
                           List<String> pools, List<String> safeties, List<Measurement> measurements) {

    Optional<Measurement> find(String scenarioId, String pool, String safety) {
        return measurements.stream()
                .filter(m -> m.scenarioId().equals(scenarioId) && m.pool().equals(pool) && m.safety().equals(safety))
                .findFirst();
    }

    List<Measurement> group(String scenarioId, String safety) {
        return measurements.stream()
                .filter(m -> m.scenarioId().equals(scenarioId) && m.safety().equals(safety))
                .toList();
    }

    /** Whether the scenario's results have percentiles: its operations were sampled, or each timed. */
    boolean hasPercentiles(Scenario scenario) {
        return measurements.stream().anyMatch(m -> m.scenarioId().equals(scenario.id()) && !Double.isNaN(m.p50()));
    }

    Comparison comparison(Scenario scenario, String safety) {
        return new Comparison(scenario, group(scenario.id(), safety));
    }

    /** "scenario pool/safety" for every combination that was asked for and has no result. */
    public List<String> missing() {
        List<String> missing = new ArrayList<>();
        for (Scenario s : scenarios) {
            for (String pool : pools) {
                for (String safety : safeties) {
                    if (find(s.id(), pool, safety).isEmpty()) missing.add(s.id() + " " + pool + "/" + safety);
                }
            }
        }
        return missing;
    }
}
