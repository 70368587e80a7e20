package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerReportTest {
    private static Round round(String server, String arm, int round, double rps, double p99) {
        return new Round(server, arm, "read", 32, round, rps, p99 / 2, p99, p99 * 2, 0, 3.5, 1e5 / rps, 20);
    }

    private final List<Round> rounds = List.of(
            round("wildfly", "weir", 1, 100, 10), round("wildfly", "agroal", 1, 50, 20),
            round("wildfly", "weir", 2, 90, 12), round("wildfly", "agroal", 2, 100, 10),
            round("payara", "weir", 1, 80, 5), round("payara", "payara", 1, 40, 10));

    @Test
    void ratiosPairEachRoundOfWeirWithTheSameRoundOfTheOtherArmOnTheSameServer() {
        ServerReport.Ratios wildfly = new ServerReport(rounds).ratios().get(0);

        assertEquals("agroal", wildfly.arm());
        assertEquals(List.of(2.0, 0.9), wildfly.throughput());
        assertEquals(List.of(0.5, 1.2), wildfly.p99());
    }

    @Test
    void weirWinsOnlyWithMoreThroughputAndNoWorseP99OnAverage() {
        List<ServerReport.Ratios> ratios = new ServerReport(rounds).ratios();

        assertTrue(ratios.get(0).weirWins(), "mean 1.45x throughput, 0.85x p99");
        ServerReport.Ratios slower = new ServerReport(List.of(round("wildfly", "weir", 1, 99, 5),
                round("wildfly", "agroal", 1, 100, 10))).ratios().get(0);
        assertFalse(slower.weirWins());
    }

    @Test
    void everyWeirArmIsComparedWithEveryOtherArmButNotWithAnotherWeirArm() {
        List<Round> withVariant = new java.util.ArrayList<>(rounds);
        withVariant.add(round("wildfly", "weir-sized", 1, 60, 10));

        List<ServerReport.Ratios> wildfly = new ServerReport(withVariant).ratios().stream()
                .filter(r -> r.server().equals("wildfly")).toList();

        assertEquals(List.of("weir/agroal", "weir-sized/agroal"), wildfly.stream().map(r -> r.weirArm() + "/" + r.arm()).toList());
        assertEquals(List.of(1.2), wildfly.get(1).throughput());
    }

    @Test
    void tableShowsMeanAndSpreadOfTheRatiosAndEveryRound() {
        String md = new ServerReport(rounds).markdown("Results", "run.sh full", "2 cores");

        assertTrue(md.contains("| wildfly | read | 32 | weir | agroal | 1.45 (0.90-2.00) | 0.85 (0.50-1.20) | 0.81 (0.50-1.11) "
                + "| 1.00 (1.00-1.00) | 2 | yes |"), md);
        assertTrue(md.contains("| payara | read | 32 | 1 | **weir** | 80 | 2.50 | 5.00 | 10.00 | 0 | 3.5 | 1250 | 20.0 |"), md);
    }

    @Test
    void eachArmShowsThroughputP99AndCpuPerRequestWithTheirSpreadFromTheRoundsFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("rounds.tsv");
        Files.writeString(file, Round.HEADER + "\n"
                + "wildfly\tweir\tread\t32\t1\t1000.0\t1.000\t4.000\t9.000\t0\t8.00\t300.0\t60.0\n"
                + "wildfly\tagroal\tread\t32\t1\t1000.0\t1.000\t5.000\t9.000\t0\t8.00\t400.0\t60.0\n"
                + "wildfly\tagroal\tread\t32\t2\t1000.0\t1.000\t5.000\t9.000\t0\t8.00\t500.0\t40.0\n"
                + "wildfly\tweir\tread\t32\t2\t1200.0\t1.000\t6.000\t9.000\t0\t8.00\t250.0\t50.0\n");

        String md = new ServerReport(Round.readAll(file)).markdown("Results", "run.sh smoke", "2 cores");

        assertTrue(md.contains("| wildfly | read | 32 | **weir** | 1100 (1000-1200) | 5.00 (4.00-6.00) | 275 (250-300) | 55.0 (50.0-60.0) | 2 |"), md);
        assertTrue(md.contains("| wildfly | read | 32 | agroal | 1000 (1000-1000) | 5.00 (5.00-5.00) | 450 (400-500) | 50.0 (40.0-60.0) | 2 |"), md);
        assertTrue(md.contains("| 1.10 (1.00-1.20) | 1.00 (0.80-1.20) | 0.63 (0.50-0.75) | 1.13 (1.00-1.25) | 2 |"), md);
    }

    @Test
    void withoutCpuTimesTheCpuColumnsSayMissing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("rounds.tsv");
        Files.writeString(file, "server\tarm\tendpoint\tclients\tround\treq/s\tp50 ms\tp99 ms\tp99.9 ms\terrors\tload\n"
                + "wildfly\tweir\tread\t32\t1\t1000.0\t1.000\t4.000\t9.000\t0\t8.00\n"
                + "wildfly\tagroal\tread\t32\t1\t900.0\t1.000\t5.000\t9.000\t0\t8.00\t-\t-\n");

        List<Round> read = Round.readAll(file);
        String md = new ServerReport(read).markdown("Results", "run.sh smoke", "2 cores");

        assertTrue(Double.isNaN(read.get(0).serverCpuMicros()) && Double.isNaN(read.get(1).databaseCpuMicros()));
        assertTrue(md.contains("| 1.11 (1.11-1.11) | 0.80 (0.80-0.80) | - | - | 1 |"), md);
        assertTrue(md.contains("| 1000 (1000-1000) | 4.00 (4.00-4.00) | - | - | 1 |"), md);
    }

    @Test
    void chartsHaveOnePanelPerServerAndEndpointAndMetricAndAreReadablePngs(@TempDir Path dir) throws Exception {
        new ServerReport(rounds).write(dir, "Results", "run.sh full", "2 cores");

        for (String chart : List.of(ServerReport.CHART, ServerReport.CPU_CHART)) {
            BufferedImage png = ImageIO.read(dir.resolve(chart).toFile());
            assertTrue(png.getWidth() > 0);
            assertTrue(Files.readString(dir.resolve("results.md")).contains("](" + chart + ")"));
        }
        assertEquals(2, new ServerReport(rounds).chart("2 cores").panelCount());
        assertEquals(4, new ServerReport(rounds).cpuChart("2 cores").panelCount(), "the server's and the database's");
    }

    @Test
    void aRoundSurvivesItsLineInTheRoundsFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("rounds.tsv");
        Round.append(file, rounds.get(0));
        Round.append(file, rounds.get(1));

        assertEquals(rounds.subList(0, 2), Round.readAll(file));
    }

    @Test
    void aShortLineIsRefusedSayingHowManyFieldsItHas() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Round.parse("wildfly\tweir"));
        assertTrue(e.getMessage().contains("13 tab-separated fields (11 without the CPU times), this line has 2"), e.getMessage());
    }
}
