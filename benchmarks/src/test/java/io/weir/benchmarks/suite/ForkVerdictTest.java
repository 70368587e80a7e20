package io.weir.benchmarks.suite;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ForkVerdictTest {

    @Test
    void aSlowestForkAboveEveryOtherPoolsFastestForkIsAhead() {
        Measurement weir = Fixtures.throughputForks("weir", 30, 31, 33);

        ForkVerdict v = verdict(Fixtures.THROUGHPUT, weir, Fixtures.throughputForks("hikari", 20, 29, 25)).orElseThrow();

        assertTrue(v.ahead());
        assertEquals(30, v.slowest());
        assertEquals(29, v.rivalFastest());
    }

    @Test
    void aSlowestForkEqualToTheOthersFastestIsAhead() {
        Measurement weir = Fixtures.throughputForks("weir", 30, 31, 33);

        assertTrue(verdict(Fixtures.THROUGHPUT, weir, Fixtures.throughputForks("hikari", 20, 30)).orElseThrow().ahead());
    }

    @Test
    void oneSlowForkBelowTheOthersFastestIsBehindThoughTheMeanIsAhead() {
        Measurement weir = Fixtures.throughputForks("weir", 40, 40, 18);
        Measurement hikari = Fixtures.throughputForks("hikari", 20, 20, 21);

        ForkVerdict v = verdict(Fixtures.THROUGHPUT, weir, hikari).orElseThrow();

        assertTrue(weir.score() > hikari.score());
        assertFalse(v.ahead());
        assertEquals(18, v.slowest());
        assertEquals(21, v.rivalFastest());
    }

    @Test
    void theRivalIsThePoolWithTheFastestForkNotTheBestMean() {
        Measurement weir = Fixtures.throughputForks("weir", 30, 31);
        Measurement steady = Fixtures.throughputForks("hikari", 28, 28);
        Measurement erratic = Fixtures.throughputForks("agroal", 10, 32);

        ForkVerdict v = verdict(Fixtures.THROUGHPUT, weir, steady, erratic).orElseThrow();

        assertEquals("agroal", v.rival());
        assertFalse(v.ahead());
    }

    @Test
    void forATimeTheLongestForkMustBeNoLongerThanTheOthersShortest() {
        Measurement weir = Fixtures.latencyForks("weir", 10, 11, 13);

        assertTrue(verdict(Fixtures.LATENCY, weir, Fixtures.latencyForks("hikari", 13, 15)).orElseThrow().ahead());
        assertFalse(verdict(Fixtures.LATENCY, weir, Fixtures.latencyForks("hikari", 12.9, 20)).orElseThrow().ahead());
    }

    @Test
    void aPoolAloneHasNoVerdict() {
        Measurement weir = Fixtures.throughputForks("weir", 30, 31);

        assertTrue(verdict(Fixtures.THROUGHPUT, weir).isEmpty());
    }

    private static Optional<ForkVerdict> verdict(Scenario s, Measurement pool, Measurement... others) {
        List<Measurement> group = new ArrayList<>(List.of(others));
        group.add(0, pool);
        return new Comparison(s, group).forkVerdict(pool);
    }
}
