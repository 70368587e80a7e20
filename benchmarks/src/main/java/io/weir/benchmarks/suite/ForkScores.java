package io.weir.benchmarks.suite;

import io.weir.benchmarks.report.Numbers;

import java.util.Arrays;
import java.util.List;

/**
 * The score of each fork of one measurement, in the benchmark's unit: the spread that a mean over
 * forks hides. A fork whose JIT took another turn shows here as one low or high score, where the mean
 * only moves a little. Every figure is {@code NaN} when there are no forks.
 */
public record ForkScores(List<Double> scores) {

    public ForkScores {
        scores = scores.stream().sorted().toList();
    }

    static ForkScores of(double... scores) {
        return new ForkScores(Arrays.stream(scores).boxed().toList());
    }

    int count() {
        return scores.size();
    }

    double min() {
        return scores.isEmpty() ? Double.NaN : scores.get(0);
    }

    double max() {
        return scores.isEmpty() ? Double.NaN : scores.get(scores.size() - 1);
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
