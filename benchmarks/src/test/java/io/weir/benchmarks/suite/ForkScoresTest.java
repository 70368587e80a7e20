package io.weir.benchmarks.suite;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ForkScoresTest {

    @Test
    void minAndMaxAreTheLowestAndHighestForkWhateverTheirOrder() {
        ForkScores forks = ForkScores.of(22, 19, 25, 21);

        assertEquals(19, forks.min());
        assertEquals(25, forks.max());
    }

    @Test
    void medianOfAnOddCountIsTheMiddleFork() {
        assertEquals(21, ForkScores.of(25, 19, 21).median());
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheTwoMiddleForks() {
        assertEquals(21.5, ForkScores.of(22, 19, 25, 21).median());
    }

    @Test
    void oneForkIsItsOwnMinMedianAndMax() {
        ForkScores forks = ForkScores.of(7);

        assertEquals(7, forks.min());
        assertEquals(7, forks.median());
        assertEquals(7, forks.max());
    }

    @Test
    void noForksHaveNoFigures() {
        ForkScores none = ForkScores.of();

        assertTrue(Double.isNaN(none.min()) && Double.isNaN(none.median()) && Double.isNaN(none.max()));
    }

    @Test
    void theSlowestForkOfAThroughputIsTheLowestAndTheFastestTheHighest() {
        ForkScores forks = ForkScores.of(22, 19, 25);

        assertEquals(19, forks.slowest(Fixtures.THROUGHPUT));
        assertEquals(25, forks.fastest(Fixtures.THROUGHPUT));
    }

    @Test
    void theSlowestForkOfATimeIsTheLongestAndTheFastestTheShortest() {
        ForkScores forks = ForkScores.of(22, 19, 25);

        assertEquals(25, forks.slowest(Fixtures.LATENCY));
        assertEquals(19, forks.fastest(Fixtures.LATENCY));
    }
}
