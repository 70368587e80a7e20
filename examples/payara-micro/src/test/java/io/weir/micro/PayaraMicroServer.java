package io.weir.micro;

import io.weir.consumer.ExampleServer;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * Payara Micro started as its user would, from target/payara-micro (payara-micro.jar, weir-rar.rar, postgresql.jar,
 * post-boot.asadmin): a process whose environment holds only what the JVM needs and the variables given, on a free
 * HTTP port, with its runtime directory and console log in a folder of its own under target/runs.
 */
final class PayaraMicroServer implements ExampleServer, AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    /** What Payara Micro logs once it has deployed what it was given, whether the deployments failed or not. */
    private static final Pattern READY = Pattern.compile("Payara Micro \\S+ \\(build \\d+\\) ready in");

    final int port;
    final Path log;
    final Path domainXml;
    private final Process process;
    private final long startedAt = System.nanoTime();

    private PayaraMicroServer(Map<String, String> environment, List<String> jvmOptions, Path work) throws IOException {
        this.port = freePort();
        Files.createDirectories(work);
        Path micro = Path.of(System.getProperty("weir.micro.dir"));
        Path root = work.resolve("root");
        log = work.resolve("console.log");
        domainXml = root.resolve("config/domain.xml");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // C1 only: on a small machine it halves the start, which is mostly class loading
        command.add("-XX:TieredStopAtLevel=1");
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", "payara-micro.jar", "--nocluster", "--port", String.valueOf(port),
                "--rootdir", root.toAbsolutePath().toString(), "--addlibs", "postgresql.jar",
                "--postbootcommandfile", "post-boot.asadmin",
                "--deploy", Path.of(System.getProperty("weir.war")).toAbsolutePath().toString()));
        // the command file deploys weir-rar.rar by a path relative to the folder Payara Micro runs in
        ProcessBuilder pb = new ProcessBuilder(command).directory(micro.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", "/usr/bin:/bin");
        pb.environment().putAll(environment);
        process = pb.start();
    }

    static PayaraMicroServer start(String name, Map<String, String> environment, String... jvmOptions) throws IOException {
        return new PayaraMicroServer(environment, List.of(jvmOptions), Path.of("target", "runs", name + "-" + System.nanoTime()));
    }

    String url(String path) {
        return "http://127.0.0.1:" + port + "/weir-example" + path;
    }

    /** Waits until {@code path} answers 200, or Payara Micro exits or is ready without it; the time from start, in ms. */
    long awaitOk(String path, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) throw new AssertionError("Payara Micro exited during start; see " + log);
            try {
                if (get(path).statusCode() == 200) return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedAt);
            } catch (IOException notYet) {
                // not listening yet
            }
            if (ready() && get(path).statusCode() != 200) {
                throw new AssertionError("Payara Micro is ready but " + path + " does not answer 200; see " + log);
            }
            Thread.sleep(100);
        }
        throw new AssertionError(path + " did not answer 200 within " + timeout + "; see " + log);
    }

    /** Waits until Payara Micro says it is ready (its deployments failed or not), or exits; returns its log. */
    String awaitReady(Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (ready() || !process.isAlive()) return log();
            Thread.sleep(100);
        }
        throw new AssertionError("Payara Micro was not ready within " + timeout + "; see " + log);
    }

    private boolean ready() throws IOException {
        return READY.matcher(log()).find();
    }

    @Override
    public String log() throws IOException {
        return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
    }

    @Override
    public HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(request(path));
    }

    @Override
    public HttpResponse<String> post(String path, String text) throws IOException, InterruptedException {
        return send(request(path).header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(text)));
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(url(path))).timeout(Duration.ofSeconds(30));
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() throws Exception {
        // Payara Micro stops on SIGTERM, else it is killed
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
