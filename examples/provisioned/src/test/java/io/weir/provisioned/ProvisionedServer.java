package io.weir.provisioned;

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

/**
 * The provisioned server (target/server, or the bootable JAR), started as its user would: a process whose
 * environment holds only what the JVM needs and the variables given, on ports no one else uses.
 */
final class ProvisionedServer implements ExampleServer, AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    final int portOffset;
    final Path log;
    final Path config;
    private final Process process;
    private final long startedAt = System.nanoTime();

    private ProvisionedServer(Map<String, String> environment, Path work) throws IOException {
        this.portOffset = freeOffset();
        Files.createDirectories(work);
        List<String> command = new ArrayList<>();
        String kind = System.getProperty("weir.server.kind", "server");
        Path base;
        if (kind.equals("bootable-jar")) {
            // the bootable JAR unpacks into a folder of its own each start; keep it to read the log
            base = work.resolve("server");
            command.addAll(List.of(javaHome().resolve("bin/java").toString(), "-jar",
                    System.getProperty("weir.bootable.jar"), "--install-dir=" + base,
                    "-Djboss.socket.binding.port-offset=" + portOffset));
            log = base.resolve("standalone/log/server.log");
            config = base.resolve("standalone/configuration/standalone.xml");
        } else {
            // a copy of standalone/ per start: every test starts from the provisioned configuration
            Path home = Path.of(System.getProperty("weir.server.dir"));
            base = work.resolve("standalone");
            copy(home.resolve("standalone"), base);
            command.addAll(List.of(home.resolve("bin/standalone.sh").toString(),
                    "-Djboss.server.base.dir=" + base, "-Djboss.socket.binding.port-offset=" + portOffset));
            log = base.resolve("log/server.log");
            config = base.resolve("configuration/standalone.xml");
        }
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(work.resolve("console.log").toFile());
        pb.environment().clear();
        pb.environment().put("JAVA_HOME", javaHome().toString());
        pb.environment().put("PATH", "/usr/bin:/bin");
        pb.environment().put("LAUNCH_JBOSS_IN_BACKGROUND", "1");
        pb.environment().putAll(environment);
        process = pb.start();
    }

    static ProvisionedServer start(String name, Map<String, String> environment) throws IOException {
        return new ProvisionedServer(environment, Path.of("target", "runs", name + "-" + System.nanoTime()));
    }

    String url(String path) {
        return "http://127.0.0.1:" + (8080 + portOffset) + "/weir-example" + path;
    }

    /** Waits until {@code path} answers 200, or the server exits or fails to deploy; the time from start, in ms. */
    long awaitOk(String path, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) throw new AssertionError("the server exited during start; see " + log);
            try {
                if (get(path).statusCode() == 200) return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedAt);
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError(path + " did not answer 200 within " + timeout + "; see " + log);
    }

    /** Waits until the server says it has started (with or without failures) and returns its log. */
    String awaitStarted(Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            String text = log();
            if (text.contains("WFLYSRV0025") || text.contains("WFLYSRV0026")) return text;
            if (!process.isAlive()) return text;
            Thread.sleep(100);
        }
        throw new AssertionError("the server did not finish starting within " + timeout + "; see " + log);
    }

    @Override
    public String log() throws IOException {
        return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
    }

    @Override
    public HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url(path))).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public HttpResponse<String> post(String path, String text) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url(path))).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(text)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        // standalone.sh starts the JVM as its child: stop what it left
        process.descendants().forEach(ProcessHandle::destroyForcibly);
    }

    private static Path javaHome() {
        return Path.of(System.getProperty("java.home"));
    }

    /** A port offset whose HTTP, HTTPS and management ports are free now. */
    private static int freeOffset() {
        for (int attempt = 0; attempt < 200; attempt++) {
            int offset = 20000 + (int) (Math.random() * 20000);
            if (free(8080 + offset) && free(8443 + offset) && free(9990 + offset) && free(9993 + offset)) return offset;
        }
        throw new IllegalStateException("no free port offset found");
    }

    private static boolean free(int port) {
        if (port > 65535) return false;
        try (ServerSocket s = new ServerSocket(port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (var paths = Files.walk(from)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else Files.copy(p, target);
            }
        }
    }
}
