package io.weir.benchmarks.server;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * One arm under a closed-loop load through one fault: a warm-up (which also lets the arm's pool shed what
 * an earlier fault left in it), an undisturbed baseline, the fault, and a period after the database's
 * return in which the load goes on; then the connections the database and the pool hold.
 */
final class OutageRun {
    /** The run's phases. */
    record Plan(Duration warmUp, Duration baseline, Duration outage, Duration after) {
    }

    private final URI url;
    private final int clients;
    private final OutageDatabase database;

    OutageRun(URI url, int clients, OutageDatabase database) {
        this.url = url;
        this.clients = clients;
        this.database = database;
    }

    /**
     * @param applicationName the arm's application_name, which the database counts its backends by
     * @param poolCommand     a shell command that prints the connections the arm's pool reports
     * @param requests        where to write every request's times, or null
     */
    OutageRow run(String server, String arm, Fault fault, int repeat, Plan plan, String applicationName, String poolCommand,
                  Path requests) throws Exception {
        Timeline timeline = new Timeline();
        HttpLoad load = new HttpLoad(url, clients, timeline);
        Thread loader = new Thread(() -> {
            try {
                load.run(Duration.ZERO, Duration.ofHours(1));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "outage-load");
        loader.setDaemon(true);
        long start = System.nanoTime();
        loader.start();
        long baselineFrom = start + plan.warmUp().toNanos();
        long faultAt = baselineFrom + plan.baseline().toNanos();
        sleepUntil(faultAt);
        OutageDatabase.Inflicted inflicted = database.inflict(fault, plan.outage(), applicationName);
        long back = inflicted.backNanos();
        long until = back + plan.after().toNanos();
        sleepUntil(until);
        load.stop();
        loader.join(TimeUnit.SECONDS.toMillis(90));
        List<Timeline.Outcome> outcomes = timeline.outcomes();
        if (requests != null) {
            Files.writeString(requests, "# " + server + " " + arm + " " + fault.id() + " " + repeat + ": times from the fault; back at "
                    + String.format(Locale.ROOT, "%.1f", (back - faultAt) / 1e6) + " ms\n" + Timeline.text(outcomes, faultAt));
        }
        Timeline.Figures figures = Timeline.figures(outcomes, baselineFrom, faultAt, back, until);
        return OutageRow.of(server, arm, fault, repeat, figures, inflicted.inUse(), database.backends(applicationName), shellOutput(poolCommand),
                ServerBench.loadAverage());
    }

    private static void sleepUntil(long nanoTime) throws InterruptedException {
        long left = nanoTime - System.nanoTime();
        if (left > 0) TimeUnit.NANOSECONDS.sleep(left);
    }

    /** The command's output, one word; "-" where it printed nothing or failed. */
    private static String shellOutput(String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(60, TimeUnit.SECONDS)) p.destroyForcibly();
        return out.isEmpty() || out.contains("\t") || out.contains("\n") || p.exitValue() != 0 ? "-" : out.replace(' ', '_');
    }
}
