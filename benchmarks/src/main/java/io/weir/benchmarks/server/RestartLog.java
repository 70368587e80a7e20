package io.weir.benchmarks.server;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Every request of a restart run: when it was sent and answered or failed, how it ended, and for a write the
 * event its answer names (committed, since the container commits before the servlet answers).
 */
final class RestartLog implements HttpLoad.Listener {
    /** How a request ended. */
    enum Kind {
        /** 200. */
        OK,
        /** The connection was refused: nothing listened. */
        REFUSED,
        /** 503: the server answered that it does not take requests (suspended or starting). */
        UNAVAILABLE,
        /** 404: the server answered, but the application was not deployed (any more, or yet). */
        ABSENT,
        /** The connection was reset or closed before the answer ended. */
        DROPPED,
        /** No answer in time. */
        TIMEOUT,
        /** Any other status with the application's failure as its body: the application took the request and failed it. */
        ERROR,
        /**
         * Any other status without the application's body: the server failed the request without the application answering
         * it (an empty 500 while the server stops, for one).
         */
        SERVER_ERROR;

        static Kind of(int status, String body) {
            return switch (status) {
                case 200 -> OK;
                case 503 -> UNAVAILABLE;
                case 404 -> ABSENT;
                default -> body != null && body.startsWith(APPLICATION_FAILED) ? ERROR : SERVER_ERROR;
            };
        }

        static Kind of(IOException cause) {
            if (cause instanceof ConnectException) return REFUSED;
            if (cause instanceof SocketTimeoutException) return TIMEOUT;
            return DROPPED;
        }
    }

    /** One request; {@code status} is 0 where no answer came, {@code event} -1 where the answer named none. */
    record Request(long sentNanos, long doneNanos, Kind kind, int status, long event) {
        boolean ok() {
            return kind == Kind.OK;
        }
    }

    private static final String EVENT = "event ";
    /** How the body of a request the benchmark application failed begins (its BenchServlet.FAILED). */
    static final String APPLICATION_FAILED = "failed in the application: ";
    private final ConcurrentLinkedQueue<Request> requests = new ConcurrentLinkedQueue<>();
    private final java.util.concurrent.atomic.AtomicReference<String> firstErrorBody = new java.util.concurrent.atomic.AtomicReference<>();

    @Override
    public void completed(long sentNanos, long doneNanos, boolean ok) {
        throw new UnsupportedOperationException("a restart run records answers and failures");
    }

    @Override
    public void answered(long sentNanos, long doneNanos, int status, String body) {
        Kind kind = Kind.of(status, body);
        if ((kind == Kind.ERROR || kind == Kind.SERVER_ERROR) && body != null) firstErrorBody.compareAndSet(null, status + " " + body);
        requests.add(new Request(sentNanos, doneNanos, kind, status, status == 200 ? event(body) : -1));
    }

    @Override
    public void failed(long sentNanos, long doneNanos, IOException cause) {
        requests.add(new Request(sentNanos, doneNanos, Kind.of(cause), 0, -1));
    }

    /** The first answer of the {@link Kind#ERROR} or {@link Kind#SERVER_ERROR} kind with a kept body (its status and body), or null. */
    String firstErrorBody() {
        return firstErrorBody.get();
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    /** The event an answer names ("event 42"), or -1. */
    static long event(String body) {
        if (body == null || !body.startsWith(EVENT)) return -1;
        try {
            return Long.parseLong(body.substring(EVENT.length()).trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
