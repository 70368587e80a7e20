package io.weir.benchmarks.server;

import io.weir.benchmarks.server.RestartLog.Kind;
import io.weir.benchmarks.server.RestartLog.Request;
import org.junit.jupiter.api.Test;

import java.io.EOFException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RestartFiguresTest {
    private static final long S = TimeUnit.SECONDS.toNanos(1);
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    /** n requests of one kind completing evenly over [from, to), each taken {@code took}. */
    private static void spread(List<Request> into, long from, long to, int n, Kind kind, long took) {
        for (int i = 0; i < n; i++) {
            long done = from + (to - from) * i / n;
            into.add(new Request(done - took, done, kind, kind == Kind.OK ? 200 : 0, kind == Kind.OK ? i : -1));
        }
    }

    @Test
    void countsEachKindOfFailureAndTimesTheRecoveryFromReady() {
        List<Request> r = new ArrayList<>();
        // baseline from 1 s to 6 s at 100 req/s; stop at 6 s, gone at 8 s, ready at 20 s, load until 30 s
        spread(r, 1 * S, 6 * S, 500, Kind.OK, MS);
        spread(r, 6 * S, 7 * S, 50, Kind.OK, MS);
        spread(r, 6 * S + 500 * MS, 7 * S, 5, Kind.UNAVAILABLE, MS);
        r.add(new Request(7 * S, 7 * S + 100 * MS, Kind.DROPPED, 0, -1));
        r.add(new Request(7 * S, 7 * S + 10 * MS, Kind.ABSENT, 404, -1));
        spread(r, 8 * S, 20 * S, 120, Kind.REFUSED, MS);
        r.add(new Request(7 * S, 8 * S, Kind.ERROR, 500, -1));
        // a success sent before the stop returned does not count as the first after the restart
        r.add(new Request(7 * S + 900 * MS, 20 * S + 100 * MS, Kind.OK, 200, 1000));
        // 20 req/s for 2 s from 20.3 s, then 100 req/s
        spread(r, 20 * S + 300 * MS, 22 * S + 300 * MS, 40, Kind.OK, MS);
        spread(r, 22 * S + 300 * MS, 30 * S, 770, Kind.OK, MS);

        RestartFigures f = RestartFigures.of(r, 1 * S, 6 * S, 8 * S, 20 * S, 30 * S);

        assertEquals(100.0, f.baselineRequestsPerSecond(), 1e-9);
        assertEquals(120, f.refused());
        assertEquals(5, f.unavailable());
        assertEquals(1, f.dropped());
        assertEquals(1, f.absent());
        assertEquals(1, f.failedAccepted());
        assertEquals(2000, f.stopMillis());
        assertEquals(14000, f.readyMillis());
        assertEquals(300, f.firstSuccessMillis());
        assertEquals(2300, f.fullThroughputMillis(), 100);
        // of 128 failures the slowest (the error's 1 s) lies above the 99th percentile, the next (the drop's 100 ms) on it
        assertEquals(100.0, f.failedP99Millis(), 0.2);
        assertEquals(-5, f.seriesStartSeconds());
        assertEquals(30 - 1, f.perSecond().size());
        assertEquals(100, f.perSecond().get(0));
        assertEquals(0, f.perSecond().get(5 + 5));
    }

    @Test
    void theRampShareIsWhatTheFirstSecondsAfterReadyServedOfTheBaselinesRate() {
        List<Request> r = new ArrayList<>();
        // baseline 100 req/s; ready at 20 s; then 40 req/s for 5 s and 100 req/s after: 700 of the 1000 the baseline would serve in 10 s
        spread(r, 0, 5 * S, 500, Kind.OK, MS);
        spread(r, 20 * S, 25 * S, 200, Kind.OK, MS);
        spread(r, 25 * S, 40 * S, 1500, Kind.OK, MS);

        assertEquals(0.70, RestartFigures.of(r, 0, 5 * S, 8 * S, 20 * S, 40 * S).rampShare(), 0.002);
        assertEquals(-1, RestartFigures.of(r, 0, 5 * S, 8 * S, 20 * S, 29 * S).rampShare(), "the load ended within the ramp");
    }

    @Test
    void aRestartedServerThatSettlesAboveItsBaselineIsMeasuredAgainstWhereItSettled() {
        List<Request> r = new ArrayList<>();
        // a baseline of 100 req/s still within the first server's warm-up; ready at 20 s; then 100 req/s for 10 s,
        // 200 req/s after: 90 % of the steady 200 req/s only in the window from 9.8 s after ready (20 + 160 requests), and
        // 1000 of the 2000 the first 10 s would serve
        spread(r, 0, 5 * S, 500, Kind.OK, MS);
        spread(r, 20 * S, 30 * S, 1000, Kind.OK, MS);
        spread(r, 30 * S, 40 * S, 2000, Kind.OK, MS);

        RestartFigures f = RestartFigures.of(r, 0, 5 * S, 8 * S, 20 * S, 40 * S);

        assertEquals(100.0, f.baselineRequestsPerSecond(), 1e-9);
        assertEquals(200.0, f.settledRequestsPerSecond(), 1.0);
        assertEquals(200.0, f.steadyRequestsPerSecond(), 1.0);
        assertEquals(0.50, f.rampShare(), 0.002);
        assertEquals(9_800, f.fullThroughputMillis(), 100);
    }

    @Test
    void aRestartedServerThatSettlesBelowItsBaselineIsMeasuredAgainstTheBaseline() {
        List<Request> r = new ArrayList<>();
        // baseline 100 req/s; after ready 70 req/s throughout: it never reaches 90 % of the baseline
        spread(r, 0, 5 * S, 500, Kind.OK, MS);
        spread(r, 20 * S, 40 * S, 1400, Kind.OK, MS);

        RestartFigures f = RestartFigures.of(r, 0, 5 * S, 8 * S, 20 * S, 40 * S);

        assertEquals(70.0, f.settledRequestsPerSecond(), 1.0);
        assertEquals(100.0, f.steadyRequestsPerSecond(), 1e-9);
        assertEquals(0.70, f.rampShare(), 0.002);
        assertEquals(-1, f.fullThroughputMillis());
    }

    @Test
    void aSuccessBeforeTheReadyUrlAnsweredCountsAsZero() {
        List<Request> r = new ArrayList<>();
        spread(r, 0, 5 * S, 500, Kind.OK, MS);
        r.add(new Request(9 * S, 9 * S + 5 * MS, Kind.OK, 200, 1));
        RestartFigures f = RestartFigures.of(r, 0, 5 * S, 8 * S, 10 * S, 20 * S);
        assertEquals(0, f.firstSuccessMillis());
        assertEquals(-1, f.fullThroughputMillis());
    }

    @Test
    void theInstantsMustComeInOrder() {
        assertThrows(IllegalArgumentException.class, () -> RestartFigures.of(List.of(), 0, 5 * S, 4 * S, 10 * S, 20 * S));
    }

    @Test
    void aFailureIsClassifiedByItsCauseAndAnAnswerByItsStatus() {
        assertEquals(Kind.REFUSED, Kind.of(new ConnectException("Connection refused")));
        assertEquals(Kind.TIMEOUT, Kind.of(new SocketTimeoutException("Read timed out")));
        assertEquals(Kind.DROPPED, Kind.of(new EOFException("connection closed by the server")));
        assertEquals(Kind.OK, Kind.of(200, "event 1"));
        assertEquals(Kind.UNAVAILABLE, Kind.of(503, ""));
        assertEquals(Kind.ABSENT, Kind.of(404, ""));
        assertEquals(Kind.ERROR, Kind.of(500, RestartLog.APPLICATION_FAILED + "java.sql.SQLException: the pool is closed"));
        assertEquals(42, RestartLog.event("event 42"));
        assertEquals(-1, RestartLog.event("row 42"));
        assertEquals(-1, RestartLog.event(null));
    }

    /** A stopping server answers some requests with an error page of its own (an empty 500) once the application is gone. */
    @Test
    void anErrorStatusWithoutTheApplicationsBodyIsTheServersAndNotAFailureTheApplicationTook() {
        assertEquals(Kind.SERVER_ERROR, Kind.of(500, ""));
        assertEquals(Kind.SERVER_ERROR, Kind.of(500, "<html><body>Internal Server Error</body></html>"));
        assertEquals(Kind.SERVER_ERROR, Kind.of(502, null));

        List<Request> r = new ArrayList<>();
        spread(r, 1 * S, 6 * S, 500, Kind.OK, MS);
        r.add(new Request(7 * S, 7 * S + MS, Kind.SERVER_ERROR, 500, -1));
        r.add(new Request(7 * S, 7 * S + MS, Kind.ERROR, 500, -1));
        spread(r, 20 * S, 30 * S, 1000, Kind.OK, MS);
        RestartFigures f = RestartFigures.of(r, 1 * S, 6 * S, 8 * S, 20 * S, 30 * S);

        assertEquals(1, f.serverError());
        assertEquals(1, f.failedAccepted());
    }

    @Test
    void aRowSurvivesItsLine() {
        RestartFigures f = new RestartFigures(123.4, 130.5, 1000, 5, 2, 4, 1, 0, 3, 7, 12.5, 2000, 14000, 300, 2300, 0.6125, -5, List.of(100L, 90L, 0L));
        RestartRow row = new RestartRow("wildfly", "weir", RestartEvent.RAR_REDEPLOY, f, 900, 0, new PostgresLog.Counts(3, 1, 0, 2), 2.5);
        assertEquals(row, RestartRow.parse(row.line()));
    }
}
