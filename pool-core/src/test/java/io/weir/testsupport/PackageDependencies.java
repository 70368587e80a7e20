package io.weir.testsupport;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;

/** Which packages compiled classes depend on, as the JDK's jdeps sees them. */
public final class PackageDependencies {
    private PackageDependencies() {
    }

    /**
     * The dependencies of the packages under {@code classes} on the packages whose names match
     * {@code packagePattern}, each package mapped to the others it uses (never to itself).
     */
    public static Map<String, Set<String>> of(Path classes, String packagePattern) {
        if (!Files.isDirectory(classes)) {
            throw new AssertionError("compiled classes expected at " + classes.toAbsolutePath());
        }
        ToolProvider jdeps = ToolProvider.findFirst("jdeps")
                .orElseThrow(() -> new AssertionError("this test needs a JDK with jdeps"));
        StringWriter out = new StringWriter();
        int rc = jdeps.run(new PrintWriter(out), new PrintWriter(out), "-verbose:package", "-filter:none",
                "-e", packagePattern, classes.toString());
        if (rc != 0) throw new AssertionError("jdeps failed with " + rc + ":\n" + out);
        Map<String, Set<String>> graph = new TreeMap<>();
        for (String line : out.toString().split("\\R")) {
            // "   from.package    -> to.package    module-or-directory"
            String[] p = line.trim().split("\\s+");
            if (p.length >= 3 && p[1].equals("->") && p[2].matches(packagePattern) && !p[0].equals(p[2])) {
                graph.computeIfAbsent(p[0], k -> new TreeSet<>()).add(p[2]);
            }
        }
        return graph;
    }
}
