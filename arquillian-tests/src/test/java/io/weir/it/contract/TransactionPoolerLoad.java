package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Databases;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * The load of {@link TransactionPoolerContract}: its clients, what the server answered each request, and the
 * rows PostgreSQL holds afterwards. Each request has a tag of its own (its row's), unique to the run, so that
 * rows of earlier runs in the shared JPA table are not counted.
 */
final class TransactionPoolerLoad {
    /** One run per test class: the tests of a class each judge one side of the same load. */
    private static final Map<Class<?>, Object> RUNS = new HashMap<>();

    private static final String JPA_TABLE = "weir_jpa_note";

    private enum Kind {
        JPA_INSERT, INJECTED_INSERT, INJECTED_READ, JPA_ROLLBACK_ONLY, INJECTED_ROLLBACK_ONLY
    }

    private enum Answer {
        COMMITTED, ROLLED_BACK, FAILED
    }

    private record Request(String tag, Kind kind, Answer answer, String detail) {
    }

    /** What the clients were answered, and what PostgreSQL holds. */
    record Outcome(List<Request> requests, Set<String> rowsPresent) {
        List<String> failures() {
            return requests.stream().filter(r -> r.answer == Answer.FAILED).map(r -> r.kind + " " + r.tag + ": " + r.detail).toList();
        }

        long committed() {
            return requests.stream().filter(r -> r.answer == Answer.COMMITTED && r.kind != Kind.INJECTED_READ).count();
        }

        long rolledBackJpa() {
            return requests.stream().filter(r -> r.answer == Answer.ROLLED_BACK && r.kind == Kind.JPA_ROLLBACK_ONLY).count();
        }

        long rolledBackInjected() {
            return requests.stream().filter(r -> r.answer == Answer.ROLLED_BACK && r.kind == Kind.INJECTED_ROLLBACK_ONLY).count();
        }

        /** Rows of requests answered as committed that PostgreSQL does not have. */
        List<String> lostRows() {
            return requests.stream().filter(r -> r.answer == Answer.COMMITTED && r.kind != Kind.INJECTED_READ)
                    .filter(r -> !rowsPresent.contains(r.tag)).map(r -> r.kind + " " + r.tag).toList();
        }

        /**
         * Rows PostgreSQL has that no request committed: a rolled-back request's, or one no client sent. A failed
         * request's row is left out, its outcome being unknown to its client; the failure itself is reported.
         */
        List<String> phantomRows() {
            Map<String, Request> byTag = new HashMap<>();
            for (Request r : requests) {
                if (r.kind != Kind.INJECTED_READ) byTag.put(r.tag, r);
            }
            List<String> phantoms = new ArrayList<>();
            for (String tag : rowsPresent) {
                Request r = byTag.get(tag);
                if (r == null) phantoms.add(tag + " (no request had this tag)");
                else if (r.answer == Answer.ROLLED_BACK) phantoms.add(r.kind + " " + tag + " (answered as rolled back)");
            }
            return phantoms;
        }

        @Override
        public String toString() {
            Map<String, Integer> counts = new TreeMap<>();
            for (Request r : requests) counts.merge(r.kind + "=" + r.answer, 1, Integer::sum);
            return requests.size() + " requests " + counts + ", " + rowsPresent.size() + " rows in PostgreSQL";
        }
    }

    private final Probe application;
    private final String run = "p" + ProcessHandle.current().pid() + "x" + Long.toString(System.currentTimeMillis(), 36);
    private final ConcurrentLinkedQueue<Request> requests = new ConcurrentLinkedQueue<>();

    private TransactionPoolerLoad(Probe application) {
        this.application = application;
    }

    /** The outcome of the test class's load, run at the first call; a load that failed fails every later call too. */
    static synchronized Outcome of(TransactionPoolerContract test) throws Exception {
        Object run = RUNS.get(test.getClass());
        if (run == null) {
            try {
                JpaContract.createTable();
                run = new TransactionPoolerLoad(test.application()).run();
                System.out.println(test.getClass().getSimpleName() + " behind PgBouncer: " + run); // the run's size, in the test's output
            } catch (Exception | AssertionError e) {
                run = e;
            }
            RUNS.put(test.getClass(), run);
        }
        if (run instanceof Outcome outcome) return outcome;
        throw new AssertionError("the load behind PgBouncer could not run", (Throwable) run);
    }

    private Outcome run() throws Exception {
        long end = System.nanoTime() + TransactionPoolerContract.LOAD.toNanos();
        List<Thread> clients = new ArrayList<>();
        for (int i = 0; i < TransactionPoolerContract.CLIENTS; i++) {
            int client = i;
            Thread thread = new Thread(() -> {
                String lastCommitted = null;
                // each client starts elsewhere in the cycle, so that every kind runs alongside every other
                for (int n = 0; System.nanoTime() - end < 0; n++) {
                    Kind kind = Kind.values()[(client + n) % Kind.values().length];
                    if (kind == Kind.INJECTED_READ && lastCommitted == null) kind = Kind.INJECTED_INSERT;
                    String tag = kind == Kind.INJECTED_READ ? lastCommitted : run + "-" + client + "-" + n;
                    Request done = send(kind, tag);
                    requests.add(done);
                    if (kind == Kind.INJECTED_INSERT && done.answer == Answer.COMMITTED) lastCommitted = tag;
                }
            }, "pooler-client-" + i);
            thread.start();
            clients.add(thread);
        }
        for (Thread c : clients) {
            c.join(TimeUnit.SECONDS.toMillis(300));
            if (c.isAlive()) throw new AssertionError(c.getName() + " still waits for an answer 300 s after the load");
        }
        return new Outcome(List.copyOf(requests), rowsPresent());
    }

    private Request send(Kind kind, String tag) {
        String table = TransactionPoolerContract.TABLE;
        try {
            return switch (kind) {
                case JPA_INSERT -> expect(kind, tag, application.post("api/notes/" + tag + "/pooled"), "id", null, Answer.COMMITTED);
                case JPA_ROLLBACK_ONLY -> expect(kind, tag, application.post("api/notes/" + tag + "/rollback-only"),
                        "rollbackOnly", "true", Answer.ROLLED_BACK);
                case INJECTED_INSERT -> expect(kind, tag, application.post("api/injected/insert?table=" + table + "&tag=" + tag),
                        "failed", "false", Answer.COMMITTED);
                case INJECTED_ROLLBACK_ONLY -> expect(kind, tag,
                        application.post("api/injected/insert-rolled-back?table=" + table + "&tag=" + tag), "failed", "false",
                        Answer.ROLLED_BACK);
                // a read sees the row its client committed: through the pooler it may be another server session
                case INJECTED_READ -> expect(kind, tag, application.get("api/injected/count?table=" + table + "&tag=" + tag),
                        "count", "1", Answer.COMMITTED);
            };
        } catch (RuntimeException | AssertionError e) {
            return new Request(tag, kind, Answer.FAILED, String.valueOf(e));
        }
    }

    /** The request's answer if {@code key} has {@code value} (any value if null), else a failure with the answer. */
    private static Request expect(Kind kind, String tag, Properties answer, String key, String value, Answer answered) {
        String actual = answer.getProperty(key);
        boolean ok = value == null ? actual != null : value.equals(actual);
        return ok ? new Request(tag, kind, answered, null) : new Request(tag, kind, Answer.FAILED, answer.toString());
    }

    /** The tags of this run's rows in both tables, read from PostgreSQL itself. */
    private Set<String> rowsPresent() throws SQLException {
        Set<String> tags = new HashSet<>();
        try (Connection c = Databases.postgres().connect()) {
            for (String table : List.of(JPA_TABLE, TransactionPoolerContract.TABLE)) {
                try (PreparedStatement ps = c.prepareStatement("SELECT tag FROM " + table + " WHERE tag LIKE ?")) {
                    ps.setString(1, run + "-%");
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) tags.add(rs.getString(1));
                    }
                }
            }
        }
        return tags;
    }
}
