package io.weir.benchmarks.server;

import org.HdrHistogram.Histogram;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What one restart run's requests say. The instants, in System.nanoTime: the baseline's start, the stop
 * command's start (the graceful shutdown begins), its return (the server's process is gone), the first 200 of
 * the server's ready URL, and the end of the load. Failed requests are counted from the baseline's start on.
 *
 * @param baselineRequestsPerSecond successes per second over the baseline, before the event
 * @param settledRequestsPerSecond  successes per second over the second half of the load after ready, once the restarted server
 *                            has settled
 * @param failedP99Millis     the 99th percentile of the failed requests' time from sending to the error
 * @param firstSuccessMillis  from ready to the first success of a request sent after the stop returned (0 where it came before
 *                            the ready URL answered; -1: none)
 * @param fullThroughputMillis from ready to the first one-second window with {@link #FULL_THROUGHPUT_SHARE} of the
 *                            {@linkplain #steadyRequestsPerSecond() steady} requests/s (-1: none before the load ended)
 * @param rampShare           the successes in the {@link #RAMP_SECONDS} from ready, as a share of what the steady
 *                            requests/s would have served then (-1: the load ended sooner). A threshold's crossing
 *                            ({@code fullThroughputMillis}) moves by seconds with one noisy second; this sum over the whole
 *                            warm-up moves with all of them, so it is the steadier figure of how fast a server recovers
 * @param perSecond           successes per second from {@code seriesStartSeconds} (seconds from the stop, at most 0) on
 */
record RestartFigures(double baselineRequestsPerSecond, double settledRequestsPerSecond, long ok, long refused, long unavailable, long absent, long dropped, long timeout, long error,
                      long serverError, double failedP99Millis, long stopMillis, long readyMillis, long firstSuccessMillis, long fullThroughputMillis,
                      double rampShare, int seriesStartSeconds, List<Long> perSecond) {
    static final double FULL_THROUGHPUT_SHARE = 0.9;
    static final int RAMP_SECONDS = 10;
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    /**
     * The rate the arm's warm-up is measured against: the higher of the baseline's and the settled one. A baseline
     * taken within the first minute of a freshly started server may come before the server's own warm-up has ended
     * (the JIT compiles for that whole minute on two cores), and then the restarted server settles above it; measured
     * against that baseline alone, the arm whose first server was slowest would seem to recover fastest.
     */
    double steadyRequestsPerSecond() {
        return Math.max(baselineRequestsPerSecond, settledRequestsPerSecond);
    }

    /**
     * Requests the application took and failed: an error status with the application's failure as its body (not 503 or 404,
     * where the application was not there to take it, nor an error page the server answered without it), or no answer in time.
     */
    long failedAccepted() {
        return error + timeout;
    }

    static RestartFigures of(List<RestartLog.Request> requests, long baselineFrom, long stopAt, long stoppedAt, long readyAt, long until) {
        if (!(baselineFrom < stopAt && stopAt <= stoppedAt && stoppedAt <= readyAt && readyAt < until)) {
            throw new IllegalArgumentException("expected baselineFrom < stopAt <= stoppedAt <= readyAt < until");
        }
        long baselineOk = 0;
        long[] kinds = new long[RestartLog.Kind.values().length];
        Histogram failedNanos = new Histogram(TimeUnit.MINUTES.toNanos(10), 3);
        long firstSuccess = Long.MAX_VALUE;
        long rampEnd = readyAt + RAMP_SECONDS * SECOND;
        long rampOk = 0;
        long settledFrom = readyAt + (until - readyAt) / 2;
        long settledOk = 0;
        int seriesStart = (int) -Math.ceil((stopAt - baselineFrom) / (double) SECOND);
        long origin = stopAt + seriesStart * SECOND;
        long[] perSecond = new long[(int) ((until - origin + SECOND - 1) / SECOND)];
        for (RestartLog.Request r : requests) {
            long t = r.doneNanos();
            if (t < baselineFrom || t >= until) continue;
            kinds[r.kind().ordinal()]++;
            if (r.ok()) {
                if (t < stopAt) baselineOk++;
                if (r.sentNanos() >= stoppedAt) firstSuccess = Math.min(firstSuccess, Math.max(0, t - readyAt));
                if (t >= readyAt && t < rampEnd) rampOk++;
                if (t >= settledFrom) settledOk++;
                if (t >= origin) perSecond[(int) ((t - origin) / SECOND)]++;
            } else {
                failedNanos.recordValue(Math.min(Math.max(0, t - r.sentNanos()), failedNanos.getHighestTrackableValue()));
            }
        }
        double baseline = baselineOk / ((stopAt - baselineFrom) / 1e9);
        double settled = settledOk / ((until - settledFrom) / 1e9);
        double steady = Math.max(baseline, settled);
        List<Timeline.Outcome> outcomes = requests.stream().map(r -> new Timeline.Outcome(r.sentNanos(), r.doneNanos(), r.ok())).toList();
        return new RestartFigures(baseline, settled, kinds[RestartLog.Kind.OK.ordinal()], kinds[RestartLog.Kind.REFUSED.ordinal()],
                kinds[RestartLog.Kind.UNAVAILABLE.ordinal()], kinds[RestartLog.Kind.ABSENT.ordinal()], kinds[RestartLog.Kind.DROPPED.ordinal()], kinds[RestartLog.Kind.TIMEOUT.ordinal()],
                kinds[RestartLog.Kind.ERROR.ordinal()], kinds[RestartLog.Kind.SERVER_ERROR.ordinal()], failedNanos.getTotalCount() == 0 ? 0 : failedNanos.getValueAtPercentile(99) / 1e6,
                millis(stoppedAt - stopAt), millis(readyAt - stopAt), firstSuccess == Long.MAX_VALUE ? -1 : millis(firstSuccess),
                Timeline.fullThroughput(outcomes, FULL_THROUGHPUT_SHARE, steady, readyAt, until),
                rampEnd > until || steady <= 0 ? -1 : rampOk / (steady * RAMP_SECONDS), seriesStart,
                java.util.Arrays.stream(perSecond).boxed().toList());
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }
}
