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
        return new Round(server, arm, "read", 32, round, rps, p99 / 2, p99, p99 * 2, 0, 3.5);
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

        assertTrue(md.contains("| wildfly | read | 32 | weir | agroal | 1.45 (0.90-2.00) | 0.85 (0.50-1.20) | 2 | yes |"), md);
        assertTrue(md.contains("| payara | read | 32 | 1 | **weir** | 80 | 2.50 | 5.00 | 10.00 | 0 | 3.5 |"), md);
    }

    @Test
    void chartHasOnePanelPerServerAndEndpointAndIsAReadablePng(@TempDir Path dir) throws Exception {
        new ServerReport(rounds).write(dir, "Results", "run.sh full", "2 cores");

        BufferedImage png = ImageIO.read(dir.resolve(ServerReport.CHART).toFile());
        assertTrue(png.getWidth() > 0);
        assertEquals(2, new ServerReport(rounds).chart("2 cores").panelCount());
        assertTrue(Files.readString(dir.resolve("results.md")).contains("](" + ServerReport.CHART + ")"));
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
        assertTrue(e.getMessage().contains("11 tab-separated fields, this line has 2"), e.getMessage());
    }
}
