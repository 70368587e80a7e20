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

/**
 * The in-server benchmark's tables and chart. Weir's arm is compared with each other arm on the same
 * server, round by round (the rounds of one cell ran interleaved, so round k of Weir and of the other
 * arm saw about the same machine): req/s ratio above 1 and p99 ratio below 1 favour Weir.
 */
final class ServerReport {
    /** Arms whose name starts with this are Weir's (the RAR in different server-side set-ups); the rest are the servers' own pools. */
    static final String WEIR = "weir";
    static final String CHART = "server.png";

    private final List<Round> rounds;

    ServerReport(List<Round> rounds) {
        if (rounds.isEmpty()) throw new IllegalArgumentException("no rounds to report");
        this.rounds = List.copyOf(rounds);
    }

    /** Weir / other for one server, endpoint, client count, Weir arm and other arm: one value per round both ran. */
    record Ratios(String server, String endpoint, int clients, String weirArm, String arm, List<Double> throughput, List<Double> p99) {
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
                            List<Double> throughput = new ArrayList<>();
                            List<Double> p99 = new ArrayList<>();
                            for (Round other : cell(server, endpoint, clients, arm)) {
                                Optional<Round> weir = cell(server, endpoint, clients, weirArm).stream()
                                        .filter(w -> w.round() == other.round()).findFirst();
                                if (weir.isEmpty()) continue;
                                throughput.add(weir.get().requestsPerSecond() / other.requestsPerSecond());
                                p99.add(weir.get().p99() / other.p99());
                            }
                            if (!throughput.isEmpty()) all.add(new Ratios(server, endpoint, clients, weirArm, arm, throughput, p99));
                        }
                    }
                }
            }
        }
        return all;
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
                .numbers("req/s ratio", "p99 ratio", "rounds").text("Weir ahead on both");
        for (Ratios r : ratios()) {
            ratios.row(r.server(), r.endpoint(), r.clients(), r.weirArm(), r.arm(), Numbers.spread(r.throughput()),
                    Numbers.spread(r.p99()), r.throughput().size(), r.weirWins() ? "yes" : Table.bold("no"));
        }
        page.section("Weir against each arm on the same server")
                .paragraph("Weir / other per round: mean (lowest-highest). Throughput above 1 and p99 below 1 favour Weir.")
                .table(ratios);
        Table every = new Table().text("server", "endpoint").numbers("clients", "round").text("arm")
                .numbers("req/s", "p50 ms", "p99 ms", "p99.9 ms", "errors", "load");
        rounds.stream().sorted(Comparator.comparing(Round::server).thenComparing(Round::endpoint).thenComparingInt(Round::clients)
                .thenComparingInt(Round::round)).forEach(r -> every.row(r.server(), r.endpoint(), r.clients(), r.round(),
                isWeir(r.arm()) ? Table.bold(r.arm()) : r.arm(), Numbers.fixed(r.requestsPerSecond(), 0), Numbers.fixed(r.p50(), 2),
                Numbers.fixed(r.p99(), 2), Numbers.fixed(r.p999(), 2), r.errors(), Numbers.fixed(r.loadAverage(), 1)));
        return page.section("Every round")
                .paragraph("Rounds of one server, endpoint and client count ran interleaved (arm A, B, C, then A, B, C again).")
                .table(every)
                .chart("requests per second", CHART, chart(machine));
    }

    /** One panel per server and endpoint: a row per arm, a bar per client count, the mean req/s over the rounds. */
    ChartSheet chart(String subheading) {
        List<BarChart> panels = new ArrayList<>();
        List<String> series = new ArrayList<>();
        for (int clients : rounds.stream().map(Round::clients).distinct().sorted().toList()) series.add(clients + " clients");
        for (String server : distinct(Round::server, rounds)) {
            for (String endpoint : distinct(Round::endpoint, of(server))) {
                List<String> arms = new ArrayList<>(distinct(Round::arm, of(server)));
                double[][] values = new double[arms.size()][series.size()];
                for (int a = 0; a < arms.size(); a++) {
                    for (int s = 0; s < series.size(); s++) {
                        int clients = Integer.parseInt(series.get(s).split(" ")[0]);
                        List<Round> cell = cell(server, endpoint, clients, arms.get(a));
                        values[a][s] = cell.isEmpty() ? Double.NaN
                                : cell.stream().mapToDouble(Round::requestsPerSecond).average().orElseThrow();
                    }
                }
                panels.add(new BarChart(server + ", " + endpoint + ": requests per second (mean of the rounds)", arms, series, values, false));
            }
        }
        return new ChartSheet("Weir's resource adapter against the servers' own pools", subheading, series, panels);
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

    private static Set<String> distinct(java.util.function.Function<Round, String> key, List<Round> from) {
        Set<String> keys = new LinkedHashSet<>();
        for (Round r : from) keys.add(key.apply(r));
        return keys;
    }
}
