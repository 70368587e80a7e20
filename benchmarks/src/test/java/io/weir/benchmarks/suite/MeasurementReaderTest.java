package io.weir.benchmarks.suite;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;

import static io.weir.benchmarks.suite.JmhResults.allocation;
import static io.weir.benchmarks.suite.JmhResults.exactTimes;
import static io.weir.benchmarks.suite.JmhResults.fork;
import static io.weir.benchmarks.suite.JmhResults.iteration;
import static io.weir.benchmarks.suite.JmhResults.jmhSamples;
import static io.weir.benchmarks.suite.JmhResults.run;
import static io.weir.benchmarks.suite.JmhResults.throughput;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reader over results that JMH itself aggregated from forks of iterations, as a suite run hands them over. */
class MeasurementReaderTest {
    @Test
    void exactPercentilesAreOfEveryOperationOfEveryIterationAndForkBesideJmhsThroughput() {
        // ten waits of a millisecond in one iteration of one fork: 10 of 4,000 operations, 0.25%
        RunResult run = run(Mode.Throughput,
                fork(iteration(throughput(1_000_000), exactTimes(990, 1_000, 10, 1_000_000)),
                        iteration(throughput(3_000_000), exactTimes(1000, 1_000, 0, 0))),
                fork(iteration(throughput(2_000_000), exactTimes(1000, 1_000, 0, 0)),
                        iteration(throughput(2_000_000), exactTimes(1000, 1_000, 0, 0))));

        Measurement m = MeasurementReader.read(Fixtures.TIMED, run);

        assertEquals(2.0, m.score(), 0.01); // JMH's throughput, ops/µs
        assertEquals("ops/us", m.unit());
        assertEquals(1.0, m.p50(), 0.01);
        assertEquals(1.0, m.p99(), 0.01);
        assertEquals(1000, m.p999(), 2); // averaging the four iterations' p99.9 would give about 250
    }

    @Test
    void aSampledScenarioWithExactTimesTakesItsPercentilesFromThem() {
        RunResult run = run(Mode.SampleTime,
                fork(iteration(jmhSamples(5_000), exactTimes(990, 1_000, 10, 1_000_000))),
                fork(iteration(jmhSamples(5_000), exactTimes(1000, 1_000, 0, 0))));

        Measurement m = MeasurementReader.read(Fixtures.LATENCY, run);

        assertEquals(5.0, m.score(), 0.01); // JMH's own mean
        assertEquals(1.0, m.p50(), 0.01); // not JMH's 5 µs
        assertEquals(1000, m.p999(), 2);
    }

    @Test
    void aSampledScenarioWithoutExactTimesReadsJmhsSamples() {
        RunResult run = run(Mode.SampleTime,
                fork(iteration(jmhSamples(2_000, 2_000, 2_000, 50_000))),
                fork(iteration(jmhSamples(2_000, 2_000, 2_000, 2_000))));

        Measurement m = MeasurementReader.read(Fixtures.LATENCY, run);

        assertEquals((7 * 2.0 + 50) / 8, m.score(), 0.05);
        assertEquals(2.0, m.p50(), 0.01);
        assertEquals(50, m.p999(), 0.1);
    }

    @Test
    void aThroughputScenarioHasScoreAndAllocationButNoPercentiles() {
        RunResult run = run(Mode.Throughput,
                fork(iteration(throughput(30_000_000), allocation(56))),
                fork(iteration(throughput(20_000_000), allocation(56))));

        Measurement m = MeasurementReader.read(Fixtures.THROUGHPUT, run);

        assertEquals(25.0, m.score(), 0.01); // ops/µs: 30 and 20 million operations in a second each
        assertEquals(56, m.bytesPerOp(), 0.01);
        assertEquals("weir", m.pool());
        assertEquals("safe", m.safety());
        assertTrue(Double.isNaN(m.p50()) && Double.isNaN(m.p99()) && Double.isNaN(m.p999()), m::toString);
    }

    @Test
    void eachForksScoreIsTheMeanOfItsOwnIterations() {
        RunResult run = run(Mode.Throughput,
                fork(iteration(throughput(30_000_000)), iteration(throughput(32_000_000))),
                fork(iteration(throughput(20_000_000)), iteration(throughput(20_000_000))),
                fork(iteration(throughput(25_000_000)), iteration(throughput(27_000_000))));

        ForkScores forks = MeasurementReader.read(Fixtures.THROUGHPUT, run).forks();

        assertEquals(3, forks.count());
        assertEquals(20, forks.min(), 0.01);
        assertEquals(26, forks.median(), 0.01);
        assertEquals(31, forks.max(), 0.01);
    }

    @Test
    void aSampledForksScoreIsItsMeanTime() {
        RunResult run = run(Mode.SampleTime,
                fork(iteration(jmhSamples(2_000, 4_000))),
                fork(iteration(jmhSamples(9_000, 11_000))));

        ForkScores forks = MeasurementReader.read(Fixtures.LATENCY, run).forks();

        assertEquals(3.0, forks.min(), 0.01);
        assertEquals(10.0, forks.max(), 0.01);
    }
}
