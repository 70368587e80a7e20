package io.weir.it;

import io.weir.testsupport.Database;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A PostgreSQL instance of a test's own, for settings the machine's shared server must keep (such as
 * {@code max_prepared_transactions}): initdb and pg_ctl from the installed binaries, in a temporary
 * folder, on a free port. Run as the postgres user when the tests run as root
 * (PostgreSQL refuses root). Stopped and deleted by {@link #close()}.
 */
public final class ScratchPostgres implements AutoCloseable {
    private static final Path BIN = Path.of(System.getProperty("weir.postgres.bin", "/usr/lib/postgresql/15/bin"));
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    private final Path folder;
    private final int port;
    private final String password;

    private ScratchPostgres(Path folder, int port, String password) {
        this.folder = folder;
        this.port = port;
        this.password = password;
    }

    /**
     * Starts an instance whose user postgres logs in with {@code password} (scram-sha-256), with the given
     * server settings, e.g. {@code "max_prepared_transactions=10"}.
     */
    public static ScratchPostgres start(String password, String... settings) {
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
            ScratchPostgres instance = new ScratchPostgres(folder, freePort(), password);
            Path passwordFile = Files.writeString(folder.resolve("password"), password);
            instance.run(BIN.resolve("initdb").toString(), "-D", instance.data(), "-U", "postgres", "-A", "scram-sha-256",
                    "--pwfile=" + passwordFile, "--no-sync");
            List<String> options = new ArrayList<>(List.of("-p", Integer.toString(instance.port), "-k", folder.toString(),
                    "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"));
            for (String setting : settings) {
                options.add("-c");
                options.add(setting);
            }
            instance.run(BIN.resolve("pg_ctl").toString(), "-D", instance.data(), "-l", folder.resolve("server.log").toString(),
                    "-o", String.join(" ", options), "-w", "start");
            return instance;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the scratch PostgreSQL's folder", e);
        }
    }

    /** The instance's database postgres, as user postgres. */
    public Database database() {
        return new Database("PostgreSQL", "jdbc:postgresql://", "127.0.0.1", port, "postgres", "postgres", password,
                "(started by the test itself through " + ScratchPostgres.class.getName() + ")");
    }

    /** The server's log (what log_connections and the like write). */
    public Path log() {
        return folder.resolve("server.log");
    }

    @Override
    public void close() {
        try {
            run(BIN.resolve("pg_ctl").toString(), "-D", data(), "-m", "immediate", "stop");
        } finally {
            TestFiles.deleteRecursively(folder);
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
                throw new IllegalStateException(String.join(" ", full) + " failed:\n" + output + serverLog());
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

    /**
     * Any free port, or with {@code -Dweir.postgres.ports=<first>-<last>} (machines whose ports are shared out)
     * the first free one in that range.
     */
    private static int freePort() throws IOException {
        String range = System.getProperty("weir.postgres.ports");
        if (range == null) {
            try (ServerSocket socket = new ServerSocket(0)) {
                return socket.getLocalPort();
            }
        }
        String[] bounds = range.split("-");
        for (int port = Integer.parseInt(bounds[0].trim()); port <= Integer.parseInt(bounds[1].trim()); port++) {
            try (ServerSocket socket = new ServerSocket(port)) {
                return port;
            } catch (IOException taken) {
                // try the next one
            }
        }
        throw new IOException("no free port in weir.postgres.ports=" + range);
    }
}
