package io.weir.it;

import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The lines of a PostgreSQL's log that say a client of the watched application names went away without closing its
 * connection cleanly: {@code unexpected EOF on client connection} (PostgreSQL rolls back what was open),
 * {@code could not receive data from client}, {@code terminating connection}. The log's prefix carries the
 * backend's pid ({@code [%p]}, the default of Debian's clusters and of initdb), so the backends of those names are
 * sampled from pg_stat_activity every 100 ms while the watch runs, and the log is read from where it ended at the
 * start.
 */
public final class UncleanCloses implements AutoCloseable {
    /** Debian's PostgreSQL 15 cluster logs here; {@code weir.it.postgres.log} names another file. */
    private static final Path MACHINE_LOG = Path.of(System.getProperty("weir.it.postgres.log", "/var/log/postgresql/postgresql-15-main.log"));
    private static final List<String> UNCLEAN = List.of("unexpected EOF on client connection", "could not receive data from client",
            "terminating connection");

    private final Set<Integer> pids = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean watching = new AtomicBoolean(true);
    private final AtomicReference<SQLException> samplingFailure = new AtomicReference<>();
    private final Path log;
    private final long offset;
    private final Thread sampler;

    /** Starts watching the backends of this machine's PostgreSQL whose application_name is one of {@code applicationNames}. */
    public static UncleanCloses onThisMachine(List<String> applicationNames) {
        return new UncleanCloses(Databases.postgres(), MACHINE_LOG, applicationNames);
    }

    /** Starts watching the backends of {@code database}, which logs to {@code log}, whose application_name is one of {@code applicationNames}. */
    public UncleanCloses(Database database, Path log, List<String> applicationNames) {
        if (!Files.isReadable(log)) {
            throw new AssertionError("this test reads PostgreSQL's log at " + log + ", which is not readable here: run it as a user who can read"
                    + " it, or name the log with -Dweir.it.postgres.log=<file>");
        }
        this.log = log;
        offset = log.toFile().length();
        sampler = new Thread(() -> {
            while (watching.get()) {
                try (Connection c = database.connect();
                     PreparedStatement s = c.prepareStatement("SELECT pid FROM pg_stat_activity WHERE application_name = ANY (?)")) {
                    s.setArray(1, c.createArrayOf("text", applicationNames.toArray()));
                    while (watching.get()) {
                        try (ResultSet rs = s.executeQuery()) {
                            while (rs.next()) pids.add(rs.getInt(1));
                        }
                        Thread.sleep(100);
                    }
                } catch (SQLException e) {
                    // the watched database is not what a test restarts: a failed sample leaves pids unseen, which
                    // lines() reports; sample again on a new connection
                    samplingFailure.compareAndSet(null, e);
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException interrupted) {
                        return;
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "unclean-closes-sampler");
        sampler.setDaemon(true);
        sampler.start();
    }

    /** The backends seen so far. */
    public Set<Integer> backends() {
        return Set.copyOf(pids);
    }

    /** The unclean lines of the watched backends, since the watch started; fails if a sample of the backends failed. */
    public List<String> lines() throws IOException {
        SQLException failed = samplingFailure.get();
        if (failed != null) {
            throw new AssertionError("the watch could not read pg_stat_activity, so a backend's unclean close may go unseen: "
                    + failed.getMessage(), failed);
        }
        try (RandomAccessFile f = new RandomAccessFile(log.toFile(), "r")) {
            f.seek(Math.min(offset, f.length()));
            byte[] bytes = new byte[(int) (f.length() - f.getFilePointer())];
            f.readFully(bytes);
            return new String(bytes, StandardCharsets.UTF_8).lines()
                    .filter(line -> UNCLEAN.stream().anyMatch(line::contains))
                    .filter(line -> pids.stream().anyMatch(pid -> line.contains("[" + pid + "]")))
                    .toList();
        }
    }

    @Override
    public void close() throws InterruptedException {
        watching.set(false);
        sampler.interrupt();
        sampler.join(5_000);
    }
}
