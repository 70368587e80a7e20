package io.weir.it;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * Steady requests on every server of a group while its servers restart one after the other, and what each request
 * came to. Each client sends one kind of request to one server, again and again, {@value #PAUSE_MILLIS} ms apart:
 * a steady load that leaves the restarting server the machine's cores. A request goes on a connection of its own
 * ({@code Connection: close}), so that a failure is the server's answer to that request and never a kept-alive
 * connection the server closed before it was sent.
 *
 * <p>What a request came to: {@link Outcome#OK}; {@link Outcome#NOT_TAKEN} (nothing listened, or the server
 * answered that it takes no requests: 503 while suspended or starting, 404 while the application is not deployed);
 * {@link Outcome#DROPPED} (the connection closed before any answer: the server went away while the request was
 * queued in its listener); {@link Outcome#FAILED} (any other answer, or a body that says the work failed: the server
 * took the request and failed it).
 */
public final class RollingLoad implements AutoCloseable {
    public enum Outcome { OK, NOT_TAKEN, DROPPED, FAILED }

    /**
     * One kind of request to one server: {@code {n}} in its URL and its body (null: none) is the request's
     * sequence number. An answer whose body contains {@code failedMark} (null: none) failed, whatever its status:
     * the probe applications answer a failed scenario with 200 and {@code failed=true}.
     */
    public record Target(String server, String kind, String method, String url, String body, String failedMark) {
        public Target(String server, String kind, String method, String url) {
            this(server, kind, method, url, null, null);
        }
    }

    /** What one request came to, and when it ended (System.nanoTime); the body of a write carries {@code sequence}. */
    public record Answer(Target target, long sequence, Outcome outcome, int status, String detail, long millis, long endNanos) {
        @Override
        public String toString() {
            return target.server() + " " + target.kind() + " #" + sequence + ": " + outcome + " " + status + " after " + millis + " ms "
                    + (detail.length() > 300 ? detail.substring(0, 300) + "…" : detail);
        }
    }

    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
    private static final int ANSWER_TIMEOUT_MILLIS = 120_000;
    private static final long PAUSE_MILLIS = 20;
    private static final long PAUSE_AFTER_FAILURE_MILLIS = 100;
    private static final int SHOWN = 10;

    private final List<Answer> answers = new CopyOnWriteArrayList<>();
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final ExecutorService clients;

    /** Starts {@code clientsPerTarget} clients on each target. */
    public RollingLoad(List<Target> targets, int clientsPerTarget) {
        clients = Executors.newFixedThreadPool(targets.size() * clientsPerTarget);
        for (Target target : targets) {
            for (int i = 0; i < clientsPerTarget; i++) {
                clients.execute(() -> {
                    while (running.get()) {
                        Answer answer = send(target, sequence.incrementAndGet());
                        answers.add(answer);
                        pause(answer.outcome() == Outcome.OK ? PAUSE_MILLIS : PAUSE_AFTER_FAILURE_MILLIS);
                    }
                });
            }
        }
    }

    /** Whether the answer ended within its server's window ({start, end} in System.nanoTime), if it has one. */
    public static boolean endedWithin(Answer answer, java.util.Map<String, long[]> windows) {
        long[] window = windows.get(answer.target().server());
        return window != null && answer.endNanos() >= window[0] && answer.endNanos() <= window[1];
    }

    /** Lets every client finish its request and stop; then every answer, in the order they came. */
    public List<Answer> stopAndAnswers() throws InterruptedException {
        close();
        return List.copyOf(answers);
    }

    /** The first few of {@code answers} that match: what an assertion that none match shows. */
    public static List<Answer> first(List<Answer> answers, Predicate<Answer> which) {
        return answers.stream().filter(which).limit(SHOWN).toList();
    }

    private List<Answer> answers(Predicate<Answer> which) {
        return answers.stream().filter(which).toList();
    }

    /** Waits until {@code count} more requests of this server have succeeded than when it is called. */
    public void awaitSuccesses(String server, int count, long timeoutMillis) throws InterruptedException {
        Predicate<Answer> ok = a -> a.target().server().equals(server) && a.outcome() == Outcome.OK;
        long target = answers(ok).size() + count;
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (answers(ok).size() < target) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(server + " served fewer than " + count + " requests within " + timeoutMillis + " ms; the last answers: "
                        + answers.subList(Math.max(0, answers.size() - 5), answers.size()));
            }
            Thread.sleep(50);
        }
    }

    /** Lets every client finish its request and stop. */
    @Override
    public void close() throws InterruptedException {
        running.set(false);
        clients.shutdown();
        if (!clients.awaitTermination(ANSWER_TIMEOUT_MILLIS + 10_000, TimeUnit.MILLISECONDS)) {
            throw new AssertionError("a client of the load did not end");
        }
    }

    private static Answer send(Target target, long n) {
        long start = System.nanoTime();
        URI uri = URI.create(target.url().replace("{n}", Long.toString(n)));
        byte[] body = target.body() == null ? new byte[0] : target.body().replace("{n}", Long.toString(n)).getBytes(StandardCharsets.UTF_8);
        String path = uri.getRawQuery() == null ? uri.getRawPath() : uri.getRawPath() + "?" + uri.getRawQuery();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), CONNECT_TIMEOUT_MILLIS);
            socket.setSoTimeout(ANSWER_TIMEOUT_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write((target.method() + " " + path + " HTTP/1.1\r\nHost: " + uri.getHost() + ":" + uri.getPort()
                    + "\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: " + body.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            String response = readAll(socket.getInputStream());
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            if (response.isEmpty()) return new Answer(target, n, Outcome.DROPPED, 0, "no answer", millis, System.nanoTime());
            int status = Integer.parseInt(response.substring(9, 12));
            int headersEnd = response.indexOf("\r\n\r\n");
            String headers = response.substring(0, headersEnd).toLowerCase(java.util.Locale.ROOT);
            String rest = response.substring(headersEnd + 4);
            if (headers.contains("transfer-encoding: chunked")) rest = unchunked(rest);
            Outcome outcome = status / 100 == 2 ? target.failedMark() != null && rest.contains(target.failedMark()) ? Outcome.FAILED : Outcome.OK
                    : status == 503 || status == 404 ? Outcome.NOT_TAKEN : Outcome.FAILED;
            return new Answer(target, n, outcome, status, rest, millis, System.nanoTime());
        } catch (ConnectException refused) {
            return new Answer(target, n, Outcome.NOT_TAKEN, 0, refused.toString(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), System.nanoTime());
        } catch (IOException e) {
            return new Answer(target, n, Outcome.DROPPED, 0, e.toString(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), System.nanoTime());
        }
    }

    /** A chunked body's content (the servers chunk what they stream, error pages among them). */
    private static String unchunked(String body) {
        StringBuilder content = new StringBuilder();
        int at = 0;
        while (at < body.length()) {
            int lineEnd = body.indexOf("\r\n", at);
            if (lineEnd < 0) break;
            int size = Integer.parseInt(body.substring(at, lineEnd).split(";")[0].trim(), 16);
            if (size == 0) break;
            int from = lineEnd + 2;
            content.append(body, from, Math.min(body.length(), from + size));
            at = from + size + 2;
        }
        return content.toString();
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            in.transferTo(bytes);
        } catch (IOException resetAfterTheAnswer) {
            if (bytes.size() == 0) throw resetAfterTheAnswer;
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The failed answers counted by server, kind and the first line of what they said, in the order each first
     * came: for an assertion's message.
     */
    public static String failures(List<Answer> answers) {
        java.util.Map<String, Long> counts = answers.stream().filter(a -> a.outcome() == Outcome.FAILED)
                .collect(java.util.stream.Collectors.groupingBy(a -> a.target().server() + " " + a.target().kind() + " " + a.status() + ": "
                        + firstLine(a.detail()), java.util.LinkedHashMap::new, java.util.stream.Collectors.counting()));
        return counts.isEmpty() ? "no failure" : counts.entrySet().stream().map(e -> e.getValue() + " x " + e.getKey())
                .collect(java.util.stream.Collectors.joining("; "));
    }

    /** The message line of a probe's failure report, else the first line that is not blank, shortened. */
    private static String firstLine(String detail) {
        String line = detail.lines().filter(l -> l.startsWith("message=")).findFirst()
                .orElse(detail.lines().filter(l -> !l.isBlank()).findFirst().orElse(""));
        return line.length() > 120 ? line.substring(0, 120) + "…" : line;
    }

    /** The answers' counts by outcome, per server: for an assertion's message. */
    public static String summary(List<Answer> answers) {
        List<String> parts = new ArrayList<>();
        answers.stream().map(a -> a.target().server()).distinct().forEach(server -> {
            StringBuilder s = new StringBuilder(server).append(":");
            for (Outcome o : Outcome.values()) {
                s.append(' ').append(o).append('=').append(answers.stream().filter(a -> a.target().server().equals(server) && a.outcome() == o).count());
            }
            parts.add(s.toString());
        });
        return String.join("; ", parts);
    }
}
