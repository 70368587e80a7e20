package io.weir.benchmarks.server;

import io.weir.benchmarks.report.Numbers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * One measured period of one arm: a line of the rounds file that run.sh fills and the report reads.
 * Latencies in milliseconds; loadAverage is the machine's one-minute load average at the end; the server's and
 * the database's CPU time per request in microseconds, NaN ({@code -} in the file) where not measured.
 */
record Round(String server, String arm, String endpoint, int clients, int round,
             double requestsPerSecond, double p50, double p99, double p999, long errors, double loadAverage,
             double serverCpuMicros, double databaseCpuMicros) {

    static final String HEADER = "server\tarm\tendpoint\tclients\tround\treq/s\tp50 ms\tp99 ms\tp99.9 ms\terrors\tload"
            + "\tserver CPU µs/req\tdatabase CPU µs/req";
    /** The fields of a line without the CPU times, which a rounds file may hold. */
    private static final int WITHOUT_CPU = 11;
    private static final int FIELDS = 13;

    String line() {
        return String.join("\t", server, arm, endpoint, Integer.toString(clients), Integer.toString(round),
                String.format(Locale.ROOT, "%.1f", requestsPerSecond), ms(p50), ms(p99), ms(p999), Long.toString(errors),
                String.format(Locale.ROOT, "%.2f", loadAverage), Numbers.fixed(serverCpuMicros, 1), Numbers.fixed(databaseCpuMicros, 1));
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    static Round parse(String line) {
        String[] f = line.split("\t");
        if (f.length != FIELDS && f.length != WITHOUT_CPU) {
            throw new IllegalArgumentException("a round has " + FIELDS + " tab-separated fields (" + WITHOUT_CPU
                    + " without the CPU times), this line has " + f.length + ": " + line);
        }
        boolean cpu = f.length == FIELDS;
        return new Round(f[0], f[1], f[2], Integer.parseInt(f[3]), Integer.parseInt(f[4]), Double.parseDouble(f[5]),
                Double.parseDouble(f[6]), Double.parseDouble(f[7]), Double.parseDouble(f[8]), Long.parseLong(f[9]),
                Double.parseDouble(f[10]), cpu ? micros(f[11]) : Double.NaN, cpu ? micros(f[12]) : Double.NaN);
    }

    private static double micros(String field) {
        return field.equals("-") ? Double.NaN : Double.parseDouble(field);
    }

    static void append(Path file, Round round) throws IOException {
        TsvFile.append(file, HEADER, round.line());
    }

    static List<Round> readAll(Path file) throws IOException {
        return TsvFile.lines(file, HEADER).stream().map(Round::parse).toList();
    }
}
