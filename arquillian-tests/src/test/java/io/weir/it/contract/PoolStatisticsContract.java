package io.weir.it.contract;

import io.weir.it.Probe;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Weir's physical pool as an administrator reads it from outside the server, on any server: the
 * test-only definition WeirStats (MaximumPoolSize 3, ConnectionTimeout 3 s), which only these tests use.
 */
public interface PoolStatisticsContract {
    Probe probe();

    /** WeirStats's numbers, named like the MXBean's attributes, read where the server shows them. */
    Map<String, Long> statistics() throws Exception;

    /**
     * A cold server's first connect (H2 loading its classes) can outlast ConnectionTimeout, which fails
     * the pool's start; the next borrow starts it again. Every test counts from a started pool.
     */
    @BeforeEach
    default void awaitPoolStarted() throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        Properties borrow;
        while (!"false".equals((borrow = probe().get("api/statistics/borrow-one")).getProperty("failed"))) {
            if (System.nanoTime() > deadline) throw new AssertionError("WeirStats could not lend a connection within 60 s: " + borrow);
            Thread.sleep(500);
        }
    }

    @Test
    default void activeShowsTheConnectionsARequestHoldsAndIdleShowsThemAfterwards() throws Exception {
        CompletableFuture<Properties> holding = CompletableFuture.supplyAsync(() -> probe().get("api/statistics/hold/3/10000"));

        Map<String, Long> held = awaitStatistic("ActiveConnections", 3);
        assertEquals(0L, held.get("IdleConnections"), held.toString());
        assertEquals(3L, held.get("TotalConnections"), held.toString());
        assertEquals(held.get("TotalConnections"), held.get("CreatedConnections") - held.get("EvictedConnections"), held.toString());

        assertEquals("3", holding.get(60, TimeUnit.SECONDS).getProperty("held"));
        Map<String, Long> after = awaitStatistic("ActiveConnections", 0);
        assertEquals(3L, after.get("IdleConnections"), after.toString());
    }

    @Test
    default void aBorrowPastMaximumPoolSizeShowsAsAWaitAndATimeout() throws Exception {
        CompletableFuture<Properties> holding = CompletableFuture.supplyAsync(() -> probe().get("api/statistics/hold/3/15000"));
        Map<String, Long> before = awaitStatistic("ActiveConnections", 3);

        assertEquals("true", probe().get("api/statistics/borrow-one").getProperty("failed"), "the fourth borrow must time out");

        Map<String, Long> after = statistics();
        assertEquals(before.get("TimeoutCount") + 1, after.get("TimeoutCount"), after.toString());
        assertEquals(before.get("WaitCount") + 1, after.get("WaitCount"), after.toString());
        long waited = after.get("WaitTimeMillis") - before.get("WaitTimeMillis");
        assertTrue(waited >= 3_000, "the timed-out borrow waited ConnectionTimeout (3000 ms), the statistics say " + waited);
        holding.get(60, TimeUnit.SECONDS);
    }

    /**
     * The database ends the pool's idle sessions behind its back, as a restart does. Past the alive-check window
     * (500 ms), the next borrow finds the connection it takes dead, retires it and lends a fresh one. The server's
     * view counts each retired one as a failed alive check, an eviction, and under no other failure.
     */
    @Test
    default void connectionsTheDatabaseKilledWhileIdleShowAsFailedAliveChecks() throws Exception {
        Map<String, Long> before = statistics();
        Properties kill = probe().post("api/statistics/kill-sessions");
        assertTrue(Integer.parseInt(kill.getProperty("killed")) > 0, "WeirStats's database had no session to kill: " + kill);
        Thread.sleep(1_000); // within the window a connection is lent unchecked, and the statement would fail instead

        assertEquals("false", probe().get("api/statistics/borrow-one").getProperty("failed"), "the borrow gets a fresh connection");

        Map<String, Long> after = statistics();
        long failedChecks = count(after, "FailedAliveChecks") - count(before, "FailedAliveChecks");
        assertTrue(failedChecks > 0, "no failed alive check counted: before " + before + ", after " + after);
        assertEquals(failedChecks, count(after, "EvictedConnections") - count(before, "EvictedConnections"),
                "each failed alive check is an eviction: before " + before + ", after " + after);
        for (String otherFailure : new String[] {"BrokenConnections", "FailedResets", "StandbyConnections", "AdapterEvictions"}) {
            assertEquals(count(before, otherFailure), count(after, otherFailure), otherFailure + ": before " + before + ", after " + after);
        }
    }

    /** Holds two WeirStats connections while the server's metrics text, read again and again, comes to show {@code line}. */
    default void assertMetricsShowWhileTwoAreHeld(String line, Callable<String> metrics) throws Exception {
        CompletableFuture<Properties> holding = CompletableFuture.supplyAsync(() -> probe().get("api/statistics/hold/2/10000"));
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            String text;
            do {
                text = metrics.call();
                if (text.lines().anyMatch(line::equals)) return;
                Thread.sleep(200);
            } while (System.nanoTime() < deadline);
            fail("the metrics never showed " + line + "; their Weir lines: "
                    + text.lines().filter(l -> l.toLowerCase(java.util.Locale.ROOT).contains("connections")).toList());
        } finally {
            holding.get(60, TimeUnit.SECONDS);
        }
    }

    /** The body of a GET that must answer 200. */
    static String httpGet(URI uri) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, answer.statusCode(), uri + " answered " + answer.body());
        return answer.body();
    }

    /** A statistic the server's view must show. */
    private static long count(Map<String, Long> statistics, String name) {
        Long value = statistics.get(name);
        if (value == null) throw new AssertionError("the server's view lacks " + name + ": " + statistics);
        return value;
    }

    private Map<String, Long> awaitStatistic(String name, long expected) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        Map<String, Long> numbers;
        do {
            numbers = statistics();
            if (numbers.get(name) != null && numbers.get(name) == expected) return numbers;
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        throw new AssertionError(name + " did not reach " + expected + " within 30 s: " + numbers);
    }
}
