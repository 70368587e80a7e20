package io.weir.benchmarks.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.List;
import java.util.Locale;

/**
 * One panel of horizontal grouped bars: a row per category (a pool), a bar per series, on a
 * linear or a log axis. A missing value ({@code NaN}) draws no bar and says so; so does zero, which says 0.
 */
public final class BarChart implements Panel {
    public static final int WIDTH = 1100;
    private static final int LABEL_WIDTH = 150;
    private static final int VALUE_WIDTH = 90;
    private static final int TITLE_HEIGHT = 34;
    private static final int AXIS_HEIGHT = 28;
    private static final int BAR_HEIGHT = 13;
    private static final int GROUP_GAP = 9;
    private static final Color GRID = new Color(0xDDDDDD);
    private static final Color TEXT = new Color(0x222222);

    private final String title;
    private final List<String> categories;
    private final List<String> series;
    private final double[][] values;
    private final boolean logScale;

    /** @param values values[category][series] */
    public BarChart(String title, List<String> categories, List<String> series, double[][] values, boolean logScale) {
        this.title = title;
        this.categories = categories;
        this.series = series;
        this.values = values;
        this.logScale = logScale;
    }

    @Override
    public int height() {
        return TITLE_HEIGHT + categories.size() * (series.size() * BAR_HEIGHT + GROUP_GAP) + AXIS_HEIGHT;
    }

    @Override
    public void draw(Graphics2D g, int top, List<Color> colors) {
        Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.setColor(TEXT);
        g.drawString(title, 10, top + 20);
        g.setFont(plain);
        FontMetrics fm = g.getFontMetrics();

        int plotLeft = LABEL_WIDTH;
        int plotWidth = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
        int plotTop = top + TITLE_HEIGHT;
        int plotBottom = top + height() - AXIS_HEIGHT;
        Axis axis = logScale ? Axis.log(min(), max()) : Axis.linear(max());

        for (double tick : axis.ticks) {
            int x = plotLeft + (int) Math.round(axis.position(tick) * plotWidth);
            g.setColor(GRID);
            g.drawLine(x, plotTop, x, plotBottom);
            g.setColor(TEXT);
            String text = number(tick);
            g.drawString(text, x - fm.stringWidth(text) / 2, plotBottom + 16);
        }

        int y = plotTop;
        for (int c = 0; c < categories.size(); c++) {
            String label = categories.get(c);
            int groupHeight = series.size() * BAR_HEIGHT;
            g.setColor(TEXT);
            g.drawString(label, plotLeft - 8 - fm.stringWidth(label), y + groupHeight / 2 + fm.getAscent() / 2 - 1);
            for (int s = 0; s < series.size(); s++) {
                double v = values[c][s];
                int barTop = y + s * BAR_HEIGHT;
                if (Double.isNaN(v) || v <= 0) {
                    g.setColor(Color.GRAY);
                    g.drawString(v == 0 ? "0" : "no result", plotLeft + 4, barTop + BAR_HEIGHT - 2);
                    continue;
                }
                int w = Math.max(1, (int) Math.round(axis.position(v) * plotWidth));
                g.setColor(colors.get(s % colors.size()));
                g.fillRect(plotLeft, barTop + 1, w, BAR_HEIGHT - 2);
                g.setColor(TEXT);
                g.drawString(number(v), plotLeft + w + 4, barTop + BAR_HEIGHT - 2);
            }
            y += groupHeight + GROUP_GAP;
        }
        g.setColor(TEXT);
        g.setStroke(new BasicStroke(1));
        g.drawLine(plotLeft, plotTop, plotLeft, plotBottom);
    }

    private double max() {
        double max = 0;
        for (double[] row : values) for (double v : row) if (!Double.isNaN(v)) max = Math.max(max, v);
        return max > 0 ? max : 1;
    }

    private double min() {
        double min = Double.MAX_VALUE;
        for (double[] row : values) for (double v : row) if (!Double.isNaN(v) && v > 0) min = Math.min(min, v);
        return min == Double.MAX_VALUE ? 1 : min;
    }

    public static String number(double v) {
        if (v >= 1e6) return String.format(Locale.ROOT, "%.1fM", v / 1e6);
        if (v >= 1e4) return String.format(Locale.ROOT, "%.0fk", v / 1e3);
        if (v >= 100) return String.format(Locale.ROOT, "%.0f", v);
        if (v >= 10) return String.format(Locale.ROOT, "%.1f", v);
        if (v >= 1) return String.format(Locale.ROOT, "%.2f", v);
        return String.format(Locale.ROOT, "%.3f", v);
    }

    /** Maps a value to 0..1 of the plot width, with the tick values to draw. */
    private static final class Axis {
        final double[] ticks;
        final double low;
        final double high;
        final boolean log;

        private Axis(double[] ticks, double low, double high, boolean log) {
            this.ticks = ticks;
            this.low = low;
            this.high = high;
            this.log = log;
        }

        static Axis linear(double max) {
            double step = niceStep(max / 5);
            int count = (int) Math.ceil(max / step);
            double[] ticks = new double[count + 1];
            for (int i = 0; i <= count; i++) ticks[i] = i * step;
            return new Axis(ticks, 0, count * step, false);
        }

        static Axis log(double min, double max) {
            int lowExp = (int) Math.floor(Math.log10(min));
            int highExp = (int) Math.ceil(Math.log10(max));
            if (highExp == lowExp) highExp++;
            double[] ticks = new double[highExp - lowExp + 1];
            for (int i = 0; i < ticks.length; i++) ticks[i] = Math.pow(10, lowExp + i);
            return new Axis(ticks, lowExp, highExp, true);
        }

        double position(double v) {
            double p = log ? (Math.log10(v) - low) / (high - low) : (v - low) / (high - low);
            return Math.max(0, Math.min(1, p));
        }

    }

    /** A round step (1, 2 or 5 times a power of ten) of at least {@code raw}. */
    static double niceStep(double raw) {
        double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
        double fraction = raw / magnitude;
        double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
        return nice * magnitude;
    }
}
