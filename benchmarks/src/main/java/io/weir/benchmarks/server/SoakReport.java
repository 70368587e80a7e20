package io.weir.benchmarks.server;

import io.weir.benchmarks.report.ChartSheet;
import io.weir.benchmarks.report.LineChart;
import io.weir.benchmarks.report.Page;
import io.weir.benchmarks.report.Table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/** The soak's page: the checks, each server's requests and failures by the fault that caused them, the injection log, and the timeline chart. */
final class SoakReport {
    static final String CHART = "soak.png";
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);
    /** The cause of a failure no fault's window holds. */
    private static final String NONE = "no fault";

    private final SoakRun.Result result;
    private final SoakChecks checks;
    private final List<SoakChecks.Check> verdicts;

    SoakReport(SoakRun.Result result, SoakChecks checks, List<SoakChecks.Check> verdicts) {
        this.result = result;
        this.checks = checks;
        this.verdicts = List.copyOf(verdicts);
    }

    boolean passed() {
        return verdicts.stream().allMatch(SoakChecks.Check::passed);
    }

    /** Each server's failed requests' end instants, from the origin on. */
    static Map<String, List<Long>> failures(SoakRun.Result result) {
        Map<String, List<Long>> failures = new TreeMap<>();
        result.requests().forEach((server, requests) -> failures.put(server, requests.stream()
                .filter(r -> !r.ok() && r.doneNanos() >= result.origin()).map(RestartLog.Request::doneNanos).toList()));
        return failures;
    }

    Page page(String heading, String command, String machine, String description) {
        Page page = new Page(heading).paragraph(machine).paragraph("`" + command + "`").paragraph(description);
        Table table = new Table().text("server", "check", "passed", "numbers");
        for (SoakChecks.Check c : verdicts) table.row(c.server(), c.name(), c.passed() ? "yes" : Table.bold("no"), c.detail());
        page.section("Checks").table(table);
        Table requests = new Table().text("server").numbers("requests", "ok", "failed").text("failures by the fault they fell in");
        for (Map.Entry<String, List<RestartLog.Request>> e : result.requests().entrySet()) {
            List<RestartLog.Request> measured = e.getValue().stream().filter(r -> r.doneNanos() >= result.origin()).toList();
            long ok = measured.stream().filter(RestartLog.Request::ok).count();
            requests.row(e.getKey(), measured.size(), ok, measured.size() - ok, byCause(e.getKey(), measured));
        }
        page.section("Requests").paragraph("From the end of the warm-up to the end of the run, writes and reads together; each"
                + " failure is counted against the injected fault whose window (start to end plus the grace) it ended in (where windows"
                + " overlap, a fault still running wins over one in its grace, a later over an earlier), with how it ended: error (a status"
                + " other than 200, 404 and 503 with the application's failure as its body), server_error (such a status answered by the"
                + " server without the application), unavailable (503), absent (404: the application not deployed),"
                + " refused, dropped (the connection closed before the answer), timeout (no answer within 60 s).").table(requests);
        Table log = new Table().numbers("start s", "end s").text("server", "fault");
        for (Injection i : result.injections()) {
            log.row(String.format(Locale.ROOT, "%.1f", (i.startNanos() - result.origin()) / 1e9),
                    String.format(Locale.ROOT, "%.1f", (i.endNanos() - result.origin()) / 1e9), i.server(), i.fault().id());
        }
        page.section("Injection log").paragraph("Seconds from the end of the warm-up.").table(log);
        return page.chart("requests and failures per second, faults shaded", CHART, chart(machine));
    }

    /** Per fault (or none), the failures and how they ended: "kill 12 (error 12)". */
    private String byCause(String server, List<RestartLog.Request> requests) {
        Map<String, Map<RestartLog.Kind, Long>> counts = new TreeMap<>();
        for (RestartLog.Request r : requests) {
            if (r.ok()) continue;
            Injection cause = checks.cause(server, r.doneNanos());
            counts.computeIfAbsent(cause == null ? NONE : cause.fault().id(), c -> new EnumMap<>(RestartLog.Kind.class))
                    .merge(r.kind(), 1L, Long::sum);
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((cause, kinds) -> {
            String part = cause + " " + kinds.values().stream().mapToLong(Long::longValue).sum() + " (" + kinds.entrySet().stream()
                    .map(k -> k.getKey().name().toLowerCase(Locale.ROOT) + " " + k.getValue()).collect(Collectors.joining(", ")) + ")";
            parts.add(cause.equals(NONE) ? Table.bold(part) : part);
        });
        return parts.isEmpty() ? "-" : String.join("; ", parts);
    }

    /** Per server: successes and failures per second from the origin, and the arm's connections, with the faults that hit it shaded. */
    ChartSheet chart(String subheading) {
        List<LineChart> panels = new ArrayList<>();
        int seconds = (int) ((result.end() - result.origin() + SECOND - 1) / SECOND);
        for (Map.Entry<String, List<RestartLog.Request>> e : result.requests().entrySet()) {
            double[] x = new double[seconds];
            double[] ok = new double[seconds];
            double[] failed = new double[seconds];
            for (int i = 0; i < seconds; i++) x[i] = i + 0.5;
            for (RestartLog.Request r : e.getValue()) {
                long i = (r.doneNanos() - result.origin()) / SECOND;
                if (r.doneNanos() < result.origin() || i >= seconds) continue;
                if (r.ok()) ok[(int) i]++;
                else failed[(int) i]++;
            }
            List<LineChart.Band> bands = result.injections().stream().filter(i -> i.hits(e.getKey()))
                    .map(i -> new LineChart.Band((i.startNanos() - result.origin()) / 1e9, (i.endNanos() - result.origin()) / 1e9, i.fault().id()))
                    .toList();
            panels.add(new LineChart(e.getKey() + ": successful requests per second", "seconds from the end of the warm-up",
                    List.of(new LineChart.Line(x, ok)), bands));
            // the failures' own scale: beside the successes they would lie flat on the axis
            panels.add(new LineChart(e.getKey() + ": failed requests per second", "seconds from the end of the warm-up",
                    List.of(new LineChart.Line(new double[0], new double[0]), new LineChart.Line(x, failed)), bands));
            List<SoakChecks.Sample> mine = result.samples().stream().filter(s -> s.server().equals(e.getKey())).toList();
            double[] at = mine.stream().mapToDouble(s -> (s.nanos() - result.origin()) / 1e9).toArray();
            panels.add(new LineChart(e.getKey() + ": the arm's connections in pg_stat_activity, each second", "seconds from the end of the warm-up",
                    List.of(new LineChart.Line(at, mine.stream().mapToDouble(SoakChecks.Sample::connections).toArray())), bands));
        }
        return new ChartSheet("Soak: every fault under load", subheading, List.of("ok", "failed"), panels);
    }

    static String description(int clients, SoakRun.Plan plan, java.time.Duration grace, int pool) {
        return "Each server's Weir arm (pool size " + pool + ") under " + clients + " clients on GET /write (an insert and an update in a"
                + " container transaction, the answer naming the event) and " + clients + " on GET /read, both servers at once, "
                + plan.warmUp().toSeconds() + " s warm-up, then faults one after another after random pauses of " + plan.pauseMin().toSeconds()
                + " to " + plan.pauseMax().toSeconds() + " s"
                + (plan.onceEach() ? ", each kind once" : " for at least " + plan.length().toSeconds() + " s, every kind once before any again")
                + ", then " + plan.tail().toSeconds() + " s without faults. The faults: kill (pg_terminate_backend of every client backend),"
                + " restart (the database stopped fast and started), blackhole (the fault proxy holds every byte for "
                + plan.blackhole().toSeconds() + " s), reconfigure (WildFly: a config-property of Weir's connection definition written and the"
                + " server reloaded, as its console asks; Payara: `asadmin set` of the connector pool's property), leak (a request that takes"
                + " a connection and never closes it; its fault lasts until Weir's leak detection has taken it back) and redeploy (the"
                + " application deployed again). A failure counts as caused by a fault when it ended between the fault's start and its end"
                + " plus " + grace.toSeconds() + " s. Connections: the arm's backends in pg_stat_activity every second, at most the pool's"
                + " size (twice it during a reconfiguration, while the old pool closes and the new one opens). Heap: the live objects after a full GC"
                + " (jcmd GC.class_histogram's total) at the end of the warm-up and at the end, under load, at most " + Math.round(SoakChecks.HEAP_GROWTH * 100)
                + " % growth. Threads: /proc's count at the same instants, at most " + Math.round(SoakChecks.THREAD_GROWTH * 100)
                + " % or " + SoakChecks.THREAD_SLACK + " threads more (the servers' worker pools grow and shrink with demand).";
    }

    void write(Path dir, String heading, String command, String machine, String description) throws IOException {
        page(heading, command, machine, description).write(dir, "soak.md");
    }
}
