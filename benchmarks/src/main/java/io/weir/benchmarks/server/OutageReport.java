package io.weir.benchmarks.server;

import io.weir.benchmarks.report.BarChart;
import io.weir.benchmarks.report.ChartSheet;
import io.weir.benchmarks.report.Numbers;
import io.weir.benchmarks.report.Page;
import io.weir.benchmarks.report.Table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * The outage run's tables and charts: per server, arm and fault, every repeat's figures side by side, and
 * whether Weir met its goal: its first success within {@link #FIRST_SUCCESS_GOAL_MILLIS} of the database's
 * return, no failure after it, and fewer failed requests per run than each of the server's other arms, in
 * every fault. The backends in use when a kill hit them are shown, not judged: the kill statement reads them
 * just before its signals land, so a transaction may begin on a backend between the two.
 */
final class OutageReport {
    static final long FIRST_SUCCESS_GOAL_MILLIS = 1000;
    static final String FAILURES_CHART = "outage-failures.png";
    static final String RECOVERY_CHART = "outage-recovery.png";

    private final List<OutageRow> rows;

    OutageReport(List<OutageRow> rows) {
        if (rows.isEmpty()) throw new IllegalArgumentException("no outage runs to report");
        this.rows = List.copyOf(rows);
    }

    /** What every run of an outage run did, for the page's opening paragraph; times in seconds. */
    static String description(int clients, String endpoint, long warmup, long baseline, long after, long blackhole) {
        return clients + " clients on GET /" + endpoint + " through a fault proxy to a private PostgreSQL 15. Each run: "
                + warmup + " s warm-up, " + baseline + " s baseline, the fault, " + after + " s after the database is back."
                + " restart: pg_ctl stop -m fast then start (back: when pg_ctl start returns); blackhole: the proxy holds every"
                + " byte and new connection for " + blackhole + " s (back: when it passes again); terminate: pg_terminate_backend"
                + " of every client backend (back: when the statement returns). A failed request counts during the fault when it"
                + " was sent before the database was back, after it when it was sent later. Per repeat and fault the arms run in"
                + " turn, the first one further on each time; the server's own pools are flushed before each run, Weir's pool is"
                + " not. Payara's own pool counts are not read (its monitoring's used and free counts drift once connections are"
                + " closed), so its arms show the database's count only.";
    }

    /** Weir's result in one fault on one server: what it missed, if anything. */
    record Goal(String server, String weirArm, Fault fault, List<String> misses) {
        boolean met() {
            return misses.isEmpty();
        }
    }

    List<Goal> goals() {
        List<Goal> goals = new ArrayList<>();
        for (String server : servers()) {
            for (Fault fault : faults()) {
                for (String weirArm : arms(server)) {
                    if (!ServerReport.isWeir(weirArm)) continue;
                    List<OutageRow> weir = cell(server, weirArm, fault);
                    if (weir.isEmpty()) continue;
                    List<String> misses = new ArrayList<>();
                    for (OutageRow r : weir) {
                        if (r.firstSuccessMillis() < 0 || r.firstSuccessMillis() > FIRST_SUCCESS_GOAL_MILLIS) {
                            misses.add("first success " + millis(r.firstSuccessMillis()) + " (repeat " + r.repeat() + ")");
                        }
                        if (r.failedAfter() > 0) misses.add(r.failedAfter() + " failed after the return (repeat " + r.repeat() + ")");
                    }
                    double weirFailed = perRun(weir);
                    for (String arm : arms(server)) {
                        if (ServerReport.isWeir(arm) || cell(server, arm, fault).isEmpty()) continue;
                        double other = perRun(cell(server, arm, fault));
                        if (weirFailed >= other && weirFailed > 0) {
                            misses.add(String.format(Locale.ROOT, "%.1f failed per run, not fewer than %s's %.1f", weirFailed, arm, other));
                        }
                    }
                    goals.add(new Goal(server, weirArm, fault, misses));
                }
            }
        }
        return goals;
    }

    String markdown(String heading, String command, String machine, String description) {
        return page(heading, command, machine, description).markdown();
    }

    Page page(String heading, String command, String machine, String description) {
        Page page = new Page(heading).paragraph(machine).paragraph("`" + command + "`").paragraph(description);
        Table goals = new Table().text("server", "fault", "met", "what missed");
        for (Goal g : goals()) {
            goals.row(g.server(), g.fault().id(), g.met() ? "yes" : Table.bold("no"), g.met() ? "" : String.join("; ", g.misses()));
        }
        page.section("Weir's goal").paragraph("First success within " + FIRST_SUCCESS_GOAL_MILLIS
                + " ms of the database's return, no failed request after it, fewer failed requests per run than every"
                + " other arm of its server (the mean of its repeats; 0 against 0 counts as met), in every fault.").table(goals);
        Table runs = new Table().text("server", "arm", "fault").numbers("failed during", "failed after", "in use at the fault",
                "first success s", "full throughput s", "connections db / pool", "req/s before");
        for (String server : servers()) {
            for (Fault fault : faults()) {
                for (String arm : arms(server)) {
                    List<OutageRow> cell = cell(server, arm, fault);
                    if (cell.isEmpty()) continue;
                    runs.row(server, ServerReport.isWeir(arm) ? Table.bold(arm) : arm, fault.id(),
                            each(cell, r -> Long.toString(r.failedDuring())), each(cell, r -> Long.toString(r.failedAfter())),
                            each(cell, r -> r.inUseAtFault() < 0 ? "-" : Integer.toString(r.inUseAtFault())),
                            each(cell, r -> Numbers.seconds(r.firstSuccessMillis())), each(cell, r -> Numbers.seconds(r.fullThroughputMillis())),
                            each(cell, r -> r.databaseConnections() + " / " + r.poolConnections()),
                            each(cell, r -> Numbers.fixed(r.baselineRequestsPerSecond(), 0)));
                }
            }
        }
        page.section("Per arm and fault").paragraph("Each cell lists the repeats in the order they ran (a, b). Failed during:"
                + " failed requests sent before the database's return (in flight or waiting when the fault hit); failed after:"
                + " failed requests sent after the return; first success and full throughput (a one-second window with "
                + Math.round(Timeline.FULL_THROUGHPUT_SHARE * 100) + " % of the requests/s before the fault) in seconds from the"
                + " return, `-` where it did not happen before the run ended; in use at the fault: the arm's backends running a"
                + " statement or inside a transaction when the fault hit them (pg_stat_activity, read by the statement that kills"
                + " them, just before its signals land, so a transaction may begin in between; `-` where the fault does not count"
                + " them); connections at the run's end, database (pg_stat_activity) / pool (its own count).").table(runs);
        page.paragraph("Requests that failed in the baseline before a fault, all runs together: "
                + rows.stream().mapToLong(OutageRow::failedBefore).sum() + ".");
        DoubleSummaryStatistics load = rows.stream().mapToDouble(OutageRow::loadAverage).filter(l -> l >= 0).summaryStatistics();
        if (load.getCount() > 0) {
            page.paragraph("The machine's load average (1 minute) at the runs' ends: " + Numbers.fixed(load.getMin(), 1) + " to "
                    + Numbers.fixed(load.getMax(), 1) + ", " + Numbers.fixed(load.getAverage(), 1) + " on average; where it is far"
                    + " above the cores' count, other work shared the machine, and the times and req/s stretch and vary from run"
                    + " to run: the failure counts are what to compare.");
        }
        return page.chart("failed requests", FAILURES_CHART, failuresChart(machine))
                .chart("recovery", RECOVERY_CHART, recoveryChart(machine));
    }

    /** Per server and fault, a row per arm: the failed requests, during and after, as the mean of the repeats. */
    ChartSheet failuresChart(String subheading) {
        return chart("Failed requests per fault (mean of the repeats)", subheading, List.of("failed during", "failed after"),
                "failed requests", false, r -> r.failedDuring(), r -> r.failedAfter());
    }

    /** Per server and fault, a row per arm: seconds from the return to the first success and to full throughput. */
    ChartSheet recoveryChart(String subheading) {
        return chart("Recovery after each fault (mean of the repeats)", subheading, List.of("first success", "full throughput"),
                "seconds from the database's return", true, r -> r.firstSuccessMillis(), r -> r.fullThroughputMillis());
    }

    private ChartSheet chart(String heading, String subheading, List<String> series, String unit, boolean times,
                             ToLongFunction<OutageRow> first, ToLongFunction<OutageRow> second) {
        List<BarChart> panels = new ArrayList<>();
        for (String server : servers()) {
            List<String> arms = arms(server);
            for (Fault fault : faults()) {
                double[][] values = new double[arms.size()][2];
                for (int i = 0; i < arms.size(); i++) {
                    List<OutageRow> cell = cell(server, arms.get(i), fault);
                    values[i][0] = mean(cell, first, times);
                    values[i][1] = mean(cell, second, times);
                }
                panels.add(new BarChart(server + ", " + fault.id() + ": " + unit, arms, series, values, false));
            }
        }
        return new ChartSheet(heading, subheading, series, panels);
    }

    /** The mean over the repeats; NaN where there is none or (for times) one never happened. */
    private static double mean(List<OutageRow> cell, ToLongFunction<OutageRow> value, boolean millisToSeconds) {
        if (cell.isEmpty()) return Double.NaN;
        if (millisToSeconds && cell.stream().anyMatch(r -> value.applyAsLong(r) < 0)) return Double.NaN;
        double mean = cell.stream().mapToLong(value).average().orElseThrow();
        return millisToSeconds ? mean / 1000 : mean;
    }

    void write(Path dir, String heading, String command, String machine, String description) throws IOException {
        page(heading, command, machine, description).write(dir, "outage.md");
    }

    private List<String> servers() {
        return rows.stream().map(OutageRow::server).distinct().toList();
    }

    private List<Fault> faults() {
        return rows.stream().map(OutageRow::fault).distinct().sorted().toList();
    }

    /** A server's arms, Weir's first, then in the order they first ran. */
    private List<String> arms(String server) {
        LinkedHashSet<String> arms = new LinkedHashSet<>();
        rows.stream().filter(r -> r.server().equals(server)).map(OutageRow::arm).filter(ServerReport::isWeir).forEach(arms::add);
        rows.stream().filter(r -> r.server().equals(server)).map(OutageRow::arm).forEach(arms::add);
        return List.copyOf(arms);
    }

    private List<OutageRow> cell(String server, String arm, Fault fault) {
        return rows.stream().filter(r -> r.server().equals(server) && r.arm().equals(arm) && r.fault() == fault).toList();
    }

    /** Failed requests (during and after the fault) per run: arms may have run a fault a different number of times. */
    private static double perRun(List<OutageRow> cell) {
        return cell.stream().mapToLong(OutageRow::failed).average().orElseThrow();
    }

    private static String each(List<OutageRow> cell, java.util.function.Function<OutageRow, String> value) {
        return cell.stream().map(value).collect(Collectors.joining(", "));
    }

    private static String millis(long millis) {
        return millis < 0 ? "never within the run" : millis + " ms";
    }
}
