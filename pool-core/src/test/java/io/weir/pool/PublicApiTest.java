package io.weir.pool;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The public package holds what applications use and nothing else, and pool-core finds its own parts
 * by plain calls: no service the jar both declares and loads.
 */
class PublicApiTest {
    private static final Path CLASSES = Path.of("target", "classes");

    @Test
    void thePublicPackageHoldsOnlyTheTypesApplicationsUse() throws Exception {
        Set<String> publicTypes = new TreeSet<>();
        try (Stream<Path> files = Files.list(CLASSES.resolve("io/weir/pool"))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.contains("$")) continue;
                Class<?> type = Class.forName("io.weir.pool." + file.substring(0, file.length() - ".class".length()));
                if (Modifier.isPublic(type.getModifiers())) publicTypes.add(type.getSimpleName());
            }
        }
        assertEquals(new TreeSet<>(Set.of("WeirConfig", "WeirDataSource", "WeirPoolMXBean", "MetricsTracker",
                "MetricsTrackerFactory", "MicrometerMetricsTrackerFactory", "SQLExceptionOverride",
                "WeirPoolInitializationException")), publicTypes);
    }

    @Test
    void poolCoreDeclaresNoServiceOfItsOwn() {
        assertFalse(Files.exists(CLASSES.resolve("META-INF/services")),
                "pool-core's jar has META-INF/services; its parts are found by plain calls");
    }

    @Test
    void theModuleNeitherUsesNorProvidesAService() throws IOException {
        ModuleDescriptor module;
        try (InputStream in = Files.newInputStream(CLASSES.resolve("module-info.class"))) {
            module = ModuleDescriptor.read(in);
        }
        assertTrue(module.uses().isEmpty(), "uses " + module.uses());
        assertTrue(module.provides().isEmpty(), "provides " + module.provides());
    }
}
