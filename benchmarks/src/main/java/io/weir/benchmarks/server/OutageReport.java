package io.weir.benchmarks.server;

import io.weir.benchmarks.suite.BarChart;
import io.weir.benchmarks.suite.ChartSheet;

import java.io.IOException;
import java.nio.file.Files;
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
        StringBuilder md = new StringBuilder();
        md.append("# ").append(heading).append("\n\n").append(machine).append("\n\n").append("`").append(command).append("`\n\n")
                .append(description).append("\n\n");
        md.append("## Weir's goal\n\nFirst success within ").append(FIRST_SUCCESS_GOAL_MILLIS)
                .append(" ms of the database's return, no failed request after it, fewer failed requests per run than every"
                        + " other arm of its server (the mean of its repeats; 0 against 0 counts as met), in every fault.\n\n");
        md.append("| server | fault | met | what missed |\n|---|---|---|---|\n");
        for (Goal g : goals()) {
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s |%n", g.server(), g.fault().id(), g.met() ? "yes" : "**no**",
                    g.met() ? "" : String.join("; ", g.misses())));
        }
        md.append("\n## Per arm and fault\n\nEach cell lists the repeats in the order they ran (a, b). Failed during: failed requests sent"
                + " before the database's return (in flight or waiting when the fault hit); failed after: failed requests sent"
                + " after the return;"
                + " first success and full throughput (a one-second window with ")
                .append(Math.round(Timeline.FULL_THROUGHPUT_SHARE * 100))
                .append(" % of the requests/s before the fault) in seconds from the return, `-` where it did not happen"
                        + " before the run ended; in use at the fault: the arm's backends running a statement or inside a"
                        + " transaction when the fault hit them (pg_stat_activity, read by the statement that kills them, just"
                        + " before its signals land, so a transaction may begin in between; `-` where the fault does not count"
                        + " them); connections at the run's end, database (pg_stat_activity) /"
                        + " pool (its own count).\n\n");
        md.append("| server | arm | fault | failed during | failed after | in use at the fault | first success s | full throughput s"
                        + " | connections db / pool | req/s before |\n")
                .append("|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (String server : servers()) {
            for (Fault fault : faults()) {
                for (String arm : arms(server)) {
                    List<OutageRow> cell = cell(server, arm, fault);
                    if (cell.isEmpty()) continue;
                    md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n", server,
                            ServerReport.isWeir(arm) ? "**" + arm + "**" : arm, fault.id(),
                            each(cell, r -> Long.toString(r.failedDuring())), each(cell, r -> Long.toString(r.failedAfter())),
                            each(cell, r -> r.inUseAtFault() < 0 ? "-" : Integer.toString(r.inUseAtFault())),
                            each(cell, r -> seconds(r.firstSuccessMillis())), each(cell, r -> seconds(r.fullThroughputMillis())),
                            each(cell, r -> r.databaseConnections() + " / " + r.poolConnections()),
                            each(cell, r -> String.format(Locale.ROOT, "%.0f", r.baselineRequestsPerSecond()))));
                }
            }
        }
        long before = rows.stream().mapToLong(OutageRow::failedBefore).sum();
        md.append("\nRequests that failed in the baseline before a fault, all runs together: ").append(before).append(".\n");
        DoubleSummaryStatistics load = rows.stream().mapToDouble(OutageRow::loadAverage).filter(l -> l >= 0).summaryStatistics();
        if (load.getCount() > 0) {
            md.append(String.format(Locale.ROOT, "%nThe machine's load average (1 minute) at the runs' ends: %.1f to %.1f, %.1f on average;"
                    + " where it is far above the cores' count, other work shared the machine, and the times and req/s stretch and"
                    + " vary from run to run: the failure counts are what to compare.%n", load.getMin(), load.getMax(), load.getAverage()));
        }
        return md.toString();
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
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("outage.md"), markdown(heading, command, machine, description)
                + "\n![failed requests](" + FAILURES_CHART + ")\n\n![recovery](" + RECOVERY_CHART + ")\n");
        failuresChart(machine).write(dir.resolve(FAILURES_CHART));
        recoveryChart(machine).write(dir.resolve(RECOVERY_CHART));
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

    private static String seconds(long millis) {
        return millis < 0 ? "-" : String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    private static String millis(long millis) {
        return millis < 0 ? "never within the run" : millis + " ms";
    }
}
