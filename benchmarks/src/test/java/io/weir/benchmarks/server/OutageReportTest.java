package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OutageReportTest {
    private static OutageRow row(String arm, Fault fault, int repeat, long during, long after, long firstSuccess) {
        return new OutageRow("wildfly", arm, fault, repeat, 5000, 0, during, after, firstSuccess, firstSuccess < 0 ? -1 : firstSuccess + 300, -1, 10, "10", 3.5);
    }

    @Test
    void weirMeetsItsGoalWithAFastFirstSuccessNoFailureAfterAndFewerFailuresThanEveryOtherArm() {
        OutageReport report = new OutageReport(List.of(row("weir", Fault.RESTART, 1, 3, 0, 400), row("agroal", Fault.RESTART, 1, 40, 2, 900)));

        assertTrue(report.goals().get(0).met(), report.goals().toString());
    }

    @Test
    void eachMissIsNamed() {
        OutageReport report = new OutageReport(List.of(
                row("weir", Fault.TERMINATE, 1, 3, 1, 1500), row("ironjacamar", Fault.TERMINATE, 1, 2, 0, 100)));

        OutageReport.Goal goal = report.goals().get(0);

        assertFalse(goal.met());
        assertEquals(List.of("first success 1500 ms (repeat 1)", "1 failed after the return (repeat 1)",
                "4.0 failed per run, not fewer than ironjacamar's 2.0"), goal.misses());
    }

    @Test
    void armsAreComparedPerRunWhenOneRanAFaultMoreOften() {
        OutageReport report = new OutageReport(List.of(row("weir", Fault.RESTART, 1, 6, 0, 400),
                row("agroal", Fault.RESTART, 1, 4, 0, 900), row("agroal", Fault.RESTART, 2, 4, 0, 900)));

        assertEquals(List.of("6.0 failed per run, not fewer than agroal's 4.0"), report.goals().get(0).misses());
    }

    @Test
    void noFailureOnEitherSideMeetsTheGoal() {
        OutageReport report = new OutageReport(List.of(row("weir", Fault.BLACKHOLE, 1, 0, 0, 0), row("agroal", Fault.BLACKHOLE, 1, 0, 0, 0)));

        assertTrue(report.goals().get(0).met());
    }

    @Test
    void tableListsEveryRepeatOfEachArmAndFault() {
        String md = new OutageReport(List.of(row("weir", Fault.RESTART, 1, 3, 0, 400), row("weir", Fault.RESTART, 2, 5, 0, 250),
                row("agroal", Fault.RESTART, 1, 40, 2, -1))).markdown("Outage", "run.sh outage", "2 cores", "what ran");

        assertTrue(md.contains("| wildfly | **weir** | restart | 3, 5 | 0, 0 | -, - | 0.40, 0.25 | 0.70, 0.55 | 10 / 10, 10 / 10 | 5000, 5000 |"), md);
        assertTrue(md.contains("| wildfly | agroal | restart | 40 | 2 | - | - | - |"), md);
    }

    private static OutageRow killed(String arm, int repeat, long during, int inUse) {
        return new OutageRow("wildfly", arm, Fault.TERMINATE, repeat, 5000, 0, during, 0, 50, 350, inUse, 10, "10", 3.5);
    }

    @Test
    void afterAKillWeirMeetsItsGoalWithFewerFailuresPerRunThanEveryOtherArm() {
        OutageReport report = new OutageReport(List.of(killed("weir", 1, 6, 4), killed("weir", 2, 2, 5),
                killed("ironjacamar", 1, 9, 4), killed("agroal", 1, 5, 6)));

        assertTrue(report.goals().get(0).met(), report.goals().toString());
    }

    @Test
    void afterAKillLosingNoMoreThanTheBackendsInUseIsStillAMissWhereAnotherArmLostFewer() {
        OutageReport report = new OutageReport(List.of(killed("weir", 1, 7, 7), killed("ironjacamar", 1, 5, 4)));

        assertEquals(List.of("7.0 failed per run, not fewer than ironjacamar's 5.0"), report.goals().get(0).misses());
    }

    @Test
    void tableShowsTheBackendsInUseAtAKill() {
        String md = new OutageReport(List.of(killed("weir", 1, 7, 7), killed("weir", 2, 6, 8)))
                .markdown("Outage", "run.sh outage", "2 cores", "what ran");

        assertTrue(md.contains("| wildfly | **weir** | terminate | 7, 6 | 0, 0 | 7, 8 |"), md);
    }

    @Test
    void theNoteGivesTheRangeOfTheLoadAverage() {
        String md = new OutageReport(List.of(row("weir", Fault.RESTART, 1, 3, 0, 400), row("agroal", Fault.RESTART, 1, 40, 2, 900)))
                .markdown("Outage", "run.sh outage", "2 cores", "what ran");

        assertTrue(md.contains("load average (1 minute) at the runs' ends: 3.5 to 3.5, 3.5 on average"), md);
    }

    @Test
    void writesTheNoteAndBothCharts(@TempDir Path dir) throws Exception {
        new OutageReport(List.of(row("weir", Fault.RESTART, 1, 0, 0, 400), row("agroal", Fault.RESTART, 1, 40, 2, 900)))
                .write(dir, "Outage", "run.sh outage", "2 cores", "what ran");

        assertTrue(Files.readString(dir.resolve("outage.md")).contains("![failed requests](outage-failures.png)"));
        assertTrue(ImageIO.read(dir.resolve(OutageReport.FAILURES_CHART).toFile()).getHeight() > 100);
        assertTrue(ImageIO.read(dir.resolve(OutageReport.RECOVERY_CHART).toFile()).getHeight() > 100);
    }

    @Test
    void rowsSurviveTheirFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("outage.tsv");
        OutageRow written = row("weir", Fault.BLACKHOLE, 2, 1, 0, 12);
        OutageRow.append(file, written);

        assertEquals(List.of(written), OutageRow.readAll(file));
    }

    @Test
    void aPoolCountOfMoreThanOneWordIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new OutageRow("wildfly", "weir", Fault.RESTART, 1, 1, 0, 0, 0, 0, 0, -1, 10, "10\t3", 1));
    }
}
