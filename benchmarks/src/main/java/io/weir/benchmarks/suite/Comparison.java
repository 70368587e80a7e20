package io.weir.benchmarks.suite;

import java.util.List;
import java.util.Optional;

/**
 * Ratios between pools within one scenario and safety level. A ratio above 1 means better than
 * the best of the others: more throughput, or less time.
 */
final class Comparison {
    private final Scenario scenario;
    private final List<Measurement> group;

    /** @param group the measurements of one scenario and one safety level */
    Comparison(Scenario scenario, List<Measurement> group) {
        this.scenario = scenario;
        this.group = group;
    }

    /** The best measurement among the pools other than {@code pool}. */
    Optional<Measurement> bestOtherThan(String pool) {
        Measurement best = null;
        for (Measurement m : group) {
            if (m.pool().equals(pool)) continue;
            if (best == null || better(m, best)) best = m;
        }
        return Optional.ofNullable(best);
    }

    /** How many times better {@code m} is than the best other pool; NaN if it is alone. */
    double ratioToBestOther(Measurement m) {
        return bestOtherThan(m.pool()).map(best -> ratio(m, best)).orElse(Double.NaN);
    }

    /** Whether {@code m}'s slowest fork is at or above the fastest fork of every other pool. */
    Optional<ForkVerdict> forkVerdict(Measurement m) {
        return ForkVerdict.of(scenario, m, group);
    }

    /** Round by round, {@code m}'s forks against those of the best other pool. */
    Optional<RoundVerdict> roundVerdict(Measurement m) {
        return bestOtherThan(m.pool()).flatMap(best -> RoundVerdict.of(scenario, m, best));
    }

    private boolean better(Measurement a, Measurement b) {
        return scenario.higherIsBetter() ? a.score() > b.score() : a.score() < b.score();
    }

    private double ratio(Measurement m, Measurement reference) {
        return scenario.higherIsBetter() ? m.score() / reference.score() : reference.score() / m.score();
    }
}
