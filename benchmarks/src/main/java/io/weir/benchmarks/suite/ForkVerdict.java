package io.weir.benchmarks.suite;

import java.util.List;
import java.util.Optional;

/**
 * Whether one pool is ahead of the others fork for fork: its slowest fork at or above the fastest fork of
 * any other pool in the same scenario and configuration. A mean can be ahead while a pool's bad forks are
 * behind; this says that no fork of the pool was beaten by any fork of the others.
 *
 * @param rival        the other pool with the fastest fork
 * @param slowest      the pool's slowest fork
 * @param rivalFastest the rival's fastest fork
 */
record ForkVerdict(String rival, double slowest, double rivalFastest, boolean ahead) {

    /** The verdict on {@code m} against the rest of {@code group}; empty if no other pool has a fork. */
    static Optional<ForkVerdict> of(Scenario s, Measurement m, List<Measurement> group) {
        Measurement rival = null;
        for (Measurement other : group) {
            if (other.pool().equals(m.pool()) || other.forks().count() == 0) continue;
            if (rival == null || faster(s, other.forks().fastest(s), rival.forks().fastest(s))) rival = other;
        }
        if (rival == null || m.forks().count() == 0) return Optional.empty();
        double slowest = m.forks().slowest(s);
        double rivalFastest = rival.forks().fastest(s);
        return Optional.of(new ForkVerdict(rival.pool(), slowest, rivalFastest, !faster(s, rivalFastest, slowest)));
    }

    private static boolean faster(Scenario s, double a, double b) {
        return s.higherIsBetter() ? a > b : a < b;
    }
}
