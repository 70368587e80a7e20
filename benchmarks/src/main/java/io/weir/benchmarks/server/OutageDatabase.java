package io.weir.benchmarks.server;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The private PostgreSQL of the outage run and the fault proxy in front of it, as the run drives them:
 * direct connections (never through the proxy) for the backend counts and pg_terminate_backend, the
 * script's own commands to stop and start the instance, the proxy's control port for the blackhole.
 */
final class OutageDatabase {
    private static final Duration SHELL_TIMEOUT = Duration.ofSeconds(60);
    /** Tries at a direct connection: a loaded machine (a server reloading beside it) can keep one from opening in time. */
    private static final int CONNECT_ATTEMPTS = 3;
    private static final long CONNECT_RETRY_MILLIS = 2_000;
    private final String directUrl;
    private final String stopCommand;
    private final String startCommand;
    private final int proxyControlPort;

    OutageDatabase(String directUrl, String stopCommand, String startCommand, int proxyControlPort) {
        this.directUrl = directUrl;
        this.stopCommand = stopCommand;
        this.startCommand = startCommand;
        this.proxyControlPort = proxyControlPort;
    }

    /**
     * What a fault did: when the database was back, as System.nanoTime(), and how many of the arm's backends
     * were in use (running a statement or inside a transaction) when the fault hit them, -1 where the fault
     * does not count them.
     */
    record Inflicted(long backNanos, int inUse) {
    }

    /** Inflicts the fault and returns when the database is back. */
    Inflicted inflict(Fault fault, Duration outage, String applicationName) throws Exception {
        int inUse = -1;
        switch (fault) {
            case RESTART -> {
                shell(stopCommand, SHELL_TIMEOUT);
                TimeUnit.NANOSECONDS.sleep(outage.toNanos());
                shell(startCommand, SHELL_TIMEOUT);
            }
            case BLACKHOLE -> {
                ProxyControl.send(proxyControlPort, "blackhole");
                TimeUnit.NANOSECONDS.sleep(outage.toNanos());
                ProxyControl.send(proxyControlPort, "pass");
            }
            case TERMINATE -> inUse = terminateEveryBackend(applicationName);
        }
        return new Inflicted(System.nanoTime(), inUse);
    }

    /** The backends whose application_name is this (an arm's), as pg_stat_activity lists them. */
    int backends(String applicationName) throws SQLException {
        try (Connection c = connect();
             PreparedStatement s = c.prepareStatement("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?")) {
            s.setString(1, applicationName);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /**
     * Kills every client backend and returns how many of the arm's were in use at that moment: one statement
     * reads their states (pg_stat_activity's snapshot of the statement) and kills them, so that what it
     * counts is what the kill hit. An idle backend is one the pool held unlent, or lent to a request that had
     * not sent its statement yet.
     */
    private int terminateEveryBackend(String applicationName) throws SQLException {
        try (Connection c = connect();
             PreparedStatement s = c.prepareStatement("SELECT count(*) FILTER (WHERE application_name = ? AND state <> 'idle'),"
                     + " count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                     + " WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()")) {
            s.setString(1, applicationName);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** A direct connection, tried again after a failure to open; the last attempt's failure is thrown. */
    private Connection connect() throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                return DriverManager.getConnection(directUrl);
            } catch (SQLException e) {
                if (attempt == CONNECT_ATTEMPTS) {
                    throw new SQLException("no direct connection to the run's PostgreSQL after " + attempt + " attempts: " + e.getMessage(), e);
                }
                try {
                    TimeUnit.MILLISECONDS.sleep(CONNECT_RETRY_MILLIS);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** Runs a shell command, its output discarded, and fails unless it ends with 0 within the timeout. */
    static void shell(String command, Duration timeout) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            // the shell's children too (a management client, curl): they would outlive it and hold the server's attention
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new IOException("'" + command + "' did not end within " + timeout.toSeconds() + " s");
        }
        if (p.exitValue() != 0) throw new IOException("'" + command + "' exited with " + p.exitValue());
    }
}
