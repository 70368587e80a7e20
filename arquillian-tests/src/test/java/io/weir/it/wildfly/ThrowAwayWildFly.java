package io.weir.it.wildfly;

import io.weir.it.TestFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A WildFly of a test's own, for tests that kill or restart their server: the suite's installation
 * with its own copy of the pristine standalone/ folder (so its configuration, deployments and transaction
 * log are its own) and its own port offset. Started by standalone.sh, as an administrator would.
 */
final class ThrowAwayWildFly implements AutoCloseable {
    // above the suite server's start-up timeout (240 s): on a loaded machine WildFly takes minutes to boot
    private static final Duration START_TIMEOUT = Duration.ofSeconds(300);

    private final Path baseDir;
    private final int portOffset;
    private final List<String> systemProperties;
    private Process process;

    /** {@code systemProperties} as {@code -Dname=value}, given at every start. */
    ThrowAwayWildFly(String name, int portOffset, String... systemProperties) {
        Path home = TestFiles.existing("jboss.home");
        this.baseDir = home.getParent().resolve(name);
        this.portOffset = portOffset;
        this.systemProperties = List.of(systemProperties);
        TestFiles.deleteRecursively(baseDir);
        copy(home.resolve("standalone"), baseDir);
    }

    int managementPort() {
        return 9990 + portOffset;
    }

    URI http() {
        return URI.create("http://localhost:" + (8080 + portOffset) + "/");
    }

    Path serverLog() {
        return baseDir.resolve("log/server.log");
    }

    /** Starts the server and waits until its management interface says it is running. */
    void start() throws InterruptedException {
        List<String> command = new ArrayList<>(List.of(TestFiles.existing("jboss.home").resolve("bin/standalone.sh").toString(),
                "-Djboss.server.base.dir=" + baseDir, "-Djboss.socket.binding.port-offset=" + portOffset));
        command.addAll(systemProperties);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(baseDir.resolve("console.log").toFile()));
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("JAVA_OPTS", "-Xms64m -Xmx512m -Djava.net.preferIPv4Stack=true");
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command, e);
        }
        awaitRunning();
    }

    /**
     * {@code :reload}, as an administrator applies changes that need one; returns once the server runs again
     * (its state reads {@code reload-required} until the reload, so the wait cannot end before it).
     */
    void reload() throws InterruptedException {
        JBossCli.runCommand(managementPort(), ":reload");
        awaitRunning();
    }

    private void awaitRunning() throws InterruptedException {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the throw-away WildFly exited at start; see " + baseDir.resolve("console.log"));
            }
            try {
                if (JBossCli.runCommand(managementPort(), ":read-attribute(name=server-state)").contains("\"running\"")) {
                    return;
                }
            } catch (IllegalStateException notListeningYet) {
                // jboss-cli cannot connect until the management interface is up
            }
            Thread.sleep(1_000);
        }
        throw new IllegalStateException("the throw-away WildFly did not start within " + START_TIMEOUT.toSeconds() + " s");
    }

    String cli(Path script) {
        return JBossCli.runFile(managementPort(), script);
    }

    /** Waits for the server's process to end on its own, as a halted server's does. */
    void awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the throw-away WildFly was expected to die, but still runs after " + timeout.toSeconds() + " s");
        }
    }

    /** Kills the server (and standalone.sh's JVM under it), leaving the base folder for the next start. */
    @Override
    public void close() {
        if (process != null && process.isAlive()) {
            try (Stream<ProcessHandle> children = process.toHandle().descendants()) {
                children.forEach(ProcessHandle::destroyForcibly);
            }
            process.destroyForcibly();
            try {
                process.waitFor(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static void copy(Path from, Path to) {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : paths.toList()) {
                Files.copy(source, to.resolve(from.relativize(source).toString()), StandardCopyOption.COPY_ATTRIBUTES);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from + " to " + to, e);
        }
    }
}
