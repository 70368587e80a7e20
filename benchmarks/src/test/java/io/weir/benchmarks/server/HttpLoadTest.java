package io.weir.benchmarks.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HttpLoadTest {
    private static final Duration WARM_UP = Duration.ofMillis(200);
    private static final Duration MEASURED = Duration.ofMillis(800);

    private final AtomicLong served = new AtomicLong();
    private HttpServer server;

    /** Serves with {@code handler} and runs {@code clients} clients through the warm-up and the measured period. */
    private HttpLoad.Result load(int clients, HttpHandler handler) throws Exception {
        return new HttpLoad(serve(handler), clients).run(WARM_UP, MEASURED);
    }

    private URI serve(HttpHandler handler) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        server.setExecutor(Executors.newFixedThreadPool(8));
        server.createContext("/", exchange -> {
            served.incrementAndGet();
            handler.handle(exchange);
        });
        server.start();
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/read");
    }

    @AfterEach
    void stop() {
        if (server != null) server.stop(0);
    }

    private static void answer(HttpExchange exchange, int status, long declaredLength) throws IOException {
        byte[] body = "row 42".getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, declaredLength < 0 ? -1 : declaredLength);
        try (OutputStream out = exchange.getResponseBody()) {
            if (declaredLength >= 0) out.write(body);
        }
    }

    @Test
    void countsAndTimesEveryAnsweredRequestOfTheMeasuredPeriodOnly() throws Exception {
        HttpLoad.Result r = load(4, e -> answer(e, 200, 6));

        assertTrue(r.requests() > 0, "no request counted");
        assertEquals(0, r.errors());
        assertEquals(r.requests(), r.latencyNanos().getTotalCount());
        assertTrue(r.requests() < served.get(), "the warm-up's requests must not be counted: " + r.requests() + " of " + served.get());
    }

    @Test
    void readsChunkedResponsesOnAKeptAliveConnection() throws Exception {
        HttpLoad.Result r = load(2, e -> answer(e, 200, 0));

        assertTrue(r.requests() > 1, "chunked responses not read");
        assertEquals(0, r.errors());
    }

    @Test
    void aStatusOtherThan200IsAnErrorNotARequest() throws Exception {
        HttpLoad.Result r = new HttpLoad(serve(e -> answer(e, 500, 6)), 2).run(Duration.ZERO, Duration.ofSeconds(2));

        assertEquals(0, r.requests());
        assertTrue(r.errors() > 0, "the failures were not counted");
    }

    @Test
    void eachClientWaitsForItsAnswerBeforeSendingAgain() throws Exception {
        HttpLoad.Result r = load(2, e -> {
            sleep(50);
            answer(e, 200, 6);
        });

        // two clients, 50 ms per answer: at most 40 requests a second
        assertTrue(r.requestsPerSecond() <= 42, "not a closed loop: " + r.requestsPerSecond() + " req/s");
        assertTrue(r.percentileMillis(50) >= 50, "latency below the server's own time: " + r.percentileMillis(50));
    }

    @Test
    void theWindowOpensAfterTheWarmUpAndClosesAtTheEndOfTheMeasuredPeriod() throws Exception {
        HttpLoad load = new HttpLoad(serve(e -> answer(e, 200, 6)), 2);
        long[] edges = new long[2];
        long start = System.nanoTime();
        load.run(WARM_UP, MEASURED, new HttpLoad.Window() {
            @Override
            public void opened() {
                edges[0] = System.nanoTime() - start;
            }

            @Override
            public void closed() {
                edges[1] = System.nanoTime() - start;
            }
        });

        assertTrue(edges[0] >= WARM_UP.toNanos(), "opened during the warm-up: " + edges[0]);
        assertTrue(edges[1] >= WARM_UP.plus(MEASURED).toNanos(), "closed before the measured period ended: " + edges[1]);
    }

    @Test
    void aRefusedRequestIsTimedWithoutThePauseBeforeIt() throws Exception {
        int port;
        try (java.net.ServerSocket closed = new java.net.ServerSocket(0)) {
            port = closed.getLocalPort();
        }
        RestartLog log = new RestartLog();
        new HttpLoad(URI.create("http://127.0.0.1:" + port + "/"), 1, log, Duration.ofMillis(300)).run(Duration.ZERO, Duration.ofMillis(1000));
        var requests = log.requests();
        assertTrue(requests.size() >= 2 && requests.size() <= 4, requests.toString());
        for (RestartLog.Request r : requests) {
            assertEquals(RestartLog.Kind.REFUSED, r.kind());
            assertTrue(r.doneNanos() - r.sentNanos() < Duration.ofMillis(200).toNanos(), r.toString());
        }
    }

    @Test
    void aUrlWithoutPortIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new HttpConnection(URI.create("http://localhost/read")));
        assertTrue(e.getMessage().contains("http://host:port/path"), e.getMessage());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
