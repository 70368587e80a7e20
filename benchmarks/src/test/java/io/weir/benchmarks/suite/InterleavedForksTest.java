package io.weir.benchmarks.suite;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;

import java.util.ArrayList;
import java.util.List;

import static io.weir.benchmarks.suite.JmhResults.fork;
import static io.weir.benchmarks.suite.JmhResults.iteration;
import static io.weir.benchmarks.suite.JmhResults.run;
import static io.weir.benchmarks.suite.JmhResults.throughput;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A scenario's forks run in rounds, one fork of every pool and configuration per round, and come back together. */
class InterleavedForksTest {

    @Test
    void eachRoundRunsOneForkOfEveryCombinationInReverseOrderEveryOtherRound() throws Exception {
        List<String> runs = new ArrayList<>();

        InterleavedForks.run(3, List.of("weir", "hikari"), List.of("bare", "safe"), (pool, safety, round) -> {
            runs.add(round + ":" + pool + "/" + safety);
            return List.of(run(Mode.Throughput, pool, safety, fork(iteration(throughput(1_000_000)))));
        });

        assertEquals(List.of(
                "0:weir/bare", "0:weir/safe", "0:hikari/bare", "0:hikari/safe",
                "1:hikari/safe", "1:hikari/bare", "1:weir/safe", "1:weir/bare",
                "2:weir/bare", "2:weir/safe", "2:hikari/bare", "2:hikari/safe"), runs);
    }

    @Test
    void eachCombinationsForksFromEveryRoundMakeOneResultReadLikeOneRunOfThatManyForks() throws Exception {
        List<RunResult> results = InterleavedForks.run(3, List.of("weir", "hikari"), List.of("safe"), (pool, safety, round) ->
                // weir's forks score 10, 20, 30 ops/µs by round; hikari's 1, 2, 3
                List.of(run(Mode.Throughput, pool, safety,
                        fork(iteration(throughput((round + 1) * (pool.equals("weir") ? 10_000_000L : 1_000_000L)))))));

        assertEquals(2, results.size());
        Measurement weir = MeasurementReader.read(Fixtures.THROUGHPUT, results.get(0));
        Measurement hikari = MeasurementReader.read(Fixtures.THROUGHPUT, results.get(1));
        assertEquals("weir", weir.pool());
        assertEquals(List.of(10.0, 20.0, 30.0), weir.forks().scores());
        assertEquals(20.0, weir.score(), 0.01);
        assertEquals("hikari", hikari.pool());
        assertEquals(List.of(1.0, 2.0, 3.0), hikari.forks().scores());
    }

    @Test
    void withNoForkEachCombinationRunsOnceAsTheSmokeRunDoesInTheSuitesOwnJvm() throws Exception {
        List<String> runs = new ArrayList<>();

        List<RunResult> results = InterleavedForks.run(0, List.of("weir", "hikari"), List.of("safe"), (pool, safety, round) -> {
            runs.add(round + ":" + pool + "/" + safety);
            return List.of(run(Mode.Throughput, pool, safety, fork(iteration(throughput(1_000_000)))));
        });

        assertEquals(List.of("0:weir/safe", "0:hikari/safe"), runs);
        assertEquals(2, results.size());
    }

    @Test
    void aCombinationThatProducedNoResultIsLeftOutForTheReportToNameAsMissing() throws Exception {
        List<RunResult> results = InterleavedForks.run(2, List.of("weir", "broken"), List.of("safe"), (pool, safety, round) ->
                pool.equals("broken") ? List.of() : List.of(run(Mode.Throughput, pool, safety, fork(iteration(throughput(1_000_000))))));

        assertEquals(1, results.size());
        assertEquals("weir", results.get(0).getParams().getParam("pool"));
        assertEquals(2, results.get(0).getBenchmarkResults().size());
    }
}
