package io.weir.it;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Properties;

/** Calls the probe application inside a server and reads its {@code key=value} answer. */
public final class Probe {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private final URI base;

    public Probe(URI base) {
        this.base = base.toString().endsWith("/") ? base : URI.create(base + "/");
    }

    /** The address of {@code path} in the application. */
    public String uri(String path) {
        return base + path;
    }

    public Properties get(String path) {
        return call(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    public Properties post(String path) {
        return call(HttpRequest.newBuilder(base.resolve(path)).POST(HttpRequest.BodyPublishers.noBody()));
    }

    public Properties put(String path) {
        return call(HttpRequest.newBuilder(base.resolve(path)).PUT(HttpRequest.BodyPublishers.noBody()));
    }

    public Properties delete(String path) {
        return call(HttpRequest.newBuilder(base.resolve(path)).DELETE());
    }

    /**
     * Waits until the named Weir pool reports {@code expected} active connections. A server may finish
     * a request's cleanup (closing the handles it forgot) after the client has read the answer.
     */
    public Properties awaitActive(String pool, int expected) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        Properties numbers;
        do {
            numbers = get("api/lifecycle/pool/" + pool);
            if (Integer.toString(expected).equals(numbers.getProperty("ActiveConnections"))) {
                return numbers;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        throw new AssertionError(pool + "'s active count did not reach " + expected + " within 30 s: " + numbers);
    }

    /** The raw answer, for requests expected to fail: status and body. */
    public HttpResponse<String> send(String method, String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).method(method, HttpRequest.BodyPublishers.noBody()));
    }

    /** The raw answer to a request with a plain-text body, for applications that do not answer in {@code key=value} lines. */
    public HttpResponse<String> sendText(String method, String path, String text) {
        return send(HttpRequest.newBuilder(base.resolve(path)).method(method, HttpRequest.BodyPublishers.ofString(text))
                .header("Content-Type", "text/plain"));
    }

    private HttpResponse<String> send(HttpRequest.Builder request) {
        HttpRequest built = request.timeout(Duration.ofSeconds(120)).build();
        try {
            return HTTP.send(built, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(built.method() + " " + built.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private Properties call(HttpRequest.Builder request) {
        HttpRequest built = request.timeout(Duration.ofSeconds(120)).build();
        try {
            HttpResponse<String> response = HTTP.send(built, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new AssertionError(built.method() + " " + built.uri() + " answered " + response.statusCode() + ":\n" + response.body());
            }
            Properties answer = new Properties();
            answer.load(new StringReader(response.body()));
            return answer;
        } catch (IOException e) {
            throw new IllegalStateException(built.method() + " " + built.uri() + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
