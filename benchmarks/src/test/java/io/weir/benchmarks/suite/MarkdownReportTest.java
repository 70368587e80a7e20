package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MarkdownReportTest {

    @Test
    void summaryNamesTheBestOtherPoolAndWeirsRatio() {
        String md = render(Fixtures.THROUGHPUT, Fixtures.throughput("weir", "bare", 30), Fixtures.throughput("hikari", "bare", 20),
                Fixtures.throughput("agroal", "bare", 10));

        assertTrue(md.contains("| cycle | bare | 30.0 ops/µs | HikariCP 20.0 | 1.50 | 16 |"), md);
    }

    @Test
    void sampledScenarioShowsItsPercentiles() {
        String md = render(Fixtures.LATENCY, Fixtures.latency("weir", "safe", 12, 10, 55, 120),
                Fixtures.latency("hikari", "safe", 24, 20, 110, 400));

        assertTrue(md.contains("| **Weir** | safe | 12.0 | 1.20 | 12.0 | 12.0 | 12.0 | 10.0 | 55.0 | 120 | 2.00 | 48 |"), md);
    }

    @Test
    void throughputScenarioTimedPerOperationShowsItsPercentilesBesideTheThroughput() {
        String md = render(Fixtures.TIMED, Fixtures.timed("weir", "safe", 1.8, 1.0, 1.3, 99),
                Fixtures.timed("hikari", "safe", 1.5, 1.1, 4.2, 4000));

        assertTrue(md.contains("Throughput, higher is better, in ops/µs; percentiles of the time per operation in µs."), md);
        assertTrue(md.contains("| **Weir** | safe | 1.80 | 0.180 | 1.80 | 1.80 | 1.80 | 1.00 | 1.30 | 99.0 | 1.20 | 200 |"), md);
    }

    @Test
    void virtualThreadBatchShowsItsTimeOverTheIdealAndTheWorstWait() {
        String md = render(Fixtures.BATCH, Fixtures.batch("weir", "safe", 2400, 150, 400, 600),
                Fixtures.batch("hikari", "safe", 2600, 0.002, 2000, 2800));

        assertTrue(md.contains("over ideal: the batch time over 2000 ms"), md);
        assertTrue(md.contains("| **Weir** | safe | 2400 | 240 | 2400 | 2400 | 2400 | 1.20 | 150 | 400 | 600 | 1.08 | 900 |"), md);
    }

    @Test
    void throughputScenarioWithoutTimesHasNoPercentileColumns() {
        String md = render(Fixtures.THROUGHPUT, Fixtures.throughput("weir", "bare", 30), Fixtures.throughput("hikari", "bare", 20));

        assertTrue(md.contains("| pool | config | score | ± error | fork min | fork median | fork max | ratio to best other | B/op |"), md);
        assertFalse(md.contains("p99"), md);
    }

    @Test
    void scenarioTableShowsTheLowestMedianAndHighestForkBesideTheMean() {
        String md = render(Fixtures.THROUGHPUT, Fixtures.throughputForks("weir", 33, 27, 30), Fixtures.throughputForks("hikari", 20));

        assertTrue(md.contains("| **Weir** | safe | 30.0 | 0.300 | 27.0 | 30.0 | 33.0 | 1.50 | 16 |"), md);
    }

    @Test
    void forkSummaryGivesBothPoolsForksAndSaysWeirsSlowestForkIsAhead() {
        String md = render(Fixtures.THROUGHPUT, Fixtures.throughputForks("weir", 33, 27, 30),
                Fixtures.throughputForks("hikari", 20, 22, 24), Fixtures.throughputForks("agroal", 10, 26));

        assertTrue(md.contains("| cycle | safe | 3 | 27.0 / 30.0 / 33.0 ops/µs | HikariCP 20.0 / 22.0 / 24.0 | 27.0 | Agroal 26.0 | yes |"), md);
    }

    @Test
    void forkSummaryMarksASlowestForkBelowTheOthersFastest() {
        String md = render(Fixtures.THROUGHPUT, Fixtures.throughputForks("weir", 33, 19, 30), Fixtures.throughputForks("hikari", 20, 22, 24));

        assertTrue(md.contains("| 19.0 | HikariCP 24.0 | **no** |"), md);
    }

    @Test
    void forkSummaryCountsTheRoundsInWhichWeirsForkWasAheadOfTheBestOtherPoolsForkOfTheSameRound() {
        // round 2: Weir 19 against HikariCP 22
        String md = render(Fixtures.THROUGHPUT, Fixtures.throughputForks("weir", 33, 19, 30), Fixtures.throughputForks("hikari", 20, 22, 24));

        assertTrue(md.contains("| **no** | **2 of 3** | 0.86 |"), md);
    }

    @Test
    void missingCombinationIsListed() {
        String md = new MarkdownReport(Fixtures.results(List.of(Fixtures.THROUGHPUT), List.of("weir", "bonecp"),
                List.of("bare"), List.of(Fixtures.throughput("weir", "bare", 30)))).render();

        assertTrue(md.contains("## Missing results\n\n- cycle bonecp/bare\n"), md);
    }

    @Test
    void machineLineIsPrinted() {
        String md = new MarkdownReport(Fixtures.results(List.of(Fixtures.THROUGHPUT), List.of("weir"),
                List.of("bare"), List.of(Fixtures.throughput("weir", "bare", 30)))).render();

        assertTrue(md.contains("- Machine: 2 cores, JDK 17\n"), md);
    }

    @Test
    void aRunOverH2SaysSoInsteadOfTheStub() {
        Scenario overH2 = new Scenario("cycle-h2", "a cycle over H2", "x.Bench.cycle",
                Mode.Throughput, TimeUnit.MICROSECONDS, 1, 8, -1, 1, Backend.H2);
        String md = new MarkdownReport(Fixtures.results(List.of(overH2), List.of("weir"),
                List.of("bare"), List.of(new Measurement("cycle-h2", "weir", "bare", 1, 0.1, "ops/us",
                        Double.NaN, Double.NaN, Double.NaN, Double.NaN, 1600, ForkScores.of(1))))).render();

        assertTrue(md.contains("- H2 (scenarios ending in -h2)"), md);
        assertFalse(md.contains("- Stub driver"), md);
    }

    /** The report of one scenario, over the pools and configurations of {@code measurements}, in their order. */
    private static String render(Scenario scenario, Measurement... measurements) {
        List<Measurement> all = List.of(measurements);
        return new MarkdownReport(Fixtures.results(List.of(scenario), all.stream().map(Measurement::pool).distinct().toList(),
                all.stream().map(Measurement::safety).distinct().toList(), all)).render();
    }
}
