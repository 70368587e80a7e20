package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One measured period of one arm: a line of the rounds file that run.sh fills and the report reads.
 * Latencies in milliseconds; loadAverage is the machine's one-minute load average at the end.
 */
record Round(String server, String arm, String endpoint, int clients, int round,
             double requestsPerSecond, double p50, double p99, double p999, long errors, double loadAverage) {

    static final String HEADER = "server\tarm\tendpoint\tclients\tround\treq/s\tp50 ms\tp99 ms\tp99.9 ms\terrors\tload";

    String line() {
        return String.join("\t", server, arm, endpoint, Integer.toString(clients), Integer.toString(round),
                String.format(Locale.ROOT, "%.1f", requestsPerSecond), ms(p50), ms(p99), ms(p999), Long.toString(errors),
                String.format(Locale.ROOT, "%.2f", loadAverage));
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    static Round parse(String line) {
        String[] f = line.split("\t");
        if (f.length != 11) throw new IllegalArgumentException("a round has 11 tab-separated fields, this line has " + f.length + ": " + line);
        return new Round(f[0], f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]), Double.parseDouble(f[5]),
                Double.parseDouble(f[6]), Double.parseDouble(f[7]), Double.parseDouble(f[8]), Long.parseLong(f[9]),
                Double.parseDouble(f[10]));
    }

    static void append(Path file, Round round) throws IOException {
        TsvFile.append(file, HEADER, round.line());
    }

    static List<Round> readAll(Path file) throws IOException {
        return TsvFile.lines(file, HEADER).stream().map(Round::parse).toList();
    }
}
