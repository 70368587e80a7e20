package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnJre;
import org.junit.jupiter.api.condition.JRE;

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
    void smokeRunsEveryPoolInTheSuitesOwnJvm() {
        SuiteOptions o = SuiteOptions.parse("smoke");

        assertEquals(0, o.forks, "no fork: JMH runs each benchmark in the suite's JVM");
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
        assertTrue(Scenarios.all().stream().filter(s -> s.backend().equals(Backend.H2)).allMatch(s -> s.id().startsWith("virtual-")),
                "the full run is the no-op drivers', but for the virtual threads");
    }

    @Test
    @EnabledOnJre(JRE.JAVA_17)
    void virtualThreadScenariosAreLeftOutOnJdk17SayingWhy() {
        assertTrue(Scenarios.all().stream().noneMatch(s -> s.id().startsWith("virtual-")));
        assertEquals("skipped on JDK 17: [virtual-1000x20, virtual-5000x4, virtual-10000x2] (virtual threads over H2 need JDK 24:"
                + " before it they pin their carriers)", Scenarios.skippedHere());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SuiteOptions.parse("quick", "--scenarios", "virtual-5000x4"));
        assertEquals(Scenarios.skippedHere(), e.getMessage());
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
