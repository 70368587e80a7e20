package io.weir.benchmarks.server;

import io.weir.benchmarks.report.Numbers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One group of the server's threads in one measured period of one arm (see {@link ThreadGroups}): a line of the
 * threads file that run.sh fills beside the rounds file. {@code threads} is how many of the group's threads ran in
 * the period; the CPU time (in microseconds) and the context switches are per request answered, as the round's.
 */
record ThreadRow(String server, String arm, String endpoint, int clients, int round, String group, int threads, double cpuMicros,
                 double voluntarySwitches, double involuntarySwitches) {

    static final String HEADER = "server\tarm\tendpoint\tclients\tround\tthread group\tthreads\tCPU µs/req"
            + "\tvoluntary switches/req\tinvoluntary switches/req";
    private static final int FIELDS = 10;

    String line() {
        return String.join("\t", server, arm, endpoint, Integer.toString(clients), Integer.toString(round), group,
                Integer.toString(threads), Numbers.fixed(cpuMicros, 1), Numbers.fixed(voluntarySwitches, 3),
                Numbers.fixed(involuntarySwitches, 3));
    }

    static ThreadRow parse(String line) {
        String[] f = line.split("\t");
        if (f.length != FIELDS) {
            throw new IllegalArgumentException("a thread group's line has " + FIELDS + " tab-separated fields, this one has " + f.length + ": " + line);
        }
        return new ThreadRow(f[0], f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]), f[5], Integer.parseInt(f[6]),
                Double.parseDouble(f[7]), Double.parseDouble(f[8]), Double.parseDouble(f[9]));
    }

    static void append(Path file, List<ThreadRow> rows) throws IOException {
        for (ThreadRow row : rows) TsvFile.append(file, HEADER, row.line());
    }

    static List<ThreadRow> readAll(Path file) throws IOException {
        return TsvFile.lines(file, HEADER).stream().map(ThreadRow::parse).toList();
    }
}
