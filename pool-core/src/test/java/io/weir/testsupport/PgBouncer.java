package io.weir.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A PgBouncer of a test's own, between the pool and a real PostgreSQL, as fleets run one: Debian's
 * {@code pgbouncer} binary ({@code -Dweir.pgbouncer.bin}), a configuration written to a temporary folder,
 * a free loopback port, {@code auth_type=trust}. Each database of the server is reachable under its own
 * name. Started in the background ({@code -d}) as the postgres user when the tests run as root (PgBouncer
 * refuses root), and stopped by the pid it wrote, with the folder deleted, by {@link #close()}.
 */
public final class PgBouncer implements AutoCloseable {
    private static final Path BIN = Path.of(System.getProperty("weir.pgbouncer.bin", "/usr/sbin/pgbouncer"));
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    /** How PgBouncer lends its server connections. */
    public enum Mode {
        /** A server connection per transaction: what fleets run, and what breaks session state. */
        TRANSACTION,
        /** A server connection per client connection, until the client disconnects. */
        SESSION
    }

    private final Database server;
    private final Path folder;
    private final int port;

    private PgBouncer(Database server, Path folder, int port) {
        this.server = server;
        this.folder = folder;
        this.port = port;
    }

    /**
     * Starts PgBouncer in {@code mode} in front of {@code server}, each database lent through at most
     * {@code poolSize} server connections, with pgjdbc's startup parameter {@code extra_float_digits} ignored
     * as PgBouncer's users configure it.
     */
    public static PgBouncer start(Database server, Mode mode, int poolSize) {
        return start(server, mode, poolSize, "ignore_startup_parameters = extra_float_digits");
    }

    /** Starts PgBouncer with {@code extraSettings} (lines of its [pgbouncer] section) instead of the usual ones. */
    public static PgBouncer start(Database server, Mode mode, int poolSize, String... extraSettings) {
        if (!Files.isExecutable(BIN)) {
            throw new IllegalStateException("this test starts its own PgBouncer from " + BIN + ", which is not there: install"
                    + " it (apt-get install pgbouncer; .ci/run does) or point -Dweir.pgbouncer.bin at it");
        }
        try {
            Path folder = Files.createTempDirectory("weir-pgbouncer-");
            PgBouncer bouncer = new PgBouncer(server, folder, Ports.free());
            bouncer.writeConfiguration(mode, poolSize, extraSettings);
            bouncer.launch();
            return bouncer;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start PgBouncer", e);
        }
    }

    /** The database {@code name} of the server, through this PgBouncer. */
    public Database database() {
        return new Database(server.product(), server.urlPrefix(), "127.0.0.1", port, server.name(), server.user(),
                server.password(), "(started by the test itself through " + PgBouncer.class.getName() + ")");
    }

    public String jdbcUrl() {
        return database().jdbcUrl();
    }

    public int port() {
        return port;
    }

    /** What PgBouncer logged: connections, errors, its pool's events. */
    public String log() {
        try {
            Path log = folder.resolve("pgbouncer.log");
            return Files.exists(log) ? Files.readString(log) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void writeConfiguration(PgBouncer.Mode mode, int poolSize, String... extraSettings) throws IOException {
        String user = server.user();
        Files.writeString(folder.resolve("users.txt"), "\"" + user + "\" \"" + server.password() + "\"\n");
        List<String> lines = new ArrayList<>(List.of(
                "[databases]",
                "* = host=" + server.host() + " port=" + server.port(),
                "[pgbouncer]",
                "listen_addr = 127.0.0.1",
                "listen_port = " + port,
                "unix_socket_dir =",
                "auth_type = trust",
                "auth_file = " + folder.resolve("users.txt"),
                "pool_mode = " + mode.name().toLowerCase(java.util.Locale.ROOT),
                "default_pool_size = " + poolSize,
                "max_client_conn = 500",
                "server_reset_query = DISCARD ALL",
                "logfile = " + folder.resolve("pgbouncer.log"),
                "pidfile = " + folder.resolve("pgbouncer.pid")));
        lines.addAll(List.of(extraSettings));
        Files.write(folder.resolve("pgbouncer.ini"), lines, StandardCharsets.UTF_8);
        if (ROOT) {
            UserPrincipal postgres = folder.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
            try (var paths = Files.walk(folder)) {
                for (Path p : paths.toList()) Files.setOwner(p, postgres);
            }
        }
    }

    private void launch() throws IOException {
        List<String> command = new ArrayList<>();
        if (ROOT) command.addAll(List.of("runuser", "-u", "postgres", "--"));
        command.addAll(List.of(BIN.toString(), "-d", folder.resolve("pgbouncer.ini").toString()));
        Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed:\n" + output + "\nlog:\n" + log());
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!listening()) {
                if (System.nanoTime() > deadline) throw new IllegalStateException("PgBouncer did not listen on port " + port + ":\n" + log());
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private boolean listening() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException notYet) {
            return false;
        }
    }

    /** Stops PgBouncer at once (SIGTERM to the pid it wrote: its immediate shutdown), then deletes its folder. */
    @Override
    public void close() {
        try {
            Path pidFile = folder.resolve("pgbouncer.pid");
            if (Files.exists(pidFile)) {
                long pid = Long.parseLong(Files.readString(pidFile).trim());
                ProcessHandle.of(pid).ifPresent(p -> {
                    p.destroy();
                    try {
                        p.onExit().get(10, TimeUnit.SECONDS);
                    } catch (Exception e) {
                        p.destroyForcibly();
                    }
                });
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            Folders.deleteRecursively(folder);
        }
    }

    @Override
    public String toString() {
        return "PgBouncer on 127.0.0.1:" + port + " in front of " + server.host() + ":" + server.port();
    }
}
