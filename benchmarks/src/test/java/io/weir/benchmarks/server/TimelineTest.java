package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TimelineTest {
    private static final long S = TimeUnit.SECONDS.toNanos(1);
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    /** n requests completing evenly over [from, to), all ok or all failed. */
    private static void spread(List<Timeline.Outcome> into, long from, long to, int n, boolean ok) {
        for (int i = 0; i < n; i++) {
            long done = from + (to - from) * i / n;
            into.add(new Timeline.Outcome(done - MS, done, ok));
        }
    }

    @Test
    void failuresAreCountedByWhenTheyCompletedBeforeDuringOrAfterTheFault() {
        List<Timeline.Outcome> o = new ArrayList<>();
        spread(o, 0, 5 * S, 500, true);
        spread(o, 4 * S, 5 * S, 2, false);
        spread(o, 5 * S, 7 * S, 30, false);
        spread(o, 7 * S + 100 * MS, 8 * S, 4, false);
        spread(o, 7 * S + 200 * MS, 20 * S, 1280, true);

        Timeline.Figures f = Timeline.figures(o, 0, 5 * S, 7 * S, 20 * S);

        assertEquals(100.0, f.baselineRequestsPerSecond(), 1e-9);
        assertEquals(2, f.failedBefore());
        assertEquals(30, f.failedDuring());
        assertEquals(4, f.failedAfter());
        assertEquals(200, f.firstSuccessMillis());
    }

    @Test
    void aRequestSentBeforeTheReturnThatFailsAfterItCountsAgainstTheFault() {
        List<Timeline.Outcome> o = new ArrayList<>();
        spread(o, 0, 5 * S, 500, true);
        o.add(new Timeline.Outcome(6 * S + 500 * MS, 7 * S + 500 * MS, false));
        o.add(new Timeline.Outcome(7 * S + 10 * MS, 7 * S + 20 * MS, false));

        Timeline.Figures f = Timeline.figures(o, 0, 5 * S, 7 * S, 20 * S);

        assertEquals(1, f.failedDuring());
        assertEquals(1, f.failedAfter());
    }

    @Test
    void fullThroughputIsTheFirstSecondAfterTheReturnWithEightyPercentOfTheBaseline() {
        List<Timeline.Outcome> o = new ArrayList<>();
        spread(o, 0, 5 * S, 500, true);
        // back at 6 s: 10 req/s for 2 s, then 100 req/s
        spread(o, 6 * S, 8 * S, 20, true);
        spread(o, 8 * S, 20 * S, 1200, true);

        Timeline.Figures f = Timeline.figures(o, 0, 5 * S, 6 * S, 20 * S);

        // the window starting at 7.8 s holds 2 + 80 successes: the first with 80 % of 100 req/s
        assertEquals(1800, f.fullThroughputMillis());
        assertEquals(0, f.firstSuccessMillis());
    }

    @Test
    void timesThatNeverCameAreMinusOne() {
        List<Timeline.Outcome> o = new ArrayList<>();
        spread(o, 0, 5 * S, 500, true);
        spread(o, 5 * S, 20 * S, 100, false);

        Timeline.Figures f = Timeline.figures(o, 0, 5 * S, 6 * S, 20 * S);

        assertEquals(-1, f.firstSuccessMillis());
        assertEquals(-1, f.fullThroughputMillis());
        assertEquals(93, f.failedAfter());
    }

    @Test
    void phasesOutOfOrderAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Timeline.figures(List.of(), 5 * S, 0, 6 * S, 20 * S));
    }

    @Test
    void theLoadReportsEachRequestToTheTimeline() throws Exception {
        Timeline timeline = new Timeline();
        timeline.completed(1, 2, true);
        timeline.completed(3, 4, false);

        assertEquals(List.of(new Timeline.Outcome(1, 2, true), new Timeline.Outcome(3, 4, false)), timeline.outcomes());
    }
}
