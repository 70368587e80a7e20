package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One restart run of one arm through one event: a line of the restart file that run.sh fills and the report reads. The figures
 * are {@link RestartFigures}'; committed: the writes the client saw answered; lost: those of them the database
 * does not hold; the PostgreSQL log's lines for the arm's connections from the run's start to its end.
 */
record RestartRow(String server, String arm, RestartEvent event, RestartFigures figures, long committed, long lost, PostgresLog.Counts log, double loadAverage) {
    static final String HEADER = "server\tarm\tevent\tbaseline req/s\tsettled req/s\tok\trefused\tunavailable\tabsent\tdropped\ttimeout\terror\tserver error\tfailed p99 ms"
            + "\tstop ms\tready ms\tfirst success ms\tfull throughput ms\tramp share\tseries start s\tper second\tcommitted\tlost"
            + "\teof\teof in transaction\tterminating\tcould not receive\tload";
    private static final int FIELDS = HEADER.split("\t").length;

    String line() {
        RestartFigures f = figures;
        return String.join("\t", server, arm, event.key(), String.format(Locale.ROOT, "%.1f", f.baselineRequestsPerSecond()),
                String.format(Locale.ROOT, "%.1f", f.settledRequestsPerSecond()),
                Long.toString(f.ok()), Long.toString(f.refused()), Long.toString(f.unavailable()), Long.toString(f.absent()), Long.toString(f.dropped()),
                Long.toString(f.timeout()), Long.toString(f.error()), Long.toString(f.serverError()), String.format(Locale.ROOT, "%.1f", f.failedP99Millis()),
                Long.toString(f.stopMillis()), Long.toString(f.readyMillis()), Long.toString(f.firstSuccessMillis()),
                Long.toString(f.fullThroughputMillis()), String.format(Locale.ROOT, "%.4f", f.rampShare()), Integer.toString(f.seriesStartSeconds()),
                f.perSecond().stream().map(String::valueOf).collect(Collectors.joining(",")), Long.toString(committed), Long.toString(lost),
                Long.toString(log.unexpectedEof()), Long.toString(log.eofInTransaction()), Long.toString(log.terminating()),
                Long.toString(log.couldNotReceive()), String.format(Locale.ROOT, "%.2f", loadAverage));
    }

    /** The row's main figures, for the run's log. */
    String summary() {
        RestartFigures f = figures;
        return String.format(Locale.ROOT, "%s %s %s: %.0f req/s before, %.0f after; failed %d, server errors %d, dropped %d, 503 %d, 404 %d, refused %d; stop %d ms, ready %d ms,"
                        + " first success %d ms, full throughput %d ms after ready, %.2f of the steady requests in the %d s after ready; committed %d, lost %d; EOF %d (in a transaction %d),"
                        + " terminating %d, could not receive %d", server, arm, event.key(), f.baselineRequestsPerSecond(), f.settledRequestsPerSecond(), f.failedAccepted(), f.serverError(), f.dropped(),
                f.unavailable(), f.absent(), f.refused(), f.stopMillis(), f.readyMillis(), f.firstSuccessMillis(), f.fullThroughputMillis(), f.rampShare(), RestartFigures.RAMP_SECONDS, committed, lost,
                log.unexpectedEof(), log.eofInTransaction(), log.terminating(), log.couldNotReceive());
    }

    static RestartRow parse(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != FIELDS) throw new IllegalArgumentException("a restart row has " + FIELDS + " tab-separated fields, this line has " + f.length + ": " + line);
        List<Long> perSecond = f[20].isEmpty() ? List.of() : Arrays.stream(f[20].split(",")).map(Long::valueOf).toList();
        RestartFigures figures = new RestartFigures(Double.parseDouble(f[3]), Double.parseDouble(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]), Long.parseLong(f[7]),
                Long.parseLong(f[8]), Long.parseLong(f[9]), Long.parseLong(f[10]), Long.parseLong(f[11]), Long.parseLong(f[12]),
                Double.parseDouble(f[13]), Long.parseLong(f[14]), Long.parseLong(f[15]), Long.parseLong(f[16]), Long.parseLong(f[17]),
                Double.parseDouble(f[18]), Integer.parseInt(f[19]), perSecond);
        return new RestartRow(f[0], f[1], RestartEvent.of(f[2]), figures, Long.parseLong(f[21]), Long.parseLong(f[22]),
                new PostgresLog.Counts(Long.parseLong(f[23]), Long.parseLong(f[24]), Long.parseLong(f[25]), Long.parseLong(f[26])),
                Double.parseDouble(f[27]));
    }

    static void append(Path file, RestartRow row) throws IOException {
        TsvFile.append(file, HEADER, row.line());
    }

    static List<RestartRow> readAll(Path file) throws IOException {
        return TsvFile.lines(file, HEADER).stream().map(RestartRow::parse).toList();
    }
}
