package io.weir.benchmarks.server;

import io.weir.benchmarks.report.ChartSheet;
import io.weir.benchmarks.report.LineChart;
import io.weir.benchmarks.report.Numbers;
import io.weir.benchmarks.report.Page;
import io.weir.benchmarks.report.Table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The restart run's page: per event ({@link RestartEvent}) a row per server and arm, whether Weir met its goals on
 * each server, and the throughput of every arm second by second around the event.
 */
final class RestartReport {
    static final long FIRST_SUCCESS_GOAL_MILLIS = 1000;

    private final List<RestartRow> rows;

    RestartReport(List<RestartRow> rows) {
        if (rows.isEmpty()) throw new IllegalArgumentException("no restart runs to report");
        this.rows = List.copyOf(rows);
    }

    /** The events the runs went through, in {@link RestartEvent}'s order. */
    List<RestartEvent> events() {
        return java.util.Arrays.stream(RestartEvent.values()).filter(e -> rows.stream().anyMatch(r -> r.event() == e)).toList();
    }

    /** What a run did, for the page's opening paragraph; times in seconds. */
    static String description(int clients, long warmup, long baseline, long after) {
        return "One standalone WildFly and one Payara domain (its DAS), each with every arm deployed, over a private PostgreSQL 15;"
                + " each arm in turn, for each event, on a freshly started server (an unmeasured restart first, so that every arm's baseline"
                + " comes from a JVM that served that arm alone for as long), once per order of the arms (the restart mode: as named,"
                + " then reversed, so that no arm always runs first; an arm's rows are in the order they ran, the chart shows its first),"
                + " then through the event: " + clients + " clients on GET /write (an"
                + " insert and an update in a container transaction, the answer naming the inserted event) and " + clients + " on GET /read, "
                + warmup + " s warm-up, " + baseline + " s baseline, the event (per section below), the load going on for " + after
                + " s after the server is ready: after the event's command returned, the first 200 of the arm's GET /ping, which"
                + " answers from the application without a connection, so that the first success after it is the pool's."
                + " Times and requests/s vary with the machine's load (other work shares its cores): compare the counts. A client that meets a failure waits " + RestartRun.PAUSE_AFTER_FAILURE.toMillis()
                + " ms before its next request. The server and its group (a managed domain's server group, Payara's deployment"
                + " group) are not measured here: this is one server under load, not a rolling restart.";
    }

    /** The restart section's commands: the graceful stops and each server's readiness. */
    static String restartCommands(String wildflyStop, String payaraStop) {
        return "The graceful stop: WildFly `" + wildflyStop + "`, Payara `" + payaraStop + "`.";
    }

    /** A redeploy section's commands. */
    static String redeployCommands(String wildfly, String payara) {
        return "The redeploy: WildFly `" + wildfly + "`, Payara `" + payara + "`.";
    }

    /** Weir's result on one server through one event: what it missed, if anything. */
    record Goal(RestartEvent event, String server, String weirArm, List<String> misses) {
        boolean met() {
            return misses.isEmpty();
        }
    }

    List<Goal> goals(RestartEvent event) {
        List<Goal> goals = new ArrayList<>();
        for (String server : servers(event)) {
            for (String weirArm : arms(event, server)) {
                if (!ServerReport.isWeir(weirArm)) continue;
                List<String> misses = new ArrayList<>();
                for (RestartRow r : cell(event, server, weirArm)) {
                    RestartFigures f = r.figures();
                    if (f.failedAccepted() > 0) misses.add(f.failedAccepted() + " accepted requests failed");
                    if (r.lost() > 0) misses.add(r.lost() + " committed rows lost");
                    if (r.log().unclean() > 0) misses.add(r.log().unclean() + " unclean closes in PostgreSQL's log");
                    if (f.firstSuccessMillis() < 0 || f.firstSuccessMillis() > FIRST_SUCCESS_GOAL_MILLIS) {
                        misses.add("first success " + (f.firstSuccessMillis() < 0 ? "never" : f.firstSuccessMillis() + " ms") + " after ready");
                    }
                }
                // the warm-up varies from run to run by more than between the pools: each arm's runs are compared as a whole
                List<RestartRow> mine = cell(event, server, weirArm);
                for (String arm : arms(event, server)) {
                    if (ServerReport.isWeir(arm)) continue;
                    List<RestartRow> theirs = cell(event, server, arm);
                    double myCrossing = medianCrossingMillis(mine);
                    double theirCrossing = medianCrossingMillis(theirs);
                    if (myCrossing > theirCrossing) {
                        misses.add(String.format(Locale.ROOT, "%d %% of its steady throughput after %s, %s after %s (median of the runs)",
                                Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100), crossing(myCrossing), arm, crossing(theirCrossing)));
                    }
                    double myShare = meanRampShare(mine);
                    double theirShare = meanRampShare(theirs);
                    if (myShare < theirShare) {
                        misses.add(String.format(Locale.ROOT, "first %d s at %s of its steady throughput, %s at %s (mean of the runs)",
                                RestartFigures.RAMP_SECONDS, Numbers.ratio(myShare), arm, Numbers.ratio(theirShare)));
                    }
                }
                goals.add(new Goal(event, server, weirArm, misses));
            }
        }
        return goals;
    }

    /** The median over runs of the time from ready to the steady throughput's share; a run that never got there counts as never. */
    private static double medianCrossingMillis(List<RestartRow> runs) {
        double median = Numbers.median(runs.stream().map(r -> r.figures().fullThroughputMillis())
                .map(millis -> millis < 0 ? Double.POSITIVE_INFINITY : (double) millis).toList());
        return Double.isNaN(median) ? Double.POSITIVE_INFINITY : median;
    }

    /** The mean over runs of the first seconds' share of the steady throughput; a run whose load ended sooner is left out. */
    private static double meanRampShare(List<RestartRow> runs) {
        return runs.stream().mapToDouble(r -> r.figures().rampShare()).filter(v -> v >= 0).average().orElse(0);
    }

    private static String crossing(double millis) {
        return Double.isInfinite(millis) ? "never within the run" : Numbers.seconds(Math.round(millis)) + " s";
    }

    /** The page; {@code commands} says per event what its command is on each server. */
    Page page(String heading, String command, String machine, String description, Map<RestartEvent, String> commands) {
        Page page = new Page(heading).paragraph(machine).paragraph("`" + command + "`").paragraph(description)
                .paragraph("Per event, Weir's goals: no request failed that the application took, no committed row lost, no unclean close in"
                        + " PostgreSQL's log (dropped requests are shown, not judged: the client cannot tell a request the stopping server"
                        + " dropped from one it sent on a kept-alive connection the server had just closed unread; nor are the server's"
                        + " error pages, answered without the application), the first success within "
                        + FIRST_SUCCESS_GOAL_MILLIS + " ms of ready, in every run; and over the arm's runs, " + Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100)
                        + " % of the steady throughput reached no later (the median) and as much served in the first " + RestartFigures.RAMP_SECONDS
                        + " s after ready (the mean share) as with the server's own pools. The steady throughput is the higher of the"
                        + " requests/s before the event and after it (over the second half of the load after ready): a baseline taken within"
                        + " a freshly started server's first minute may still be part of its warm-up, and the restarted server then settles above it.")
                .paragraph("req/s before: successful requests per second (writes and reads) in the baseline; after: the same over the second"
                        + " half of the load after ready;"
                        + " failed: requests the application took and failed (an error status other than 503 and 404 whose body is the"
                        + " application's failure, or no answer within 60 s); server 500: an error status whose body is not the application's"
                        + " (the server's own error page, such as the empty 500s of a stopping server, answered without the application); dropped: the"
                        + " connection closed or reset before an answer (a kept-alive connection the stopping server closed, or a request it"
                        + " dropped); 503: the server answered that it takes no requests (suspended, stopping or starting); 404: the server"
                        + " answered without the application (its web context gone while it stops or is redeployed, or not yet there while it"
                        + " starts); refused: nothing"
                        + " listened; error p99: the 99th percentile of the time from sending to the error over every failed request; stop or"
                        + " redeploy: from the event's command to its return (a stop: the server's process gone); ready: from the command to"
                        + " the server's readiness (above);"
                        + " first success and " + Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100) + " %: from ready to the first"
                        + " success of a request sent after the command returned and to the first one-second window with that share of the"
                        + " steady requests/s (`-`: not within the run); first " + RestartFigures.RAMP_SECONDS + " s: the successes in the "
                        + RestartFigures.RAMP_SECONDS + " s from ready as a share of what the steady requests/s would have served then (a sum over"
                        + " the whole warm-up, steadier than the " + Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100) + " % crossing, which"
                        + " one noisy second moves by seconds); committed: writes answered 200 (their event ids recorded); lost: of"
                        + " those, the ones absent from the table afterwards; EOF (in tx): PostgreSQL's `unexpected EOF on client connection`"
                        + " lines for the arm's connections (those `with an open transaction`, which it rolled back); terminated / reset: its"
                        + " `terminating connection` and `could not receive data from client` lines; load: the machine's load average at the"
                        + " run's end.");
        for (RestartEvent event : events()) section(page, event, commands.getOrDefault(event, ""), machine);
        return page;
    }

    private void section(Page page, RestartEvent event, String commands, String machine) {
        Table goals = new Table().text("server", "arm", "met", "what missed");
        for (Goal g : goals(event)) {
            goals.row(g.server(), g.weirArm(), g.met() ? "yes" : Table.bold("no"), g.met() ? "" : String.join("; ", g.misses()));
        }
        Table table = new Table().text("server", "arm").numbers("req/s before", "req/s after", "failed", "server 500", "dropped", "503", "404", "refused", "error p99 ms",
                event.commandColumn(), "ready s", "first success s", Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100) + " % s",
                "first " + RestartFigures.RAMP_SECONDS + " s", "committed", "lost",
                "EOF (in tx)", "terminated / reset", "load");
        for (String server : servers(event)) {
            for (String arm : arms(event, server)) {
                for (RestartRow r : cell(event, server, arm)) {
                    RestartFigures f = r.figures();
                    table.row(server, ServerReport.isWeir(arm) ? Table.bold(arm) : arm, Numbers.fixed(f.baselineRequestsPerSecond(), 0),
                            Numbers.fixed(f.settledRequestsPerSecond(), 0),
                            f.failedAccepted(), f.serverError(), f.dropped(), f.unavailable(), f.absent(), f.refused(), Numbers.fixed(f.failedP99Millis(), 1),
                            Numbers.seconds(f.stopMillis()), Numbers.seconds(f.readyMillis()), Numbers.seconds(f.firstSuccessMillis()),
                            Numbers.seconds(f.fullThroughputMillis()), rampShare(f), r.committed(), r.lost(),
                            r.log().unexpectedEof() + " (" + r.log().eofInTransaction() + ")", r.log().terminating() + " / " + r.log().couldNotReceive(),
                            Numbers.fixed(r.loadAverage(), 1));
                }
            }
        }
        page.section(event.title()).paragraph("Between the baseline and the load after it: " + event.what() + "."
                        + (commands.isEmpty() ? "" : " " + commands))
                .paragraph("Weir's goals:").table(goals).paragraph("Per server and arm:").table(table)
                .paragraph("The first " + RestartFigures.RAMP_SECONDS + " s after ready, per arm over its runs: the requests served as a share of"
                        + " what the steady requests/s would have served, mean (lowest-highest).").table(ramp(event))
                .chart("throughput around the event: " + event.key(), event.chartFile(), throughputChart(event, machine));
    }

    /** Per server and arm, the share of the steady throughput served in the first seconds after ready, over the arm's runs. */
    Table ramp(RestartEvent event) {
        Table table = new Table().text("server", "arm").numbers("runs", "first " + RestartFigures.RAMP_SECONDS + " s");
        for (String server : servers(event)) {
            for (String arm : arms(event, server)) {
                List<RestartRow> cell = cell(event, server, arm);
                List<Double> shares = cell.stream().map(r -> r.figures().rampShare()).map(v -> v < 0 ? Double.NaN : v).toList();
                table.row(server, ServerReport.isWeir(arm) ? Table.bold(arm) : arm, cell.size(), Numbers.spread(shares));
            }
        }
        return table;
    }

    private static String rampShare(RestartFigures f) {
        return f.rampShare() < 0 ? "-" : Numbers.ratio(f.rampShare());
    }

    /** Per server, a line per arm (its first run): successful requests per second, from the event's command (0). */
    ChartSheet throughputChart(RestartEvent event, String subheading) {
        List<String> arms = rows.stream().filter(r -> r.event() == event).map(RestartRow::arm).distinct().toList();
        List<LineChart> panels = new ArrayList<>();
        for (String server : servers(event)) {
            List<LineChart.Line> lines = new ArrayList<>();
            for (String arm : arms) {
                List<RestartRow> cell = cell(event, server, arm);
                if (cell.isEmpty()) {
                    lines.add(new LineChart.Line(new double[0], new double[0]));
                    continue;
                }
                RestartFigures f = cell.get(0).figures();
                double[] x = new double[f.perSecond().size()];
                double[] y = new double[x.length];
                for (int i = 0; i < x.length; i++) {
                    x[i] = f.seriesStartSeconds() + i + 0.5;
                    y[i] = f.perSecond().get(i);
                }
                lines.add(new LineChart.Line(x, y));
            }
            panels.add(new LineChart(server + ": successful requests per second", "seconds from the event's command", lines, 0));
        }
        return new ChartSheet(event.title() + ": throughput around it", subheading, arms, panels);
    }

    void write(Path dir, String heading, String command, String machine, String description, Map<RestartEvent, String> commands) throws IOException {
        page(heading, command, machine, description, commands).write(dir, "restart.md");
    }

    private List<String> servers(RestartEvent event) {
        return rows.stream().filter(r -> r.event() == event).map(RestartRow::server).distinct().toList();
    }

    /** A server's arms through an event, Weir's first, then in the order they ran. */
    private List<String> arms(RestartEvent event, String server) {
        LinkedHashSet<String> arms = new LinkedHashSet<>();
        List<RestartRow> ran = rows.stream().filter(r -> r.event() == event && r.server().equals(server)).toList();
        ran.stream().map(RestartRow::arm).filter(ServerReport::isWeir).forEach(arms::add);
        ran.stream().map(RestartRow::arm).forEach(arms::add);
        return List.copyOf(arms);
    }

    private List<RestartRow> cell(RestartEvent event, String server, String arm) {
        return rows.stream().filter(r -> r.event() == event && r.server().equals(server) && r.arm().equals(arm)).toList();
    }
}
