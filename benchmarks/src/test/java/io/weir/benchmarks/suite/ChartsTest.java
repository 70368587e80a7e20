package io.weir.benchmarks.suite;

import io.weir.benchmarks.report.BarChart;
import io.weir.benchmarks.report.ChartSheet;
import io.weir.benchmarks.report.Page;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChartsTest {
    private static final int BARE_BLUE = 0x4C78A8;

    private final SuiteResults results = Fixtures.results(List.of(Fixtures.THROUGHPUT, Fixtures.LATENCY),
            List.of("weir", "hikari"), List.of("bare", "safe"), List.of(
                    Fixtures.throughput("weir", "bare", 30), Fixtures.throughput("hikari", "bare", 20),
                    Fixtures.throughput("weir", "safe", 28), Fixtures.throughput("hikari", "safe", 19),
                    Fixtures.latency("weir", "bare", 12, 10, 55, 120), Fixtures.latency("hikari", "bare", 24, 20, 110, 400),
                    Fixtures.latency("weir", "safe", 13, 11, 60, 130), Fixtures.latency("hikari", "safe", 25, 21, 115, 410)));

    @Test
    void bothChartsAreWrittenAsReadablePngs(@TempDir Path dir) throws Exception {
        Page page = new Page("results");
        new Charts(results).addTo(page);
        page.write(dir, "results.md");

        BufferedImage throughput = ImageIO.read(dir.resolve(Charts.THROUGHPUT_PNG).toFile());
        BufferedImage percentiles = ImageIO.read(dir.resolve(Charts.PERCENTILES_PNG).toFile());
        assertEquals(BarChart.WIDTH, throughput.getWidth());
        assertEquals(BarChart.WIDTH, percentiles.getWidth());
    }

    @Test
    void throughputChartHasOnePanelPerThroughputScenario() {
        ChartSheet sheet = new Charts(results).throughput();

        assertEquals(1, sheet.panelCount());
    }

    @Test
    void percentileChartHasOnePanelPerSampledScenarioAndSafety() {
        assertEquals(2, new Charts(results).percentiles().panelCount());
    }

    @Test
    void aThroughputScenarioTimedPerOperationAlsoHasPercentilePanels() {
        SuiteResults withTimed = Fixtures.results(List.of(Fixtures.THROUGHPUT, Fixtures.TIMED), List.of("weir", "hikari"),
                List.of("bare", "safe"), List.of(
                        Fixtures.throughput("weir", "bare", 30), Fixtures.throughput("hikari", "bare", 20),
                        Fixtures.timed("weir", "bare", 1.8, 1.0, 1.3, 99), Fixtures.timed("hikari", "bare", 1.5, 1.1, 4.2, 4000),
                        Fixtures.timed("weir", "safe", 1.7, 1.0, 1.4, 98), Fixtures.timed("hikari", "safe", 1.4, 1.1, 4.1, 3990)));

        Charts charts = new Charts(withTimed);

        assertEquals(2, charts.throughput().panelCount());
        assertEquals(2, charts.percentiles().panelCount());
    }

    @Test
    void longerBarForTheHigherThroughput() {
        BufferedImage image = new Charts(results).throughput().render();

        int weirBar = barLength(image, BARE_BLUE, 0);
        int hikariBar = barLength(image, BARE_BLUE, 1);
        assertTrue(weirBar > hikariBar, "weir " + weirBar + " px, hikari " + hikariBar + " px");
        assertEquals(30.0 / 20.0, (double) weirBar / hikariBar, 0.05);
    }

    /** Length of the n-th horizontal run of this colour, scanning rows from the top. */
    private static int barLength(BufferedImage image, int rgb, int n) {
        int seen = 0;
        int previousRowLength = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            int length = 0;
            for (int x = 0; x < image.getWidth(); x++) if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) length++;
            if (length > 20 && previousRowLength == 0) {
                if (seen == n) return length;
                seen++;
            }
            previousRowLength = length > 20 ? length : 0;
        }
        throw new AssertionError("no bar " + n);
    }
}
