package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RestartReportTest {
    private static RestartRow row(String server, String arm, long failed, long eof, long firstSuccess, long full) {
        RestartFigures f = new RestartFigures(100, 1000, 10, 0, 0, 0, 0, failed, 5, 2000, 14000, firstSuccess, full, -2, List.of(100L, 100L, 0L, 50L));
        return new RestartRow(server, arm, f, 500, 0, new PostgresLog.Counts(eof, 0, 0, 0), 1.5);
    }

    @Test
    void weirMeetsItsGoalsOnlyWithoutFailuresOrUncleanClosesAndNoSlowerThanTheServersPool() {
        RestartReport report = new RestartReport(List.of(
                row("wildfly", "weir", 0, 0, 200, 1500), row("wildfly", "agroal", 0, 10, 300, 2000),
                row("payara", "weir", 1, 2, 1200, 3000), row("payara", "payara", 0, 0, 300, 2000)));
        List<RestartReport.Goal> goals = report.goals();
        assertEquals(2, goals.size());
        assertTrue(goals.get(0).met(), goals.get(0).misses().toString());
        assertEquals(4, goals.get(1).misses().size(), goals.get(1).misses().toString());
    }

    @Test
    void writesThePageAndItsChart(@TempDir Path dir) throws Exception {
        new RestartReport(List.of(row("wildfly", "weir", 0, 0, 200, 1500), row("wildfly", "agroal", 0, 10, 300, 2000)))
                .write(dir, "Restart", "run.sh restart-smoke", "2 cores", RestartReport.description(16, 5, 10, 20, "stop", "stop-domain"));
        String page = Files.readString(dir.resolve("restart.md"));
        assertTrue(page.contains("| wildfly | **weir** |"), page);
        assertTrue(page.contains("10 (0)"), page);
        assertTrue(Files.size(dir.resolve(RestartReport.THROUGHPUT_CHART)) > 0);
    }
}
