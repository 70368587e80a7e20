package io.weir.benchmarks.server;

import io.weir.benchmarks.report.BarChart;
import io.weir.benchmarks.report.ChartSheet;
import io.weir.benchmarks.report.Numbers;
import io.weir.benchmarks.report.Page;
import io.weir.benchmarks.report.Table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The in-server benchmark's tables and charts. Weir's arm is compared with each other arm on the same
 * server, round by round (the rounds of one cell ran interleaved, so round k of Weir and of the other
 * arm saw about the same machine): req/s ratio above 1 and p99 and CPU per request ratios below 1 favour Weir.
 */
final class ServerReport {
    /** Arms whose name starts with this are Weir's (the RAR in different server-side set-ups); the rest are the servers' own pools. */
    static final String WEIR = "weir";
    static final String CHART = "server.png";
    static final String CPU_CHART = "server-cpu.png";

    private final List<Round> rounds;

    ServerReport(List<Round> rounds) {
        if (rounds.isEmpty()) throw new IllegalArgumentException("no rounds to report");
        this.rounds = List.copyOf(rounds);
    }

    /** Weir / other for one server, endpoint, client count, Weir arm and other arm: one value per round both ran. */
    record Ratios(String server, String endpoint, int clients, String weirArm, String arm, List<Double> throughput, List<Double> p99,
                  List<Double> serverCpu, List<Double> databaseCpu) {
        boolean weirWins() {
            return mean(throughput) >= 1.0 && mean(p99) <= 1.0;
        }
    }

    List<Ratios> ratios() {
        List<Ratios> all = new ArrayList<>();
        for (String server : distinct(r -> r.server(), rounds)) {
            for (String endpoint : distinct(Round::endpoint, of(server))) {
                for (int clients : distinctClients(server, endpoint)) {
                    for (String weirArm : distinct(Round::arm, of(server))) {
                        if (!isWeir(weirArm)) continue;
                        for (String arm : distinct(Round::arm, of(server))) {
                            if (isWeir(arm)) continue;
                            List<Round> weirs = new ArrayList<>();
                            List<Round> others = new ArrayList<>();
                            for (Round other : cell(server, endpoint, clients, arm)) {
                                Optional<Round> weir = cell(server, endpoint, clients, weirArm).stream()
                                        .filter(w -> w.round() == other.round()).findFirst();
                                if (weir.isEmpty()) continue;
                                weirs.add(weir.get());
                                others.add(other);
                            }
                            if (!weirs.isEmpty()) {
                                all.add(new Ratios(server, endpoint, clients, weirArm, arm, ratios(weirs, others, Round::requestsPerSecond),
                                        ratios(weirs, others, Round::p99), ratios(weirs, others, Round::serverCpuMicros),
                                        ratios(weirs, others, Round::databaseCpuMicros)));
                            }
                        }
                    }
                }
            }
        }
        return all;
    }

    private static List<Double> ratios(List<Round> weirs, List<Round> others, ToDoubleFunction<Round> metric) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < weirs.size(); i++) ratios.add(metric.applyAsDouble(weirs.get(i)) / metric.applyAsDouble(others.get(i)));
        return ratios;
    }

    String markdown(String heading, String command, String machine) {
        return page(heading, command, machine).markdown();
    }

    Page page(String heading, String command, String machine) {
        DoubleSummaryStatistics load = Numbers.statistics(rounds.stream().map(Round::loadAverage).toList());
        Page page = new Page(heading)
                .paragraph("Command: `" + command + "`. " + machine)
                .paragraph("Load average (one minute) during the rounds: " + Numbers.fixed(load.getMin(), 1) + "-"
                        + Numbers.fixed(load.getMax(), 1) + ".");
        Table ratios = new Table().text("server", "endpoint").numbers("clients").text("Weir arm", "against")
                .numbers("req/s ratio", "p99 ratio", "server CPU ratio", "database CPU ratio", "rounds").text("Weir ahead on both");
        for (Ratios r : ratios()) {
            ratios.row(r.server(), r.endpoint(), r.clients(), r.weirArm(), r.arm(), Numbers.spread(r.throughput()),
                    Numbers.spread(r.p99()), Numbers.spread(r.serverCpu()), Numbers.spread(r.databaseCpu()), r.throughput().size(),
                    r.weirWins() ? "yes" : Table.bold("no"));
        }
        page.section("Weir against each arm on the same server")
                .paragraph("Weir / other per round: mean (lowest-highest). Throughput above 1, and p99 and CPU time per request"
                        + " below 1, favour Weir; Weir is ahead on both when it is on throughput and p99.")
                .table(ratios);
        Table arms = new Table().text("server", "endpoint").numbers("clients").text("arm")
                .numbers("req/s", "p99 ms", "server CPU µs/req", "database CPU µs/req", "rounds");
        for (String server : distinct(Round::server, rounds)) {
            for (String endpoint : distinct(Round::endpoint, of(server))) {
                for (int clients : distinctClients(server, endpoint)) {
                    for (String arm : distinct(Round::arm, of(server))) {
                        List<Round> cell = cell(server, endpoint, clients, arm);
                        if (cell.isEmpty()) continue;
                        arms.row(server, endpoint, clients, isWeir(arm) ? Table.bold(arm) : arm, spread(cell, Round::requestsPerSecond),
                                spread(cell, Round::p99), spread(cell, Round::serverCpuMicros), spread(cell, Round::databaseCpuMicros),
                                cell.size());
                    }
                }
            }
        }
        page.section("Each arm")
                .paragraph("Over the arm's rounds: mean (lowest-highest). CPU time per request: the server's process, and every"
                        + " process of the database, user plus system time over the measured period divided by the requests answered.")
                .table(arms);
        Table every = new Table().text("server", "endpoint").numbers("clients", "round").text("arm")
                .numbers("req/s", "p50 ms", "p99 ms", "p99.9 ms", "errors", "load", "server CPU µs/req", "database CPU µs/req");
        rounds.stream().sorted(Comparator.comparing(Round::server).thenComparing(Round::endpoint).thenComparingInt(Round::clients)
                .thenComparingInt(Round::round)).forEach(r -> every.row(r.server(), r.endpoint(), r.clients(), r.round(),
                isWeir(r.arm()) ? Table.bold(r.arm()) : r.arm(), Numbers.fixed(r.requestsPerSecond(), 0), Numbers.fixed(r.p50(), 2),
                Numbers.fixed(r.p99(), 2), Numbers.fixed(r.p999(), 2), r.errors(), Numbers.fixed(r.loadAverage(), 1),
                Numbers.score(r.serverCpuMicros()), Numbers.score(r.databaseCpuMicros())));
        return page.section("Every round")
                .paragraph("Rounds of one server, endpoint and client count ran interleaved (arm A, B, C, then A, B, C again).")
                .table(every)
                .chart("requests per second", CHART, chart(machine))
                .chart("CPU time per request", CPU_CHART, cpuChart(machine));
    }

    private static String spread(List<Round> cell, ToDoubleFunction<Round> metric) {
        return Numbers.spread(cell.stream().map(r -> metric.applyAsDouble(r)).toList(), Numbers::score);
    }

    /** One panel per server and endpoint: a row per arm, a bar per client count, the mean req/s over the rounds. */
    ChartSheet chart(String subheading) {
        return new ChartSheet("Weir's resource adapter against the servers' own pools", subheading, series(),
                panels(Round::requestsPerSecond, "requests per second"));
    }

    /** Per server and endpoint a panel for the server's CPU time per request, then one for the database's, drawn as {@link #chart}. */
    ChartSheet cpuChart(String subheading) {
        List<BarChart> panels = new ArrayList<>(panels(Round::serverCpuMicros, "server CPU µs per request"));
        panels.addAll(panels(Round::databaseCpuMicros, "database CPU µs per request"));
        return new ChartSheet("CPU time per request: the server's process and the database's", subheading, series(), panels);
    }

    private List<String> series() {
        return rounds.stream().map(Round::clients).distinct().sorted().map(clients -> clients + " clients").toList();
    }

    private List<BarChart> panels(ToDoubleFunction<Round> metric, String what) {
        List<BarChart> panels = new ArrayList<>();
        List<String> series = series();
        for (String server : distinct(Round::server, rounds)) {
            for (String endpoint : distinct(Round::endpoint, of(server))) {
                List<String> arms = new ArrayList<>(distinct(Round::arm, of(server)));
                double[][] values = new double[arms.size()][series.size()];
                for (int a = 0; a < arms.size(); a++) {
                    for (int s = 0; s < series.size(); s++) {
                        int clients = Integer.parseInt(series.get(s).split(" ")[0]);
                        List<Round> cell = cell(server, endpoint, clients, arms.get(a));
                        values[a][s] = cell.isEmpty() ? Double.NaN
                                : cell.stream().mapToDouble(metric).average().orElseThrow();
                    }
                }
                panels.add(new BarChart(server + ", " + endpoint + ": " + what + " (mean of the rounds)", arms, series, values, false));
            }
        }
        return panels;
    }

    void write(Path dir, String heading, String command, String machine) throws IOException {
        page(heading, command, machine).write(dir, "results.md");
    }

    static boolean isWeir(String arm) {
        return arm.startsWith(WEIR);
    }

    static double mean(List<Double> values) {
        return Numbers.statistics(values).getAverage();
    }

    private List<Round> of(String server) {
        return rounds.stream().filter(r -> r.server().equals(server)).toList();
    }

    private List<Round> cell(String server, String endpoint, int clients, String arm) {
        return rounds.stream().filter(r -> r.server().equals(server) && r.endpoint().equals(endpoint)
                && r.clients() == clients && r.arm().equals(arm)).toList();
    }

    private List<Integer> distinctClients(String server, String endpoint) {
        return of(server).stream().filter(r -> r.endpoint().equals(endpoint)).map(Round::clients).distinct().sorted().toList();
    }

    /** The keys of {@code from}'s rows in the order they first appear: the order the run measured them in. */
    static <R> Set<String> distinct(java.util.function.Function<R, String> key, List<R> from) {
        Set<String> keys = new LinkedHashSet<>();
        for (R r : from) keys.add(key.apply(r));
        return keys;
    }
}
