package io.weir.benchmarks.report;

import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/** How the results pages write numbers: fixed digits in the root locale, {@code -} for a missing value (NaN). */
public final class Numbers {
    private Numbers() {
    }

    /** {@code value} with {@code digits} decimals. */
    public static String fixed(double value, int digits) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%." + digits + "f", value);
    }

    /** Three significant digits or more: 1234, 12.3, 1.23, 0.123. */
    public static String score(double value) {
        if (Double.isNaN(value)) return "-";
        double a = Math.abs(value);
        return fixed(value, a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3);
    }

    /** A ratio of two measurements, two decimals. */
    public static String ratio(double value) {
        return fixed(value, 2);
    }

    /** The mean of ratios, with the lowest and highest: {@code 1.02 (0.95-1.09)}. */
    public static String spread(List<Double> values) {
        return spread(values, Numbers::ratio);
    }

    /** The mean, with the lowest and highest, each written by {@code format}; {@code -} if a value is missing (NaN) or none is there. */
    public static String spread(List<Double> values, DoubleFunction<String> format) {
        if (values.isEmpty() || values.stream().anyMatch(v -> Double.isNaN(v))) return "-";
        DoubleSummaryStatistics s = statistics(values);
        return format.apply(s.getAverage()) + " (" + format.apply(s.getMin()) + "-" + format.apply(s.getMax()) + ")";
    }

    /** Milliseconds as seconds with two decimals; {@code -} for a negative value (did not happen). */
    public static String seconds(long millis) {
        return millis < 0 ? "-" : fixed(millis / 1000.0, 2);
    }

    /** The middle value; with an even count, the mean of the two middle ones; NaN when there is none. */
    public static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        if (n == 0) return Double.NaN;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    public static DoubleSummaryStatistics statistics(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).summaryStatistics();
    }
}
