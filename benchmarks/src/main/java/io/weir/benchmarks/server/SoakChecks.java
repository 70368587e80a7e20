package io.weir.benchmarks.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a soak must end with, each check with its verdict and the numbers behind it. The tolerances:
 * <ul>
 * <li>a client's failure counts as caused by a fault when it ended between that fault's start and its end plus
 * {@code graceNanos}: after the command returns the pools still find and replace what the fault broke, and the
 * clients pause after a failure;</li>
 * <li>the connections of a Weir arm may reach its pool's size; while the server rebuilds the pool for a new
 * setting (a reconfiguration, until its end plus the grace) the old pool's connections close as they come back
 * while the new pool opens its own, so twice the size;</li>
 * <li>the heap after a full collection may grow by {@link #HEAP_GROWTH} (redeploys and reloads leave caches that
 * a full collection keeps);</li>
 * <li>the thread count may grow by {@link #THREAD_GROWTH} or {@link #THREAD_SLACK} threads, whichever is more:
 * the servers' worker pools start and retire threads with demand, which the faults change; a thread left
 * behind per fault grows with the run's length and passes that over a long run.</li>
 * </ul>
 */
final class SoakChecks {
    static final double HEAP_GROWTH = 0.10;
    static final double THREAD_GROWTH = 0.10;
    static final int THREAD_SLACK = 5;

    /** One check's outcome. */
    record Check(String server, String name, boolean passed, String detail) {
    }

    /**
     * One sample of a server's Weir arm: its backends in pg_stat_activity, and the server JVM's threads. Asked at
     * {@code nanos} and answered at {@code answeredNanos}: on a loaded machine the query takes seconds, and the
     * count is the database's at some instant between the two.
     */
    record Sample(long nanos, long answeredNanos, String server, int connections, int threads) {
    }

    /** A server's JVM at the soak's start and end (heap in KiB after a full collection). */
    record Jvm(long heapStartKib, long heapEndKib, int threadsStart, int threadsEnd) {
    }

    private final List<Injection> injections;
    private final long graceNanos;

    SoakChecks(List<Injection> injections, long graceNanos) {
        this.injections = List.copyOf(injections);
        this.graceNanos = graceNanos;
    }

    /**
     * The injection that accounts for a failure of this server ending at this instant, or null. Where windows
     * overlap, a fault still running at that instant wins over one in its grace, and a later fault over an earlier.
     */
    Injection cause(String server, long doneNanos) {
        Injection cause = null;
        for (Injection i : injections) {
            if (!i.hits(server) || !i.covers(doneNanos, graceNanos)) continue;
            boolean running = i.covers(doneNanos, 0);
            if (cause == null || running && !cause.covers(doneNanos, 0) || running == cause.covers(doneNanos, 0) && i.startNanos() > cause.startNanos()) {
                cause = i;
            }
        }
        return cause;
    }

    /** The failures no injection accounts for, among the given failures' end instants. */
    List<Long> unaccounted(String server, List<Long> failureDoneNanos) {
        return failureDoneNanos.stream().filter(t -> cause(server, t) == null).toList();
    }

    /** The connections an arm may hold at this instant. */
    int connectionLimit(String server, long nanos, int poolSize) {
        for (Injection i : injections) {
            if (i.fault() == SoakFault.RECONFIGURE && i.hits(server) && i.covers(nanos, graceNanos)) return 2 * poolSize;
        }
        return poolSize;
    }

    /** The samples above their limit. */
    List<Sample> overLimit(List<Sample> samples, int poolSize) {
        return samples.stream().filter(s -> s.connections() > Math.max(connectionLimit(s.server(), s.nanos(), poolSize),
                connectionLimit(s.server(), s.answeredNanos(), poolSize))).toList();
    }

    static boolean heapFlat(Jvm jvm) {
        return jvm.heapEndKib() <= jvm.heapStartKib() * (1 + HEAP_GROWTH);
    }

    static boolean threadsFlat(Jvm jvm) {
        return jvm.threadsEnd() - jvm.threadsStart() <= Math.max(THREAD_SLACK, Math.ceil(jvm.threadsStart() * THREAD_GROWTH));
    }

    /** That every fault's command succeeded and its server answered again in time. */
    static Check recovered(List<Injection> unrecovered) {
        return new Check(SoakFault.EVERY_SERVER, "every fault recovered from", unrecovered.isEmpty(), unrecovered.isEmpty() ? "yes"
                : unrecovered.stream().map(i -> i.fault().id() + " of " + i.server()).collect(java.util.stream.Collectors.joining(", "))
                + ": its command failed or the server did not answer again in time; the injections stopped there");
    }

    /**
     * Every check for every server.
     *
     * @param failures each server's failed requests' end instants
     * @param lost     each server's committed writes absent from the table
     */
    List<Check> all(List<String> servers, Map<String, List<Long>> failures, Map<String, Long> lost, List<Sample> samples, int poolSize,
                    Map<String, Jvm> jvms) {
        List<Check> checks = new ArrayList<>();
        for (String server : servers) {
            long l = lost.getOrDefault(server, 0L);
            checks.add(new Check(server, "committed rows lost", l == 0, Long.toString(l)));
            List<Sample> mine = samples.stream().filter(s -> s.server().equals(server)).toList();
            List<Sample> over = overLimit(mine, poolSize);
            int max = mine.stream().mapToInt(Sample::connections).max().orElse(-1);
            checks.add(new Check(server, "connections within the pool's size", !mine.isEmpty() && over.isEmpty(),
                    String.format(Locale.ROOT, "max %d of %d samples, %d over the limit", max, mine.size(), over.size())));
            Jvm jvm = jvms.get(server);
            checks.add(new Check(server, "heap after a full GC", jvm != null && heapFlat(jvm), jvm == null ? "not measured"
                    : String.format(Locale.ROOT, "%d KiB at the start, %d KiB at the end (%+.1f %%)", jvm.heapStartKib(), jvm.heapEndKib(),
                    100.0 * (jvm.heapEndKib() - jvm.heapStartKib()) / jvm.heapStartKib())));
            checks.add(new Check(server, "threads", jvm != null && threadsFlat(jvm), jvm == null ? "not measured"
                    : jvm.threadsStart() + " at the start, " + jvm.threadsEnd() + " at the end"));
            List<Long> mineFailed = failures.getOrDefault(server, List.of());
            List<Long> unaccounted = unaccounted(server, mineFailed);
            checks.add(new Check(server, "failures accounted for by a fault", unaccounted.isEmpty(),
                    mineFailed.size() + " failed, " + unaccounted.size() + " outside every fault's window"));
        }
        return checks;
    }
}
