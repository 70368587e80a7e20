package io.weir.benchmarks.server;

import org.HdrHistogram.Histogram;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * A closed-loop load: each client has one connection and sends its next request as soon as the last
 * response has arrived. Requests during the warm-up are sent but not counted; every request of the
 * measured period is timed, from the first byte sent to the last byte read, into one histogram.
 */
final class HttpLoad {
    /** Latencies above this are recorded as this (far beyond any answer a healthy arm gives). */
    private static final long MAX_LATENCY_NANOS = Duration.ofSeconds(60).toNanos();
    /** How often the thread that waits for the measured period's edges looks whether the load was stopped. */
    private static final long STOP_CHECK_NANOS = Duration.ofMillis(10).toNanos();

    /** Told of every request, warm-up included, on the client's thread, as soon as its answer is read or it failed. */
    interface Listener {
        void completed(long sentNanos, long doneNanos, boolean ok);

        /** An answer: its status and its body when short (see {@link HttpConnection#body()}). */
        default void answered(long sentNanos, long doneNanos, int status, String body) {
            completed(sentNanos, doneNanos, status == 200);
        }

        /** No answer: the connection was refused, reset or closed, or the answer did not come in time. */
        default void failed(long sentNanos, long doneNanos, IOException cause) {
            completed(sentNanos, doneNanos, false);
        }
    }

    /** Told when the measured period opens and when it closes (or the load is stopped), on the thread that runs the load. */
    interface Window {
        Window NONE = new Window() {
            @Override
            public void opened() {
            }

            @Override
            public void closed() {
            }
        };

        void opened();

        void closed();
    }

    private final URI uri;
    private final int clients;
    private final Listener listener;
    private final long pauseAfterFailureNanos;
    private volatile boolean stopped;

    HttpLoad(URI uri, int clients) {
        this(uri, clients, (sent, done, ok) -> { });
    }

    HttpLoad(URI uri, int clients, Listener listener) {
        this(uri, clients, listener, Duration.ZERO);
    }

    /**
     * @param pauseAfterFailure how long a client waits after a failed request before it sends the next one,
     *                          as a real client does; without it the clients of a stopped server spin on refused connections
     */
    HttpLoad(URI uri, int clients, Listener listener, Duration pauseAfterFailure) {
        if (clients < 1) throw new IllegalArgumentException("clients must be at least 1, not " + clients);
        this.uri = uri;
        this.clients = clients;
        this.listener = listener;
        this.pauseAfterFailureNanos = pauseAfterFailure.toNanos();
    }

    /** Ends the measured period early: each client stops after its request in flight. */
    void stop() {
        stopped = true;
    }

    /** The outcome of the measured period. */
    record Result(long requests, long errors, double seconds, Histogram latencyNanos) {
        double requestsPerSecond() {
            return requests / seconds;
        }

        /** A percentile of the successful requests' latencies, in milliseconds. */
        double percentileMillis(double percentile) {
            return latencyNanos.getValueAtPercentile(percentile) / 1e6;
        }
    }

    Result run(Duration warmUp, Duration measured) throws InterruptedException {
        return run(warmUp, measured, Window.NONE);
    }

    Result run(Duration warmUp, Duration measured, Window window) throws InterruptedException {
        if (measured.isZero() || measured.isNegative()) throw new IllegalArgumentException("the measured period must be positive");
        long start = System.nanoTime();
        long measureFrom = start + warmUp.toNanos();
        long measureUntil = measureFrom + measured.toNanos();
        List<Client> all = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            Client c = new Client(measureFrom, measureUntil);
            all.add(c);
            c.thread.start();
        }
        awaitOrStop(measureFrom);
        window.opened();
        awaitOrStop(measureUntil);
        window.closed();
        Histogram total = new Histogram(MAX_LATENCY_NANOS, 3);
        long requests = 0;
        long errors = 0;
        for (Client c : all) {
            c.thread.join();
            total.add(c.latencies);
            requests += c.requests;
            errors += c.errors;
        }
        return new Result(requests, errors, measured.toNanos() / 1e9, total);
    }

    private void awaitOrStop(long nanoTime) {
        for (long left = nanoTime - System.nanoTime(); left > 0 && !stopped; left = nanoTime - System.nanoTime()) {
            LockSupport.parkNanos(Math.min(left, STOP_CHECK_NANOS));
        }
    }

    private final class Client implements Runnable {
        final Thread thread = new Thread(this, "load-client");
        final Histogram latencies = new Histogram(MAX_LATENCY_NANOS, 3);
        final long measureFrom;
        final long measureUntil;
        long requests;
        long errors;

        Client(long measureFrom, long measureUntil) {
            this.measureFrom = measureFrom;
            this.measureUntil = measureUntil;
            thread.setDaemon(true);
        }

        @Override
        public void run() {
            HttpConnection connection = null;
            long now = System.nanoTime();
            while (now < measureUntil && !stopped) {
                boolean ok;
                long sent = now;
                try {
                    if (connection == null) connection = new HttpConnection(uri);
                    sent = System.nanoTime();
                    int status = connection.get();
                    ok = status == 200;
                    now = System.nanoTime();
                    listener.answered(sent, now, status, connection.body());
                    if (connection.closing()) connection = closed(connection);
                } catch (IOException e) {
                    ok = false;
                    connection = closed(connection);
                    now = System.nanoTime();
                    listener.failed(sent, now, e);
                }
                if (!ok && pauseAfterFailureNanos > 0) {
                    LockSupport.parkNanos(pauseAfterFailureNanos);
                    // the next request is sent after the pause: its time starts here
                    now = System.nanoTime();
                }
                if (sent >= measureFrom && now <= measureUntil) {
                    if (ok) {
                        requests++;
                        latencies.recordValue(Math.min(now - sent, MAX_LATENCY_NANOS));
                    } else {
                        errors++;
                    }
                }
            }
            closed(connection);
        }

        private HttpConnection closed(HttpConnection connection) {
            if (connection != null) {
                try {
                    connection.close();
                } catch (IOException ignored) {
                    // nothing left to read from it
                }
            }
            return null;
        }
    }
}
