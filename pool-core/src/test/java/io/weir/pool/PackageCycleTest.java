package io.weir.pool;

import io.weir.testsupport.PackageDependencies;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * pool-core's packages form layers, with no package cycle: the types the engine shares with the resource
 * adapter ({@code io.weir.pool.spi}) at the bottom, the engine above them, and above the engine the public
 * API and the adapter's way in ({@code io.weir.pool.adapter}), which nothing in pool-core names. The folders say
 * so too: nothing under {@code spi} names a package outside it.
 */
class PackageCycleTest {
    private static final String SPI = "io.weir.pool.spi";
    private static final String ADAPTER = "io.weir.pool.adapter";

    @Test
    void noPackageOfPoolCoreDependsOnItselfThroughOthers() {
        Map<String, Set<String>> graph = PackageDependencies.of(Path.of("target", "classes"), "io\\.weir\\.pool.*");
        assertFalse(graph.isEmpty(), "jdeps found no dependencies between pool-core's packages");
        assertTrue(graph.containsKey("io.weir.pool.internal.engine.lending"), "the engine's dependencies, in " + graph);
        for (String start : graph.keySet()) {
            List<String> cycle = pathBack(graph, start, start, new ArrayList<>(List.of(start)));
            if (cycle != null) fail("package cycle " + String.join(" -> ", cycle) + " in " + graph);
        }
    }

    @Test
    void theEngineAndTheSharedTypesNeverUseThePublicApi() {
        Map<String, Set<String>> graph = PackageDependencies.of(Path.of("target", "classes"), "io\\.weir\\.pool.*");
        for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
            boolean belowTheApi = e.getKey().startsWith("io.weir.pool.internal.") || e.getKey().equals("io.weir.pool.spi");
            if (belowTheApi) assertFalse(e.getValue().contains("io.weir.pool"), e.getKey() + " uses the public API: " + e.getValue());
        }
        assertTrue(graph.get("io.weir.pool").contains("io.weir.pool.internal.engine.lending"), "the API starts the engine: " + graph);
    }

    @Test
    void nothingInTheSpiFolderNamesAPackageOfThePoolOutsideIt() {
        Map<String, Set<String>> graph = PackageDependencies.of(Path.of("target", "classes"), "io\\.weir\\.pool.*");
        assertTrue(graph.values().stream().anyMatch(used -> used.contains(SPI)), "jdeps saw the spi used, in " + graph);
        for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
            if (!inSpiFolder(e.getKey())) continue;
            for (String used : e.getValue()) {
                assertTrue(inSpiFolder(used), e.getKey() + " is in the spi's folder, the bottom layer, yet names " + used);
            }
        }
    }

    @Test
    void theAdaptersWayInIsNamedByNoPackageOfThePool() {
        Map<String, Set<String>> graph = PackageDependencies.of(Path.of("target", "classes"), "io\\.weir\\.pool.*");
        for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
            if (!e.getKey().equals(ADAPTER)) assertFalse(e.getValue().contains(ADAPTER), e.getKey() + " names the adapter's way in");
        }
    }

    @Test
    void theAdaptersWayInWiresTheEngineAndTheFacades() {
        Map<String, Set<String>> graph = PackageDependencies.of(Path.of("target", "classes"), "io\\.weir\\.pool.*");
        Set<String> used = graph.get(ADAPTER);
        assertTrue(used != null && used.contains("io.weir.pool.internal.engine.lending") && used.contains("io.weir.pool.internal.jdbc"),
                "the adapter's way in starts the engine with the facades: " + used);
    }

    private static boolean inSpiFolder(String pkg) {
        return pkg.equals(SPI) || pkg.startsWith(SPI + ".");
    }

    /** A path from {@code at} back to {@code start}, as the list of packages on it, or null if there is none. */
    private static List<String> pathBack(Map<String, Set<String>> graph, String start, String at, List<String> path) {
        for (String next : graph.getOrDefault(at, Set.of())) {
            if (next.equals(start)) {
                path.add(next);
                return path;
            }
            if (path.contains(next)) continue;
            path.add(next);
            List<String> found = pathBack(graph, start, next, path);
            if (found != null) return found;
            path.remove(path.size() - 1);
        }
        return null;
    }
}
