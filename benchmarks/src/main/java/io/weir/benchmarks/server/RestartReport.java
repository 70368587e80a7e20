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

/**
 * The restart run's page: a row per server and arm, whether Weir met its goals on each server, and the
 * throughput of every arm second by second around its server's restart.
 */
final class RestartReport {
    static final long FIRST_SUCCESS_GOAL_MILLIS = 1000;
    static final String THROUGHPUT_CHART = "restart-throughput.png";

    private final List<RestartRow> rows;

    RestartReport(List<RestartRow> rows) {
        if (rows.isEmpty()) throw new IllegalArgumentException("no restart runs to report");
        this.rows = List.copyOf(rows);
    }

    /** What a run did, for the page's opening paragraph; times in seconds. */
    static String description(int clients, long warmup, long baseline, long after, String wildflyStop, String payaraStop) {
        return "One standalone WildFly and one Payara domain (its DAS), each with every arm deployed, over a private PostgreSQL 15;"
                + " each arm in turn on a freshly started server (an unmeasured restart first, so that every arm's baseline comes from a JVM"
                + " that served that arm alone for as long), then through a graceful restart of it: " + clients + " clients on GET /write (an insert and an update"
                + " in a container transaction, the answer naming the inserted event) and " + clients + " on GET /read, "
                + warmup + " s warm-up, " + baseline + " s baseline, the graceful stop (WildFly: `" + wildflyStop + "`; Payara: `"
                + payaraStop + "`), the same server started again, the load going on for " + after + " s after the server is ready"
                + " (WildFly: its root URL's first 200, which it answers with 503 until its boot, deployments included, is complete;"
                + " Payara: `asadmin start-domain` returned, while its applications may still be loading, hence the 404s after it)."
                + " Times and requests/s vary with the machine's load (other work shares its cores): compare the counts. A client that meets a failure waits " + RestartRun.PAUSE_AFTER_FAILURE.toMillis()
                + " ms before its next request. The server and its group (a managed domain's server group, Payara's deployment"
                + " group) are not measured here: this is one server restarting under load, not a rolling restart.";
    }

    /** Weir's result on one server: what it missed, if anything. */
    record Goal(String server, String weirArm, List<String> misses) {
        boolean met() {
            return misses.isEmpty();
        }
    }

    List<Goal> goals() {
        List<Goal> goals = new ArrayList<>();
        for (String server : servers()) {
            for (String weirArm : arms(server)) {
                if (!ServerReport.isWeir(weirArm)) continue;
                List<String> misses = new ArrayList<>();
                for (RestartRow r : cell(server, weirArm)) {
                    RestartFigures f = r.figures();
                    if (f.failedAccepted() > 0) misses.add(f.failedAccepted() + " accepted requests failed");
                    if (r.lost() > 0) misses.add(r.lost() + " committed rows lost");
                    if (r.log().unclean() > 0) misses.add(r.log().unclean() + " unclean closes in PostgreSQL's log");
                    if (f.firstSuccessMillis() < 0 || f.firstSuccessMillis() > FIRST_SUCCESS_GOAL_MILLIS) {
                        misses.add("first success " + (f.firstSuccessMillis() < 0 ? "never" : f.firstSuccessMillis() + " ms") + " after ready");
                    }
                    for (String arm : arms(server)) {
                        if (ServerReport.isWeir(arm)) continue;
                        for (RestartRow other : cell(server, arm)) {
                            long mine = f.fullThroughputMillis();
                            long theirs = other.figures().fullThroughputMillis();
                            if (mine < 0 && theirs >= 0 || theirs >= 0 && mine > theirs) {
                                misses.add(String.format(Locale.ROOT, "%d %% of its throughput after %s s, %s after %s s",
                                        Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100), Numbers.seconds(mine), arm, Numbers.seconds(theirs)));
                            }
                        }
                    }
                }
                goals.add(new Goal(server, weirArm, misses));
            }
        }
        return goals;
    }

    Page page(String heading, String command, String machine, String description) {
        Page page = new Page(heading).paragraph(machine).paragraph("`" + command + "`").paragraph(description);
        Table goals = new Table().text("server", "met", "what missed");
        for (Goal g : goals()) goals.row(g.server(), g.met() ? "yes" : Table.bold("no"), g.met() ? "" : String.join("; ", g.misses()));
        page.section("Weir's goals").paragraph("No request failed that the application took, no committed row lost, no unclean close in"
                + " PostgreSQL's log (dropped requests are shown, not judged: the client cannot tell a request the stopping server"
                + " dropped from one it sent on a kept-alive connection the server had just closed unread), the first success within " + FIRST_SUCCESS_GOAL_MILLIS + " ms of ready, and "
                + Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100) + " % of the throughput before the restart reached no later"
                + " than with the server's own pools.").table(goals);
        Table table = new Table().text("server", "arm").numbers("req/s before", "failed", "dropped", "503", "404", "refused", "error p99 ms",
                "stop s", "ready s", "first success s", Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100) + " % s", "committed", "lost",
                "EOF (in tx)", "terminated / reset", "load");
        for (String server : servers()) {
            for (String arm : arms(server)) {
                for (RestartRow r : cell(server, arm)) {
                    RestartFigures f = r.figures();
                    table.row(server, ServerReport.isWeir(arm) ? Table.bold(arm) : arm, Numbers.fixed(f.baselineRequestsPerSecond(), 0),
                            f.failedAccepted(), f.dropped(), f.unavailable(), f.absent(), f.refused(), Numbers.fixed(f.failedP99Millis(), 1),
                            Numbers.seconds(f.stopMillis()), Numbers.seconds(f.readyMillis()), Numbers.seconds(f.firstSuccessMillis()),
                            Numbers.seconds(f.fullThroughputMillis()), r.committed(), r.lost(),
                            r.log().unexpectedEof() + " (" + r.log().eofInTransaction() + ")", r.log().terminating() + " / " + r.log().couldNotReceive(),
                            Numbers.fixed(r.loadAverage(), 1));
                }
            }
        }
        page.section("Per server and arm").paragraph("req/s before: successful requests per second (writes and reads) in the baseline;"
                + " failed: requests the server took and failed (an error status other than 503 and 404, or no answer within 60 s); dropped: the"
                + " connection closed or reset before an answer (a kept-alive connection the stopping server closed, or a request it"
                + " dropped); 503: the server answered that it takes no requests (suspended, stopping or starting); 404: the server"
                + " answered without the application (its web context already gone while the server stops, or not yet there while it"
                + " starts); refused: nothing"
                + " listened; error p99: the 99th percentile of the time from sending to the error over every failed request; stop:"
                + " from the stop command to the server's process gone; ready: from the stop command to the server's readiness (above);"
                + " first success and " + Math.round(RestartFigures.FULL_THROUGHPUT_SHARE * 100) + " %: from ready to the first"
                + " success of a request sent after the stop and to the first one-second window with that share of the requests/s"
                + " before (`-`: not within the run); committed: writes answered 200 (their event ids recorded); lost: of those, the"
                + " ones absent from the table afterwards; EOF (in tx): PostgreSQL's `unexpected EOF on client connection` lines for"
                + " the arm's connections (those `with an open transaction`, which it rolled back); terminated / reset: its"
                + " `terminating connection` and `could not receive data from client` lines; load: the machine's load average at the"
                + " run's end.").table(table);
        return page.chart("throughput around the restart", THROUGHPUT_CHART, throughputChart(machine));
    }

    /** Per server, a line per arm: successful requests per second, from the stop command (0). */
    ChartSheet throughputChart(String subheading) {
        List<String> arms = rows.stream().map(RestartRow::arm).distinct().toList();
        List<LineChart> panels = new ArrayList<>();
        for (String server : servers()) {
            List<LineChart.Line> lines = new ArrayList<>();
            for (String arm : arms) {
                List<RestartRow> cell = cell(server, arm);
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
            panels.add(new LineChart(server + ": successful requests per second", "seconds from the stop command", lines, 0));
        }
        return new ChartSheet("Throughput around a graceful restart", subheading, arms, panels);
    }

    void write(Path dir, String heading, String command, String machine, String description) throws IOException {
        page(heading, command, machine, description).write(dir, "restart.md");
    }

    private List<String> servers() {
        return rows.stream().map(RestartRow::server).distinct().toList();
    }

    /** A server's arms, Weir's first, then in the order they ran. */
    private List<String> arms(String server) {
        LinkedHashSet<String> arms = new LinkedHashSet<>();
        rows.stream().filter(r -> r.server().equals(server)).map(RestartRow::arm).filter(ServerReport::isWeir).forEach(arms::add);
        rows.stream().filter(r -> r.server().equals(server)).map(RestartRow::arm).forEach(arms::add);
        return List.copyOf(arms);
    }

    private List<RestartRow> cell(String server, String arm) {
        return rows.stream().filter(r -> r.server().equals(server) && r.arm().equals(arm)).toList();
    }
}
