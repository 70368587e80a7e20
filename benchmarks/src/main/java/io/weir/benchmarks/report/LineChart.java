package io.weir.benchmarks.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.List;

/**
 * One panel of lines over a common x axis: a line per series through its points ({@code NaN} y: a gap), with
 * vertical markers at given x values and shaded, labelled bands between x values. Both axes are linear and start at
 * their data's minimum (y at 0).
 */
public final class LineChart implements Panel {
    private static final int LEFT = 70;
    private static final int RIGHT = 30;
    private static final int TITLE_HEIGHT = 34;
    private static final int PLOT_HEIGHT = 260;
    private static final int AXIS_HEIGHT = 40;
    private static final Color GRID = new Color(0xDDDDDD);
    private static final Color TEXT = new Color(0x222222);
    private static final Color BAND = new Color(0xF3D9D9);
    private static final Color BAND_TEXT = new Color(0x993333);

    /** One line: y[i] at x[i]. */
    public record Line(double[] x, double[] y) {
    }

    /** A shaded span of the x axis from {@code from} to {@code to}, its label at the top. */
    public record Band(double from, double to, String label) {
    }

    private final String title;
    private final String xLabel;
    private final List<Line> lines;
    private final double[] markers;
    private final List<Band> bands;

    public LineChart(String title, String xLabel, List<Line> lines, double... markers) {
        this(title, xLabel, lines, List.of(), markers);
    }

    public LineChart(String title, String xLabel, List<Line> lines, List<Band> bands, double... markers) {
        this.title = title;
        this.xLabel = xLabel;
        this.lines = List.copyOf(lines);
        this.bands = List.copyOf(bands);
        this.markers = markers.clone();
    }

    @Override
    public int height() {
        return TITLE_HEIGHT + PLOT_HEIGHT + AXIS_HEIGHT;
    }

    @Override
    public void draw(Graphics2D g, int top, List<Color> colors) {
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.setColor(TEXT);
        g.drawString(title, 10, top + 20);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        FontMetrics fm = g.getFontMetrics();
        double xMin = Double.MAX_VALUE;
        double xMax = -Double.MAX_VALUE;
        double yMax = 0;
        for (Line l : lines) {
            for (double x : l.x()) {
                xMin = Math.min(xMin, x);
                xMax = Math.max(xMax, x);
            }
            for (double y : l.y()) if (!Double.isNaN(y)) yMax = Math.max(yMax, y);
        }
        if (xMin >= xMax) {
            xMin = 0;
            xMax = 1;
        }
        double yStep = BarChart.niceStep((yMax > 0 ? yMax : 1) / 5);
        double yTop = Math.ceil((yMax > 0 ? yMax : 1) / yStep) * yStep;
        int plotTop = top + TITLE_HEIGHT;
        int plotBottom = plotTop + PLOT_HEIGHT;
        int plotWidth = BarChart.WIDTH - LEFT - RIGHT;
        for (int i = 0; i < bands.size(); i++) {
            Band b = bands.get(i);
            int from = LEFT + (int) Math.round((Math.max(b.from(), xMin) - xMin) / (xMax - xMin) * plotWidth);
            int to = LEFT + (int) Math.round((Math.min(b.to(), xMax) - xMin) / (xMax - xMin) * plotWidth);
            g.setColor(BAND);
            g.fillRect(from, plotTop, Math.max(2, to - from), PLOT_HEIGHT);
            g.setColor(BAND_TEXT);
            // neighbours' labels on three rows, so that short faults close together stay readable
            g.drawString(b.label(), from + 2, plotTop + fm.getAscent() + (i % 3) * fm.getHeight());
        }
        for (double y = 0; y <= yTop + yStep / 2; y += yStep) {
            int py = plotBottom - (int) Math.round(y / yTop * PLOT_HEIGHT);
            g.setColor(GRID);
            g.drawLine(LEFT, py, LEFT + plotWidth, py);
            g.setColor(TEXT);
            String text = y == 0 ? "0" : BarChart.number(y);
            g.drawString(text, LEFT - 6 - fm.stringWidth(text), py + fm.getAscent() / 2 - 1);
        }
        double xStep = BarChart.niceStep((xMax - xMin) / 10);
        for (double x = Math.ceil(xMin / xStep) * xStep; x <= xMax; x += xStep) {
            int px = LEFT + (int) Math.round((x - xMin) / (xMax - xMin) * plotWidth);
            g.setColor(GRID);
            g.drawLine(px, plotTop, px, plotBottom);
            g.setColor(TEXT);
            String text = String.valueOf(Math.round(x));
            g.drawString(text, px - fm.stringWidth(text) / 2, plotBottom + 16);
        }
        g.drawString(xLabel, LEFT + plotWidth / 2 - fm.stringWidth(xLabel) / 2, plotBottom + 34);
        g.setColor(Color.GRAY);
        for (double m : markers) {
            int px = LEFT + (int) Math.round((m - xMin) / (xMax - xMin) * plotWidth);
            g.drawLine(px, plotTop, px, plotBottom);
        }
        g.setStroke(new BasicStroke(2));
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            g.setColor(colors.get(i % colors.size()));
            int lastX = -1;
            int lastY = -1;
            for (int p = 0; p < l.x().length; p++) {
                if (Double.isNaN(l.y()[p])) {
                    lastX = -1;
                    continue;
                }
                int px = LEFT + (int) Math.round((l.x()[p] - xMin) / (xMax - xMin) * plotWidth);
                int py = plotBottom - (int) Math.round(l.y()[p] / yTop * PLOT_HEIGHT);
                if (lastX >= 0) g.drawLine(lastX, lastY, px, py);
                lastX = px;
                lastY = py;
            }
        }
        g.setStroke(new BasicStroke(1));
        g.setColor(TEXT);
        g.drawLine(LEFT, plotTop, LEFT, plotBottom);
        g.drawLine(LEFT, plotBottom, LEFT + plotWidth, plotBottom);
    }
}
