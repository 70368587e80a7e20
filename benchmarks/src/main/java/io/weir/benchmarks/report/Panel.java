package io.weir.benchmarks.report;

import java.awt.Color;
import java.awt.Graphics2D;
import java.util.List;

/** One panel of a {@link ChartSheet}: it says how tall it is and draws itself at a given top, {@link BarChart#WIDTH} wide. */
public interface Panel {
    int height();

    /** Draws the panel from {@code top} down, series {@code i} in {@code colors.get(i % colors.size())}. */
    void draw(Graphics2D g, int top, List<Color> colors);
}
