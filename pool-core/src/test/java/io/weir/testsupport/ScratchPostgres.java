package io.weir.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A PostgreSQL instance of a test's own, for settings the machine's shared server must keep (such as
 * {@code max_prepared_transactions}) or for events it must not see (a failover): initdb, pg_basebackup
 * and pg_ctl from the installed binaries ({@code -Dweir.postgres.bin}), in a temporary folder, on a free
 * port ({@code -Dweir.postgres.ports=from-to} keeps it in a range). Run as the postgres user when the
 * tests run as root (PostgreSQL refuses root). Stopped and deleted by {@link #close()}.
 */
public final class ScratchPostgres implements AutoCloseable {
    private static final Path BIN = Path.of(System.getProperty("weir.postgres.bin", "/usr/lib/postgresql/15/bin"));
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    private final Path folder;
    private final int port;
    private final String password;
    private final List<String> settings;
    private volatile boolean running;

    private ScratchPostgres(Path folder, int port, String password, List<String> settings) {
        this.folder = folder;
        this.port = port;
        this.password = password;
        this.settings = settings;
    }

    /**
     * Starts an instance whose user postgres logs in with {@code password} (scram-sha-256, also for
     * replication), with the given server settings, e.g. {@code "max_prepared_transactions=10"}.
     */
    public static ScratchPostgres start(String password, String... settings) {
        ScratchPostgres instance = create(password, List.of(settings));
        Path passwordFile = instance.writePasswordFile();
        instance.run(BIN.resolve("initdb").toString(), "-D", instance.data(), "-U", "postgres", "-A", "scram-sha-256",
                "--pwfile=" + passwordFile, "--no-sync");
        instance.startServer();
        return instance;
    }

    /** Starts a streaming standby of {@code primary} (its base backup, with the same settings), on its own port. */
    public static ScratchPostgres standbyOf(ScratchPostgres primary) {
        ScratchPostgres standby = create(primary.password, primary.settings);
        standby.cloneFrom(primary);
        return standby;
    }

    private static ScratchPostgres create(String password, List<String> settings) {
        if (!Files.isExecutable(BIN.resolve("initdb"))) {
            throw new IllegalStateException("this test starts its own PostgreSQL from " + BIN + ", which has no initdb: install"
                    + " PostgreSQL 15's server binaries (apt-get install postgresql-15) or point -Dweir.postgres.bin at them");
        }
        try {
            Path folder = Files.createTempDirectory("weir-scratch-pg-");
            if (ROOT) {
                UserPrincipal postgres = folder.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
                Files.setOwner(folder, postgres);
            }
            return new ScratchPostgres(folder, Ports.free(), password, settings);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the scratch PostgreSQL's folder", e);
        }
    }

    /** The instance's database postgres, as user postgres. */
    public Database database() {
        return new Database("PostgreSQL", "jdbc:postgresql://", "127.0.0.1", port, "postgres", "postgres", password,
                "(started by the test itself through " + ScratchPostgres.class.getName() + ")");
    }

    public int port() {
        return port;
    }

    /** The server's log (what log_connections and the like write). */
    public Path log() {
        return folder.resolve("server.log");
    }

    /** Stops the server at once, as a crash does: its sessions are cut without a goodbye. */
    public void crash() {
        run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-m", "immediate", "stop");
        running = false;
    }

    /** Promotes this standby to a primary, returning once it accepts writes. */
    public void promote() {
        run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-w", "promote");
    }

    /** Makes this stopped server a streaming standby of {@code primary}: a fresh base backup of it, on this port. */
    public void rejoinAsStandbyOf(ScratchPostgres primary) {
        if (running) throw new IllegalStateException("stop the server before it rejoins as a standby");
        Folders.deleteRecursively(folder.resolve("data"));
        cloneFrom(primary);
    }

    private void cloneFrom(ScratchPostgres primary) {
        // -R writes standby.signal and primary_conninfo, with the password of this connection string
        run(BIN.resolve("pg_basebackup").toString(), "-d", "host=127.0.0.1 port=" + primary.port + " user=postgres password=" + password,
                "-D", data(), "-R", "-X", "stream", "--checkpoint=fast", "--no-sync");
        startServer();
    }

    @Override
    public void close() {
        try {
            if (running) run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-m", "immediate", "stop");
        } finally {
            Folders.deleteRecursively(folder);
        }
    }

    private void startServer() {
        List<String> options = new ArrayList<>(List.of("-p", Integer.toString(port), "-k", folder.toString(),
                "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"));
        for (String setting : settings) {
            options.add("-c");
            options.add(setting);
        }
        run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-l", folder.resolve("server.log").toString(),
                "-o", String.join(" ", options), "-w", "start");
        running = true;
    }

    private Path writePasswordFile() {
        try {
            return Files.writeString(folder.resolve("password"), password);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String data() {
        return folder.resolve("data").toString();
    }

    private void run(String... command) {
        List<String> full = new ArrayList<>();
        if (ROOT) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(List.of(command));
        try {
            Process process = new ProcessBuilder(full).directory(folder.toFile()).redirectErrorStream(true).start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", full).replace(password, "***") + " failed:\n" + output + serverLog());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + full, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String serverLog() throws IOException {
        Path log = folder.resolve("server.log");
        return Files.exists(log) ? "\nserver log:\n" + Files.readString(log) : "";
    }
}
