package io.weir.rar;

import io.weir.testsupport.PackageDependencies;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The adapter drives the pool through its public API and its SPI (the shared types and the way to start a pool) only, never through the engine's internals. */
class AdapterDependenciesTest {

    @Test
    void theAdapterDependsOnThePublicApiAndTheSpiOnly() {
        Set<String> poolPackages = new TreeSet<>();
        PackageDependencies.of(Path.of("target", "classes"), "io\\.weir\\.pool.*").values().forEach(poolPackages::addAll);
        assertEquals(Set.of("io.weir.pool", "io.weir.pool.spi", "io.weir.pool.adapter"), poolPackages);
    }
}
