package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThreadReportTest {
    private static ThreadRow row(String arm, int round, String group, double micros) {
        return new ThreadRow("wildfly", arm, "read", 32, round, group, 1, micros, micros / 100, 0);
    }

    @Test
    void eachGroupIsTheMeanOverTheArmsRoundsCountingARoundWithoutItAsNone() {
        String table = new ThreadReport(List.of(
                row("weir", 1, "default task-*", 100), row("weir", 1, "weir-clock", 20),
                row("weir", 2, "default task-*", 120),
                row("agroal", 1, "default task-*", 90), row("agroal", 2, "default task-*", 110)))
                .table("wildfly", "read", 32).markdown();

        assertTrue(table.contains("| default task-* | 110 (100-120) | 100 (90.0-110) |"), table);
        assertTrue(table.contains("| weir-clock | 10.0 (0.000-20.0) | 0 |"), "a group one arm lacks is 0 there: " + table);
        assertTrue(table.contains("| all threads | 120 (120-120) | 100 (90.0-110) |"), table);
    }

    @Test
    void groupsUnderTwoPercentOfEveryArmAreSummedInOneRow() {
        String table = new ThreadReport(List.of(
                row("weir", 1, "default task-*", 1000), row("weir", 1, "timer-*", 5), row("weir", 1, "scanner", 4),
                row("agroal", 1, "default task-*", 1000), row("agroal", 1, "scanner", 30)))
                .table("wildfly", "read", 32).markdown();

        assertFalse(table.contains("timer-*"), table);
        assertTrue(table.contains("| scanner |"), "3 % of Agroal's: " + table);
        assertTrue(table.contains("| " + ThreadReport.OTHERS + " | 5.00 (5.00-5.00) | 0 |"), table);
    }

    @Test
    void theSwitchesTableShowsTheGroupsTheCpuTableShows() {
        String table = new ThreadReport(List.of(
                row("weir", 1, "default task-*", 1000), row("weir", 1, "timer-*", 5),
                row("agroal", 1, "default task-*", 900)))
                .switchesTable("wildfly", "read", 32).markdown();

        assertTrue(table.contains("| default task-* | 10.0 (10.0-10.0) | 9.00 (9.00-9.00) |"), "a hundredth of the CPU here: " + table);
        assertTrue(table.contains("| " + ThreadReport.OTHERS + " | 0.050 (0.050-0.050) | 0 |"), table);
    }

    @Test
    void withoutARowThereIsNothingToReport() {
        assertThrows(IllegalArgumentException.class, () -> new ThreadReport(List.of()));
    }

    @Test
    void aThreadRowIsOneLineOfTheThreadsFileAndBack() {
        ThreadRow row = new ThreadRow("payara", "weir-sized", "write", 128, 3, "http-thread-poo", 12, 57.25, 2.5004, 0.25);

        assertEquals(new ThreadRow("payara", "weir-sized", "write", 128, 3, "http-thread-poo", 12, 57.3, 2.500, 0.250), ThreadRow.parse(row.line()));
    }
}
