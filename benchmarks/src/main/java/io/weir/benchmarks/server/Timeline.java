package io.weir.benchmarks.server;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * Every request of an outage run with when it was sent and when its answer came (or its failure), and what
 * they say about the fault. A failure counts against the fault when its request was sent before the
 * database was back (it was in flight or waiting when the fault hit), and against the pool's recovery when
 * it was sent after; a success counts when it completed.
 */
final class Timeline implements HttpLoad.Listener {
    /** Throughput counts as back to full once a one-second window holds this share of the requests/s before the fault. */
    static final double FULL_THROUGHPUT_SHARE = 0.8;
    private static final long WINDOW = TimeUnit.SECONDS.toNanos(1);
    private static final long STEP = TimeUnit.MILLISECONDS.toNanos(100);

    record Outcome(long sentNanos, long doneNanos, boolean ok) {
    }

    /**
     * One run's figures. The times are from the database's return, in milliseconds; -1 where it never
     * happened before the run ended.
     */
    record Figures(double baselineRequestsPerSecond, long failedBefore, long failedDuring, long failedAfter,
                   long firstSuccessMillis, long fullThroughputMillis) {
    }

    private final ConcurrentLinkedQueue<Outcome> outcomes = new ConcurrentLinkedQueue<>();

    @Override
    public void completed(long sentNanos, long doneNanos, boolean ok) {
        outcomes.add(new Outcome(sentNanos, doneNanos, ok));
    }

    List<Outcome> outcomes() {
        return List.copyOf(outcomes);
    }

    /** Every request as "sent done ok", in milliseconds from the given origin, in the order they completed. */
    static String text(List<Outcome> outcomes, long origin) {
        StringBuilder b = new StringBuilder("sent ms\tdone ms\tok\n");
        outcomes.stream().sorted(Comparator.comparingLong(Outcome::doneNanos)).forEach(o -> b.append(String.format(
                Locale.ROOT, "%.1f\t%.1f\t%d%n", (o.sentNanos() - origin) / 1e6, (o.doneNanos() - origin) / 1e6, o.ok() ? 1 : 0)));
        return b.toString();
    }

    /**
     * @param baselineFrom start of the undisturbed period before the fault
     * @param faultAt      when the fault began
     * @param back         when the database was back (restarted, reachable again, or its backends gone)
     * @param until        end of the observed period
     */
    static Figures figures(List<Outcome> outcomes, long baselineFrom, long faultAt, long back, long until) {
        if (!(baselineFrom < faultAt && faultAt <= back && back < until)) {
            throw new IllegalArgumentException("expected baselineFrom < faultAt <= back < until");
        }
        long baselineOk = 0;
        long failedBefore = 0;
        long failedDuring = 0;
        long failedAfter = 0;
        long firstSuccess = Long.MAX_VALUE;
        for (Outcome o : outcomes) {
            long t = o.doneNanos();
            if (t < baselineFrom || t > until) continue;
            if (t < faultAt) {
                if (o.ok()) baselineOk++;
                else failedBefore++;
            } else if (o.ok()) {
                if (t >= back) firstSuccess = Math.min(firstSuccess, t - back);
            } else if (o.sentNanos() < back) {
                failedDuring++;
            } else {
                failedAfter++;
            }
        }
        double baseline = baselineOk / ((faultAt - baselineFrom) / 1e9);
        return new Figures(baseline, failedBefore, failedDuring, failedAfter,
                firstSuccess == Long.MAX_VALUE ? -1 : TimeUnit.NANOSECONDS.toMillis(firstSuccess),
                fullThroughput(outcomes, FULL_THROUGHPUT_SHARE, baseline, back, until));
    }

    /**
     * Milliseconds from {@code back} to the first window start whose next second holds {@code share} of the
     * baseline's successes per second; -1 where none does before {@code until}.
     */
    static long fullThroughput(List<Outcome> outcomes, double share, double baseline, long back, long until) {
        int steps = (int) ((until - back - WINDOW) / STEP) + 1;
        if (steps <= 0 || baseline <= 0) return -1;
        // successes per step after the return, so that each window is a sum of ten steps
        long[] perStep = new long[steps + (int) (WINDOW / STEP)];
        for (Outcome o : outcomes) {
            if (!o.ok() || o.doneNanos() < back) continue;
            long i = (o.doneNanos() - back) / STEP;
            if (i < perStep.length) perStep[(int) i]++;
        }
        int width = (int) (WINDOW / STEP);
        long inWindow = 0;
        for (int i = 0; i < width; i++) inWindow += perStep[i];
        for (int start = 0; start < steps; start++) {
            if (inWindow >= share * baseline) return TimeUnit.NANOSECONDS.toMillis(start * STEP);
            inWindow += perStep[start + width] - perStep[start];
        }
        return -1;
    }
}
