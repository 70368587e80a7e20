package io.weir.benchmarks.server;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One injected fault: when it began and when its command returned (System.nanoTime), the server it hit
 * ({@link SoakFault#EVERY_SERVER} for the database's faults) and what it was.
 */
record Injection(long startNanos, long endNanos, String server, SoakFault fault) {
    boolean hits(String serverName) {
        return server.equals(SoakFault.EVERY_SERVER) || server.equals(serverName);
    }

    /** Whether the instant falls between the fault's start and its end plus the grace. */
    boolean covers(long nanos, long graceNanos) {
        return nanos >= startNanos && nanos <= endNanos + graceNanos;
    }

    /** The injection log: one line per fault, times in seconds from the origin. */
    static String text(List<Injection> injections, long origin) {
        return "start s\tend s\tserver\tfault\n" + injections.stream()
                .map(i -> String.format(Locale.ROOT, "%.3f\t%.3f\t%s\t%s", (i.startNanos() - origin) / 1e9, (i.endNanos() - origin) / 1e9,
                        i.server(), i.fault().id()))
                .collect(Collectors.joining("\n", "", "\n"));
    }
}
