package io.weir.benchmarks.suite;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two pools' forks compared round by round: the i-th fork of each ran in the same round. */
class RoundVerdictTest {

    @Test
    void forksThatOverlapAcrossRoundsCanStillBeAheadInEveryRound() {
        // the machine slowed down in round 3: both pools' forks fell, Weir's below HikariCP's fastest
        Measurement weir = Fixtures.throughputForks("weir", 40, 41, 29);
        Measurement hikari = Fixtures.throughputForks("hikari", 30, 31, 25);

        RoundVerdict v = RoundVerdict.of(Fixtures.THROUGHPUT, weir, hikari).orElseThrow();

        assertEquals("hikari", v.rival());
        assertEquals(3, v.ahead());
        assertEquals(3, v.rounds());
        assertEquals(29.0 / 25, v.lowestRatio(), 1e-9);
    }

    @Test
    void aRoundWhoseForkWasSlowerIsNotAheadAndSetsTheLowestRatio() {
        Measurement weir = Fixtures.throughputForks("weir", 40, 30, 41);
        Measurement hikari = Fixtures.throughputForks("hikari", 33, 34, 30);

        RoundVerdict v = RoundVerdict.of(Fixtures.THROUGHPUT, weir, hikari).orElseThrow();

        assertEquals(2, v.ahead());
        assertEquals(30.0 / 34, v.lowestRatio(), 1e-9);
    }

    @Test
    void forATimeARoundIsAheadWhereWeirsForkTookNoLonger() {
        Measurement weir = Fixtures.latencyForks("weir", 10, 12);
        Measurement hikari = Fixtures.latencyForks("hikari", 10, 11);

        RoundVerdict v = RoundVerdict.of(Fixtures.LATENCY, weir, hikari).orElseThrow();

        assertEquals(1, v.ahead());
        assertEquals(11.0 / 12, v.lowestRatio(), 1e-9);
    }

    @Test
    void onlyTheRoundsBothPoolsRanAreCompared() {
        Measurement weir = Fixtures.throughputForks("weir", 40, 41, 42);
        Measurement hikari = Fixtures.throughputForks("hikari", 33);

        assertEquals(1, RoundVerdict.of(Fixtures.THROUGHPUT, weir, hikari).orElseThrow().rounds());
        assertTrue(RoundVerdict.of(Fixtures.THROUGHPUT, weir, Fixtures.throughputForks("hikari")).isEmpty());
    }
}
