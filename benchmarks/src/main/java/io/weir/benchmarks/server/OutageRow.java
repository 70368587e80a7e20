package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One outage run of one arm: a line of the outage file that run.sh fills and the report reads. Times in
 * milliseconds from the database's return (-1: not within the run); the arm's backends in use when the fault hit
 * them (-1: not counted in this fault); connections at the run's end, as the database counts them (the arm's
 * application_name in pg_stat_activity) and as the pool reports them.
 */
record OutageRow(String server, String arm, Fault fault, int repeat, double baselineRequestsPerSecond,
                 long failedBefore, long failedDuring, long failedAfter, long firstSuccessMillis, long fullThroughputMillis,
                 int inUseAtFault, int databaseConnections, String poolConnections, double loadAverage) {

    static final String HEADER = "server\tarm\tfault\trepeat\tbaseline req/s\tfailed before\tfailed during\tfailed after"
            + "\tfirst success ms\tfull throughput ms\tin use at fault\tdb connections\tpool connections\tload";

    OutageRow {
        if (poolConnections.isBlank() || poolConnections.contains("\t") || poolConnections.contains("\n")) {
            throw new IllegalArgumentException("pool connections must be one word, was '" + poolConnections + "'");
        }
    }

    static OutageRow of(String server, String arm, Fault fault, int repeat, Timeline.Figures f, int inUseAtFault,
                        int databaseConnections, String poolConnections, double loadAverage) {
        return new OutageRow(server, arm, fault, repeat, f.baselineRequestsPerSecond(), f.failedBefore(), f.failedDuring(),
                f.failedAfter(), f.firstSuccessMillis(), f.fullThroughputMillis(), inUseAtFault, databaseConnections, poolConnections,
                loadAverage);
    }

    long failed() {
        return failedDuring + failedAfter;
    }

    String line() {
        return String.join("\t", server, arm, fault.id(), Integer.toString(repeat),
                String.format(Locale.ROOT, "%.1f", baselineRequestsPerSecond), Long.toString(failedBefore),
                Long.toString(failedDuring), Long.toString(failedAfter), Long.toString(firstSuccessMillis),
                Long.toString(fullThroughputMillis), Integer.toString(inUseAtFault), Integer.toString(databaseConnections), poolConnections,
                String.format(Locale.ROOT, "%.2f", loadAverage));
    }

    static OutageRow parse(String line) {
        String[] f = line.split("\t");
        if (f.length != 14) throw new IllegalArgumentException("an outage row has 14 tab-separated fields, this line has " + f.length + ": " + line);
        return new OutageRow(f[0], f[1], Fault.of(f[2]), Integer.parseInt(f[3]), Double.parseDouble(f[4]), Long.parseLong(f[5]),
                Long.parseLong(f[6]), Long.parseLong(f[7]), Long.parseLong(f[8]), Long.parseLong(f[9]), Integer.parseInt(f[10]),
                Integer.parseInt(f[11]), f[12], Double.parseDouble(f[13]));
    }

    static void append(Path file, OutageRow row) throws IOException {
        TsvFile.append(file, HEADER, row.line());
    }

    static List<OutageRow> readAll(Path file) throws IOException {
        return TsvFile.lines(file, HEADER).stream().map(OutageRow::parse).toList();
    }
}
