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

    /** Inflicts the fault and returns when the database is back, as System.nanoTime(). */
    long inflict(Fault fault, Duration outage) throws Exception {
        switch (fault) {
            case RESTART -> {
                shell(stopCommand);
                TimeUnit.NANOSECONDS.sleep(outage.toNanos());
                shell(startCommand);
            }
            case BLACKHOLE -> {
                ProxyControl.send(proxyControlPort, "blackhole");
                TimeUnit.NANOSECONDS.sleep(outage.toNanos());
                ProxyControl.send(proxyControlPort, "pass");
            }
            case TERMINATE -> terminateEveryBackend();
        }
        return System.nanoTime();
    }

    /** The backends whose application_name is this (an arm's), as pg_stat_activity lists them. */
    int backends(String applicationName) throws SQLException {
        try (Connection c = DriverManager.getConnection(directUrl);
             PreparedStatement s = c.prepareStatement("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?")) {
            s.setString(1, applicationName);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    private void terminateEveryBackend() throws SQLException {
        try (Connection c = DriverManager.getConnection(directUrl);
             PreparedStatement s = c.prepareStatement("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                     + " WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()");
             ResultSet r = s.executeQuery()) {
            r.next();
        }
    }

    private static void shell(String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("'" + command + "' did not end within 60 s");
        }
        if (p.exitValue() != 0) throw new IOException("'" + command + "' exited with " + p.exitValue());
    }
}
