package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JvmProbeTest {
    @Test
    void readsTheWholeHeapsUseFromGcHeapInfo() {
        String g1 = """
                12345:
                 garbage-first heap   total 262144K, used 68017K [0x00000000f0000000, 0x0000000100000000)
                  region size 1024K, 3 young (3072K), 0 survivors (0K)
                 Metaspace       used 95000K, committed 96000K, reserved 1114112K
                """;
        assertEquals(68017, JvmProbe.heapUsedKib(g1));
    }

    @Test
    void readsTheThreadCountFromProc(@TempDir Path proc) throws Exception {
        Files.createDirectories(proc.resolve("42"));
        Files.writeString(proc.resolve("42/status"), "Name:\tjava\nThreads:\t191\nSigQ:\t0/1\n");
        assertEquals(191, JvmProbe.threads(proc, 42));
        assertEquals(-1, JvmProbe.threads(proc, 43));
    }
}
