package io.weir.benchmarks.suite;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTest {

    @Test
    void throughputRatioIsScoreOverBestOtherScore() {
        Measurement weir = Fixtures.throughput("weir", "bare", 30);
        Comparison c = new Comparison(Fixtures.THROUGHPUT, List.of(weir,
                Fixtures.throughput("hikari", "bare", 20), Fixtures.throughput("agroal", "bare", 10)));

        assertEquals(1.5, c.ratioToBestOther(weir), 1e-9);
    }

    @Test
    void timeRatioIsBestOtherTimeOverOwnTime() {
        Measurement weir = Fixtures.latency("weir", "safe", 40, 1, 2, 3);
        Comparison c = new Comparison(Fixtures.LATENCY, List.of(weir,
                Fixtures.latency("hikari", "safe", 20, 1, 2, 3), Fixtures.latency("c3p0", "safe", 900, 1, 2, 3)));

        assertEquals(0.5, c.ratioToBestOther(weir), 1e-9);
    }

    @Test
    void bestOtherNeverIsThePoolItself() {
        Measurement hikari = Fixtures.throughput("hikari", "bare", 50);
        Comparison c = new Comparison(Fixtures.THROUGHPUT, List.of(hikari, Fixtures.throughput("weir", "bare", 40)));

        assertEquals("weir", c.bestOtherThan("hikari").orElseThrow().pool());
        assertEquals(1.25, c.ratioToBestOther(hikari), 1e-9);
    }

    @Test
    void aPoolAloneHasNoRatio() {
        Measurement weir = Fixtures.throughput("weir", "bare", 30);

        assertTrue(Double.isNaN(new Comparison(Fixtures.THROUGHPUT, List.of(weir)).ratioToBestOther(weir)));
    }
}
