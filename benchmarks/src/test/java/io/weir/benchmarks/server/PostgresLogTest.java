package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PostgresLogTest {
    private static final List<String> LINES = List.of(
            "2026-01-01 00:00:00.001 UTC [101] app=weir-srvbench-weir LOG:  unexpected EOF on client connection with an open transaction",
            "2026-01-01 00:00:00.002 UTC [102] app=weir-srvbench-weir LOG:  unexpected EOF on client connection",
            "2026-01-01 00:00:00.003 UTC [103] app=weir-srvbench-weir LOG:  could not receive data from client: Connection reset by peer",
            "2026-01-01 00:00:00.004 UTC [104] app=weir-srvbench-weir FATAL:  terminating connection due to administrator command",
            "2026-01-01 00:00:00.005 UTC [105] app=weir-srvbench-weir-sized LOG:  unexpected EOF on client connection",
            "2026-01-01 00:00:00.006 UTC [106] app=weir-srvbench-agroal LOG:  unexpected EOF on client connection",
            "2026-01-01 00:00:00.007 UTC [107] app=weir-srvbench-weir LOG:  disconnection: session time: 0:00:01.000");

    @Test
    void countsOnlyTheLinesOfTheApplicationNamedExactly() {
        PostgresLog.Counts weir = PostgresLog.count(LINES, "weir-srvbench-weir");
        assertEquals(new PostgresLog.Counts(2, 1, 1, 1), weir);
        assertEquals(4, weir.unclean());
        assertEquals(new PostgresLog.Counts(1, 0, 0, 0), PostgresLog.count(LINES, "weir-srvbench-agroal"));
        assertEquals(new PostgresLog.Counts(0, 0, 0, 0), PostgresLog.count(LINES, "weir-srvbench-payara-weir"));
    }

    @Test
    void readsWhatWasWrittenAfterTheOffset(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("server.log");
        Files.writeString(log, "before\n");
        long offset = PostgresLog.length(log);
        Files.writeString(log, "before\nafter 1\nafter 2\n");
        assertEquals(List.of("after 1", "after 2"), PostgresLog.linesFrom(log, offset));
        assertEquals(0, PostgresLog.length(dir.resolve("absent.log")));
    }
}
