package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JvmProbeTest {
    @Test
    void readsTheLiveHeapFromTheClassHistogramsTotal() {
        String histogram = """
                12345:
                 num     #instances         #bytes  class name (module)
                -------------------------------------------------------
                   1:        120000       10485760  [B (java.base@17.0.15)
                   2:         90000        2160000  java.lang.String (java.base@17.0.15)
                Total        210000       12645760
                """;
        assertEquals(12349, JvmProbe.histogramTotalKib(histogram));
    }

    @Test
    void readsTheThreadCountFromProc(@TempDir Path proc) throws Exception {
        Files.createDirectories(proc.resolve("42"));
        Files.writeString(proc.resolve("42/status"), "Name:\tjava\nThreads:\t191\nSigQ:\t0/1\n");
        assertEquals(191, JvmProbe.threads(proc, 42));
        assertEquals(-1, JvmProbe.threads(proc, 43));
    }
}
