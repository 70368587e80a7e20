package io.weir.benchmarks.suite;

import java.util.Optional;

/**
 * One pool against the best other one round by round: in how many rounds its fork was at or ahead of the
 * other's fork of the same round, and its lowest ratio to it. The forks of a round ran side by side
 * ({@link InterleavedForks}), so what the machine did to one it did to the other, and a round the pool lost
 * is one where its own fork, not the machine, was slower.
 *
 * @param rival        the other pool with the best mean
 * @param ahead        the rounds in which the pool's fork was at or ahead of the rival's
 * @param rounds       the rounds both pools ran
 * @param lowestRatio  the pool's fork over the rival's in its worst round (more throughput, or less time: above 1)
 */
record RoundVerdict(String rival, int ahead, int rounds, double lowestRatio) {

    /** The verdict on {@code m} against {@code rival}; empty if they share no round. */
    static Optional<RoundVerdict> of(Scenario s, Measurement m, Measurement rival) {
        int rounds = Math.min(m.forks().count(), rival.forks().count());
        if (rounds == 0) return Optional.empty();
        int ahead = 0;
        double lowest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < rounds; i++) {
            double own = m.forks().scores().get(i);
            double other = rival.forks().scores().get(i);
            double ratio = s.higherIsBetter() ? own / other : other / own;
            if (ratio >= 1) ahead++;
            lowest = Math.min(lowest, ratio);
        }
        return Optional.of(new RoundVerdict(rival.pool(), ahead, rounds, lowest));
    }
}
