package io.weir.benchmarks.suite;

import io.weir.benchmarks.report.Numbers;

import java.util.Arrays;
import java.util.List;

/**
 * The score of each fork of one measurement, in the benchmark's unit, in the order the forks ran: the spread
 * that a mean over forks hides. A fork whose JIT took another turn shows here as one low or high score, where
 * the mean only moves a little. The suite runs forks in rounds ({@link InterleavedForks}), so two pools' i-th
 * forks ran side by side. Every figure is {@code NaN} when there are no forks.
 */
public record ForkScores(List<Double> scores) {

    public ForkScores {
        scores = List.copyOf(scores);
    }

    static ForkScores of(double... scores) {
        return new ForkScores(Arrays.stream(scores).boxed().toList());
    }

    int count() {
        return scores.size();
    }

    double min() {
        return scores.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    double max() {
        return scores.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /** The middle score; with an even count, the mean of the two middle ones. */
    double median() {
        return Numbers.median(scores);
    }

    /** The worst fork: the least throughput, or the longest time. */
    double slowest(Scenario s) {
        return s.higherIsBetter() ? min() : max();
    }

    /** The best fork: the most throughput, or the shortest time. */
    double fastest(Scenario s) {
        return s.higherIsBetter() ? max() : min();
    }
}
