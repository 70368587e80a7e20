package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SuiteOptionsTest {

    @Test
    void fullRunsEveryPoolWithThreeForks() {
        SuiteOptions o = SuiteOptions.parse("full");

        assertEquals(9, o.pools.size());
        assertEquals(3, o.forks);
        assertEquals(Scenarios.all(), o.scenarios);
    }

    @Test
    void smokeRunsOneForkOfEveryPool() {
        SuiteOptions o = SuiteOptions.parse("smoke");

        assertEquals(1, o.forks);
        assertEquals(1, o.iterations);
        assertEquals(9, o.pools.size());
        assertEquals(Scenarios.smoke(), o.scenarios);
    }

    @Test
    void quickComparesWeirHikariAndAgroalOnTheShortList() {
        SuiteOptions o = SuiteOptions.parse("quick");

        assertEquals(List.of("weir", "hikari", "agroal"), o.pools);
        assertEquals(3, o.forks);
        assertEquals(Scenarios.quick(), o.scenarios);
    }

    @Test
    void resultsGoUnderTargetByModeAndJdkSoRawJsonIsNeverCommitted() {
        assertEquals(Path.of("target", "results", "quick-jdk" + Runtime.version().feature()), SuiteOptions.parse("quick").out);
    }

    @Test
    void scenariosAndPoolsCanBeNarrowed() {
        SuiteOptions o = SuiteOptions.parse("quick", "--pools", "weir,hikari", "--scenarios", "connection-cycle-2t",
                "--safety", "bare");

        assertEquals(List.of("weir", "hikari"), o.pools);
        assertEquals(List.of("bare"), o.safeties);
        assertEquals("connection-cycle-2t", o.scenarios.get(0).id());
    }

    @Test
    void realDriverScenariosRunOnlyWhenNamed() {
        SuiteOptions o = SuiteOptions.parse("full", "--scenarios", "mixed-1t-h2");

        assertEquals(Backend.H2, o.scenarios.get(0).backend());
        assertTrue(Scenarios.all().stream().allMatch(s -> s.backend().equals(Backend.STUB)), "the full run is the stub's");
    }

    @Test
    void unknownScenarioIsRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SuiteOptions.parse("quick", "--scenarios", "nope"));

        assertTrue(e.getMessage().contains("unknown scenario nope"), e.getMessage());
    }

    @Test
    void unknownPoolIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> SuiteOptions.parse("quick", "--pools", "weir,proxool"));
    }
}
