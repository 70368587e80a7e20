package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoakChecksTest {
    private static final long S = TimeUnit.SECONDS.toNanos(1);
    private static final Injection KILL = new Injection(10 * S, 11 * S, SoakFault.EVERY_SERVER, SoakFault.KILL);
    private static final Injection REDEPLOY = new Injection(15 * S, 25 * S, "wildfly", SoakFault.REDEPLOY);
    private static final Injection RECONFIGURE = new Injection(40 * S, 50 * S, "payara", SoakFault.RECONFIGURE);
    private final SoakChecks checks = new SoakChecks(List.of(KILL, REDEPLOY, RECONFIGURE), 5 * S);

    @Test
    void aFailureIsAccountedToAFaultOfItsServerFromTheStartToTheEndPlusTheGrace() {
        assertEquals(KILL, checks.cause("payara", 10 * S));
        assertEquals(KILL, checks.cause("payara", 16 * S));
        assertNull(checks.cause("payara", 16 * S + 1), "after the kill's grace, and the redeploy was WildFly's");
        assertNull(checks.cause("wildfly", 10 * S - 1), "before the first fault");
        assertEquals(REDEPLOY, checks.cause("wildfly", 30 * S));
        assertNull(checks.cause("wildfly", 45 * S), "Payara's reconfiguration");
    }

    @Test
    void whereWindowsOverlapARunningFaultWinsOverOneInItsGrace() {
        // 15.5 s: the kill's grace (until 16 s) and the redeploy's run
        assertEquals(REDEPLOY, checks.cause("wildfly", 15 * S + S / 2));
        assertEquals(List.of(100 * S), checks.unaccounted("wildfly", List.of(10 * S, 20 * S, 100 * S)));
    }

    @Test
    void anArmMayHoldTwiceItsPoolWhileItsServerRebuildsThePool() {
        assertEquals(10, checks.connectionLimit("payara", 39 * S, 10));
        assertEquals(20, checks.connectionLimit("payara", 55 * S, 10));
        assertEquals(10, checks.connectionLimit("wildfly", 45 * S, 10));
        List<SoakChecks.Sample> samples = List.of(new SoakChecks.Sample(45 * S, 45 * S, "payara", 15, 100),
                new SoakChecks.Sample(60 * S, 60 * S, "payara", 11, 100), new SoakChecks.Sample(60 * S, 60 * S, "wildfly", 10, 100));
        assertEquals(List.of(samples.get(1)), checks.overLimit(samples, 10));
    }

    /** The count is the database's at some instant of its query: one asked before the rebuild and answered in it may be of then. */
    @Test
    void aSampleAnsweredWhileItsServerRebuildsThePoolMayHoldTwiceItsPool() {
        List<SoakChecks.Sample> samples = List.of(new SoakChecks.Sample(38 * S, 41 * S, "payara", 15, 100),
                new SoakChecks.Sample(36 * S, 39 * S, "payara", 11, 100));
        assertEquals(List.of(samples.get(1)), checks.overLimit(samples, 10));
    }

    @Test
    void heapAndThreadsMayGrowByTheirTolerancesOnly() {
        assertTrue(SoakChecks.heapFlat(new SoakChecks.Jvm(100_000, 110_000, 100, 100)));
        assertFalse(SoakChecks.heapFlat(new SoakChecks.Jvm(100_000, 110_001, 100, 100)));
        assertTrue(SoakChecks.threadsFlat(new SoakChecks.Jvm(1, 1, 200, 220)));
        assertFalse(SoakChecks.threadsFlat(new SoakChecks.Jvm(1, 1, 200, 221)));
        assertTrue(SoakChecks.threadsFlat(new SoakChecks.Jvm(1, 1, 20, 25)), "a few threads whatever the count");
        assertTrue(SoakChecks.threadsFlat(new SoakChecks.Jvm(1, 1, 200, 150)));
    }

    @Test
    void everyCheckFailsOnItsOwnViolation() {
        List<SoakChecks.Sample> samples = List.of(new SoakChecks.Sample(60 * S, 60 * S, "wildfly", 10, 90), new SoakChecks.Sample(60 * S, 60 * S, "payara", 12, 90));
        Map<String, SoakChecks.Jvm> jvms = Map.of("wildfly", new SoakChecks.Jvm(100, 100, 90, 90), "payara", new SoakChecks.Jvm(100, 200, 90, 90));
        List<SoakChecks.Check> all = checks.all(List.of("wildfly", "payara"), Map.of("wildfly", List.of(20 * S), "payara", List.of(100 * S)),
                Map.of("wildfly", 0L, "payara", 3L), samples, 10, jvms);
        assertEquals(10, all.size());
        assertEquals(List.of("committed rows lost", "connections within the pool's size", "heap after a full GC", "failures accounted for by a fault"),
                all.stream().filter(c -> !c.passed()).map(SoakChecks.Check::name).toList());
        assertTrue(all.stream().filter(c -> !c.passed()).allMatch(c -> c.server().equals("payara")));
    }

    @Test
    void anArmNeverSampledFailsItsConnectionCheck() {
        List<SoakChecks.Check> all = checks.all(List.of("wildfly"), Map.of(), Map.of(), List.of(), 10,
                Map.of("wildfly", new SoakChecks.Jvm(100, 100, 90, 90)));
        assertFalse(all.stream().filter(c -> c.name().startsWith("connections")).findFirst().orElseThrow().passed());
    }

    @Test
    void aFaultThatDidNotRecoverFailsTheRun() {
        assertTrue(SoakChecks.recovered(List.of()).passed());
        SoakChecks.Check stuck = SoakChecks.recovered(List.of(REDEPLOY));
        assertFalse(stuck.passed());
        assertTrue(stuck.detail().startsWith("redeploy of wildfly"), stuck.detail());
    }
}
