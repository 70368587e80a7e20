package io.weir.benchmarks.report;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Several {@link Panel}s (bar or line charts) stacked in one PNG under a heading and a legend of the series. */
public final class ChartSheet {
    private static final int HEADER_HEIGHT = 64;
    private static final int PANEL_GAP = 16;
    private static final List<Color> COLORS = List.of(
            new Color(0x4C78A8), new Color(0xF58518), new Color(0x54A24B), new Color(0xB279A2),
            new Color(0xE45756), new Color(0x72B7B2), new Color(0x9D755D), new Color(0xEECA3B));

    private final String heading;
    private final String subheading;
    private final List<String> series;
    private final List<? extends Panel> panels;

    public ChartSheet(String heading, String subheading, List<String> series, List<? extends Panel> panels) {
        this.heading = heading;
        this.subheading = subheading;
        this.series = series;
        this.panels = panels;
    }

    public int panelCount() {
        return panels.size();
    }

    public BufferedImage render() {
        int height = HEADER_HEIGHT + PANEL_GAP;
        for (Panel p : panels) height += p.height() + PANEL_GAP;
        BufferedImage image = new BufferedImage(BarChart.WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            g.setColor(Color.BLACK);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 18));
            g.drawString(heading, 10, 24);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            g.drawString(subheading, 10, 44);
            int x = 10;
            for (int i = 0; i < series.size(); i++) {
                g.setColor(COLORS.get(i % COLORS.size()));
                g.fillRect(x, 52, 12, 10);
                g.setColor(Color.BLACK);
                g.drawString(series.get(i), x + 16, 61);
                x += 30 + g.getFontMetrics().stringWidth(series.get(i));
            }
            int y = HEADER_HEIGHT + PANEL_GAP;
            for (Panel p : panels) {
                p.draw(g, y, COLORS);
                y += p.height() + PANEL_GAP;
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    public void write(Path file) throws IOException {
        if (!ImageIO.write(render(), "png", file.toFile())) throw new IOException("no PNG writer");
    }
}
