package io.weir.benchmarks.server;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * One arm under a steady load of writes and reads through one event ({@link RestartEvent}): a warm-up, a
 * baseline, the event's command (a graceful stop that returns once the server's process is gone, or a redeploy
 * that returns once the server says it is done), the start command (none for a redeploy), and the load going on
 * for a while after the server's ready URL first answers 200. Then the writes the client saw committed are looked
 * up in the database, and the PostgreSQL log's lines for the arm's connections are counted.
 */
final class RestartRun {
    /** The run's phases and how long the stop and the start may take. */
    record Plan(Duration warmUp, Duration baseline, Duration after, Duration stopTimeout, Duration readyTimeout) {
    }

    /**
     * The server's commands: the event's (a graceful stop that returns once its process is gone, or a redeploy), and
     * a start (a command that does nothing after a redeploy); the server is ready
     * once the start command has returned and the ready URL answers 200 (a start command that returns at once leaves
     * it to the URL; one that returns once the server has started, after its URL answers, decides).
     */
    record Server(String stop, String start, URI ready) {
    }

    /** Where the committed writes are checked (a direct JDBC URL and the events table) and the database's log. */
    record Database(String url, String eventsTable, Path log) {
    }

    /** A client that meets a failure waits this long before its next request, as a real client or a balancer does. */
    static final Duration PAUSE_AFTER_FAILURE = Duration.ofMillis(100);
    private static final Duration READY_POLL = Duration.ofMillis(100);

    private final URI write;
    private final URI read;
    private final int clients;

    /** {@code clients} clients on each endpoint. */
    RestartRun(URI write, URI read, int clients) {
        this.write = write;
        this.read = read;
        this.clients = clients;
    }

    RestartRow run(String serverName, String arm, RestartEvent event, String applicationName, Plan plan, Server server, Database database, Path requests)
            throws Exception {
        RestartLog log = new RestartLog();
        List<HttpLoad> loads = List.of(new HttpLoad(write, clients, log, PAUSE_AFTER_FAILURE), new HttpLoad(read, clients, log, PAUSE_AFTER_FAILURE));
        List<Thread> threads = new ArrayList<>();
        long logOffset = PostgresLog.length(database.log());
        long start = System.nanoTime();
        for (HttpLoad load : loads) {
            Thread t = new Thread(() -> {
                try {
                    load.run(Duration.ZERO, Duration.ofHours(1));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "restart-load");
            t.setDaemon(true);
            t.start();
            threads.add(t);
        }
        long baselineFrom = start + plan.warmUp().toNanos();
        long stopAt = baselineFrom + plan.baseline().toNanos();
        sleepUntil(stopAt);
        OutageDatabase.shell(server.stop(), plan.stopTimeout());
        long stoppedAt = System.nanoTime();
        Process starting = new ProcessBuilder("bash", "-c", server.start()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long deadline = stoppedAt + plan.readyTimeout().toNanos();
        awaitReady(server.ready(), deadline);
        if (!starting.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
            starting.destroyForcibly();
            throw new IOException("'" + server.start() + "' did not end within " + plan.readyTimeout().toSeconds() + " s");
        }
        long readyAt = System.nanoTime();
        long until = readyAt + plan.after().toNanos();
        sleepUntil(until);
        for (HttpLoad load : loads) load.stop();
        for (Thread t : threads) t.join(TimeUnit.SECONDS.toMillis(90));
        List<RestartLog.Request> all = log.requests();
        if (requests != null) {
            String error = log.firstErrorBody();
            Files.writeString(requests, (error == null ? "" : "# the first error's answer: " + error.replaceAll("\\s+", " ") + "\n")
                    + text(all, stopAt, stoppedAt, readyAt));
        }
        RestartFigures figures = RestartFigures.of(all, baselineFrom, stopAt, stoppedAt, readyAt, until);
        List<Long> committed = all.stream().filter(RestartLog.Request::ok).mapToLong(RestartLog.Request::event).filter(e -> e >= 0)
                .boxed().toList();
        // the database writes its log line when the backend ends, which may come a moment after the pool closed the connection
        TimeUnit.SECONDS.sleep(2);
        PostgresLog.Counts lines = PostgresLog.count(PostgresLog.linesFrom(database.log(), logOffset), applicationName);
        return new RestartRow(serverName, arm, event, figures, committed.size(), missing(database, committed), lines, ServerBench.loadAverage());
    }

    /** Returns once the URL answers 200, polled until the deadline. */
    private static void awaitReady(URI ready, long deadline) throws InterruptedException, IOException {
        while (System.nanoTime() < deadline) {
            try (HttpConnection c = new HttpConnection(ready)) {
                if (c.get() == 200) return;
            } catch (IOException notYet) {
                // not listening yet
            }
            TimeUnit.NANOSECONDS.sleep(READY_POLL.toNanos());
        }
        throw new IOException(ready + " did not answer 200 in time after the event");
    }

    /** How many of the events are absent from the table. */
    static long missing(Database database, List<Long> events) throws SQLException {
        if (events.isEmpty()) return 0;
        try (Connection c = DriverManager.getConnection(database.url());
             PreparedStatement s = c.prepareStatement("SELECT count(*) FROM " + database.eventsTable() + " WHERE id = ANY (?)")) {
            Array ids = c.createArrayOf("bigint", events.toArray());
            s.setArray(1, ids);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return events.size() - r.getLong(1);
            }
        }
    }

    /** Every request as "sent done kind event", in milliseconds from the event's command, in the order they completed. */
    static String text(List<RestartLog.Request> requests, long stopAt, long stoppedAt, long readyAt) {
        String head = String.format(Locale.ROOT, "# times from the event's command; its return (a stop: the server's process gone) at %.1f ms, ready at %.1f ms%n"
                + "sent ms\tdone ms\tkind\tstatus\tevent%n", (stoppedAt - stopAt) / 1e6, (readyAt - stopAt) / 1e6);
        return head + requests.stream().sorted(java.util.Comparator.comparingLong(RestartLog.Request::doneNanos))
                .map(r -> String.format(Locale.ROOT, "%.1f\t%.1f\t%s\t%d\t%d", (r.sentNanos() - stopAt) / 1e6, (r.doneNanos() - stopAt) / 1e6,
                        r.kind().name().toLowerCase(Locale.ROOT), r.status(), r.event()))
                .collect(Collectors.joining("\n", "", "\n"));
    }

    private static void sleepUntil(long nanoTime) throws InterruptedException {
        long left = nanoTime - System.nanoTime();
        if (left > 0) TimeUnit.NANOSECONDS.sleep(left);
    }
}
