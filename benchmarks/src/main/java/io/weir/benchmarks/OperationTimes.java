package io.weir.benchmarks;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.util.SampleBuffer;

/**
 * One benchmark thread's time of every operation in an iteration, none left out, for
 * {@link ExactTimesProfiler}. JMH's own SampleTime mode is biased where a thread runs more than 20
 * operations per millisecond (see {@link ExactTimesProfiler}), as the contended benchmark's do.
 */
@State(Scope.Thread)
public class OperationTimes {
    private SampleBuffer times = new SampleBuffer();

    @Setup(Level.Iteration)
    public void startIteration() {
        times = new SampleBuffer();
    }

    @TearDown(Level.Iteration)
    public void endIteration() {
        ExactTimesProfiler.publish(times);
    }

    void record(long nanos) {
        times.add(nanos);
    }
}
