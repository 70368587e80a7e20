package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The database kills every connection of a pool while requests keep arriving, as a restart or {@code
 * pg_terminate_backend} does in production: the shape users run, a DataSource injected with {@code @Resource}
 * into a bean whose container transaction inserts a row (io.weir.injected), {@link #CLIENTS} clients sending
 * one request after another, and the definition at Weir's defaults. A transaction whose insert ran before the
 * kill may fail at its commit: its work died with its session, and no pool can save it. No transaction fails
 * before that: the insert that meets a killed connection runs again on a fresh one. Every request answered as
 * committed has its row. The server's definition: Weir's adapter, LocalTransaction, on the machine's
 * PostgreSQL with {@link #APPLICATION_NAME}, and no other setting; the table {@link #TABLE} (tag text).
 */
public interface KilledUnderLoadContract {
    String TABLE = "weir_it_under_load_" + ProcessHandle.current().pid();
    String APPLICATION_NAME = "weir_under_load_" + ProcessHandle.current().pid();
    int CLIENTS = 8;
    /** Requests that must commit after the kill, the pool having replaced its connections. */
    int COMMITS_AFTER_THE_KILL = 50;

    /** io.weir.injected over the definition. */
    Probe application();

    @Test
    default void underLoadAKillFailsNoTransactionBeforeItsCommitAndLosesNoCommittedRow() throws Exception {
        ConcurrentLinkedQueue<Properties> answers = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<String> committed = new ConcurrentLinkedQueue<>();
        AtomicInteger committedAfterTheKill = new AtomicInteger();
        AtomicBoolean killed = new AtomicBoolean();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            int client = i;
            Thread thread = new Thread(() -> {
                for (int n = 0; !stop.get(); n++) {
                    String tag = client + "-" + n;
                    boolean afterTheKill = killed.get();
                    Properties answer = insert(tag);
                    answers.add(answer);
                    if (!"false".equals(answer.getProperty("failed"))) continue;
                    committed.add(tag);
                    if (afterTheKill) committedAfterTheKill.incrementAndGet();
                }
            }, "client-" + i);
            thread.start();
            clients.add(thread);
        }
        try {
            awaitAtLeast(committed::size, 4 * CLIENTS, "requests commit before the kill");
            killThePoolsConnections();
            killed.set(true);
            awaitAtLeast(committedAfterTheKill::get, COMMITS_AFTER_THE_KILL, "requests commit after the kill");
        } finally {
            stop.set(true);
            for (Thread c : clients) c.join(TimeUnit.SECONDS.toMillis(60));
        }

        List<Properties> failedBeforeTheCommit = answers.stream()
                .filter(a -> !"false".equals(a.getProperty("failed")) && !"true".equals(a.getProperty("statementRan")))
                .toList();
        assertEquals(List.of(), failedBeforeTheCommit, "no transaction fails at or before its first statement");
        for (String tag : committed) {
            assertEquals(1, Databases.postgres().scalar("SELECT count(*) FROM " + TABLE + " WHERE tag = ?", tag),
                    "the committed row " + tag + " is in the table");
        }
    }

    /** One request; a request the server did not answer with a report counts as failed before its statement. */
    private Properties insert(String tag) {
        Properties answer;
        try {
            answer = application().post("api/injected/insert?table=" + TABLE + "&tag=" + tag);
        } catch (RuntimeException | AssertionError e) {
            answer = new Properties();
            answer.setProperty("failed", "true");
            answer.setProperty("message", String.valueOf(e));
        }
        answer.setProperty("tag", tag);
        return answer;
    }

    private static void killThePoolsConnections() throws SQLException {
        long killed = Databases.postgres().scalar("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = ?",
                APPLICATION_NAME);
        assertTrue(killed > 0, "the database kills the pool's connections");
    }

    private static void awaitAtLeast(IntSupplier count, int expected, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (count.getAsInt() < expected) {
            assertTrue(System.nanoTime() < deadline, what + ": " + count.getAsInt() + " of " + expected + " within 60 s");
            Thread.sleep(20);
        }
    }
}
