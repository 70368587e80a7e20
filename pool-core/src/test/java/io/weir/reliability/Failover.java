package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.testsupport.Database;
import io.weir.testsupport.ReplicatedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A failover of a {@link ReplicatedPostgres} while a {@link Workload} writes through a pool on its
 * multi-host URL with {@code targetServerType=primary}: the primary crashes, the standby is promoted a
 * second later (a failover manager's decision time), and the old primary comes back as the new standby.
 * The crash comes once the load has run warm for a second. Then what the callers lived, and the guarantees: the first write within 1 s of the promotion (plus the
 * driver's own connect time, measured right after it), no failed write after that, no pooled session on
 * the standby.
 */
public final class Failover {
    /** Needs a transaction id, which only a primary gives: a standby refuses it with SQLState 25006. */
    public static final String WRITE = "SELECT txid_current()";
    private static final long WITHOUT_PRIMARY_MS = 1000;

    private final List<Outcome> outcomes;
    private final long crashed;
    private final long promoted;
    private final long driverConnectMs;
    private final int sessionsOnStandby;
    private final boolean oldPrimaryIsStandby;

    private Failover(List<Outcome> outcomes, long crashed, long promoted, long driverConnectMs, int sessionsOnStandby,
                     boolean oldPrimaryIsStandby) {
        this.outcomes = outcomes;
        this.crashed = crashed;
        this.promoted = promoted;
        this.driverConnectMs = driverConnectMs;
        this.sessionsOnStandby = sessionsOnStandby;
        this.oldPrimaryIsStandby = oldPrimaryIsStandby;
    }

    /**
     * Fails {@code cluster} over under {@code load}, which writes through a pool on {@code url} (with the
     * cluster's password, its sessions named {@code applicationName}), and stops the load at the end.
     */
    public static Failover run(ReplicatedPostgres cluster, Workload load, String url, String password, String applicationName)
            throws Exception {
        load.awaitSuccesses(50, Duration.ofSeconds(60));
        Thread.sleep(1000);
        long crashed = System.nanoTime();
        cluster.crashPrimary();
        Thread.sleep(WITHOUT_PRIMARY_MS);
        cluster.promoteStandby();
        long promoted = System.nanoTime();
        long driverConnectMs = connectMillis(url, password);
        Thread.sleep(1500);
        cluster.rejoinOldPrimary();
        Thread.sleep(1000);
        int onStandby = sessions(cluster.standby(), applicationName);
        boolean rejoined = ReplicatedPostgres.isStandby(cluster.standby());
        return new Failover(load.stop(), crashed, promoted, driverConnectMs, onStandby, rejoined);
    }

    public List<Outcome> outcomes() {
        return outcomes;
    }

    private List<Outcome> failedWithoutPrimary() {
        return outcomes.stream().filter(o -> !o.ok() && o.end() >= crashed && o.start() < promoted).toList();
    }

    private long firstSuccessAfterPromotionMs() {
        return outcomes.stream().filter(o -> o.ok() && o.end() > promoted)
                .mapToLong(o -> TimeUnit.NANOSECONDS.toMillis(o.end() - promoted)).min().orElse(-1);
    }

    private List<Outcome> failedAfterFirstSuccess() {
        long firstSuccess = promoted + TimeUnit.MILLISECONDS.toNanos(Math.max(firstSuccessAfterPromotionMs(), 0));
        return outcomes.stream().filter(o -> !o.ok() && o.start() > firstSuccess).toList();
    }

    private long readOnlyRefusals() {
        return outcomes.stream().filter(o -> !o.ok() && "25006".equals(o.error().getSQLState())).count();
    }

    /** Prints the figures (grep {@code [reliability]}). */
    public Failover print(String scenario) {
        List<Outcome> failed = failedWithoutPrimary();
        new Figures(scenario, "PostgreSQL primary + streaming standby")
                .put("cycles", outcomes.size())
                .put("errorsBeforeCrash", outcomes.stream().filter(o -> !o.ok() && o.end() < crashed).count())
                .put("errorsWithoutPrimary", failed.size())
                .put("errorsEndingAfterPromotion", outcomes.stream().filter(o -> !o.ok() && o.end() > promoted).count())
                .put("firstSuccessAfterPromotionMs", firstSuccessAfterPromotionMs())
                .put("driverConnectAfterPromotionMs", driverConnectMs)
                .put("errorsStartedAfterFirstSuccess", failedAfterFirstSuccess().size())
                .put("readOnlyRefusals", readOnlyRefusals())
                .put("poolSessionsOnStandby", sessionsOnStandby)
                .put("sampleError", failed.isEmpty() ? "-" : failed.get(failed.size() / 2).describeError())
                .print();
        return this;
    }

    /** The guarantees of a failover, each asserted. */
    public void assertRecovered() {
        long firstSuccessMs = firstSuccessAfterPromotionMs();
        List<Outcome> failedAfter = failedAfterFirstSuccess();
        assertAll(
                () -> assertTrue(outcomes.stream().filter(o -> o.end() < crashed).allMatch(Outcome::ok), "no error before the crash"),
                () -> assertFalse(failedWithoutPrimary().isEmpty(), "the crash was felt"),
                () -> assertTrue(firstSuccessMs >= 0 && firstSuccessMs <= 1000 + driverConnectMs,
                        "first write within 1 s of the promotion plus the driver's connect (" + driverConnectMs + " ms), was "
                                + firstSuccessMs + " ms"),
                () -> assertEquals(0, failedAfter.size(), "writes that failed after the first success, e.g. " + Outcome.samples(failedAfter)),
                () -> assertEquals(0, readOnlyRefusals(), "writes refused as read-only: a connection to a standby was lent"),
                () -> assertTrue(oldPrimaryIsStandby, "the old primary is back as a standby"),
                () -> assertEquals(0, sessionsOnStandby, "pooled sessions on the standby"));
    }

    /** How long the driver alone takes to connect through {@code url} now. */
    private static long connectMillis(String url, String password) throws SQLException {
        long start = System.nanoTime();
        try (Connection c = DriverManager.getConnection(url, "postgres", password)) {
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        }
    }

    /** Sessions of a pool (by its application name) on a server. */
    private static int sessions(Database db, String applicationName) throws SQLException {
        try (Connection c = db.connect();
             PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?")) {
            ps.setString(1, applicationName);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
