package io.weir.rar;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.spi.ToolProvider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The adapter drives the pool through its public API and its SPI only, never through the engine's internals. */
class AdapterDependenciesTest {

    @Test
    void theAdapterDependsOnThePublicApiAndTheSpiOnly() {
        Path classes = Path.of("target", "classes");
        assertTrue(Files.isDirectory(classes), "compiled adapter classes expected at " + classes.toAbsolutePath());
        ToolProvider jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new AssertionError("this test needs a JDK with jdeps"));
        StringWriter out = new StringWriter();
        int rc = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:package", "-filter:none",
                "-e", "io\\.weir\\.pool.*", classes.toString());
        assertEquals(0, rc, out.toString());
        Set<String> poolPackages = new TreeSet<>();
        for (String line : out.toString().split("\\R")) {
            String[] p = line.trim().split("\\s+");
            if (p.length >= 3 && p[1].equals("->") && p[2].startsWith("io.weir.pool")) poolPackages.add(p[2]);
        }
        assertEquals(Set.of("io.weir.pool", "io.weir.pool.spi"), poolPackages);
    }
}
