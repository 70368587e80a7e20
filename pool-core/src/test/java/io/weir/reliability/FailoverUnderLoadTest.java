package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.ReplicatedPostgres;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A replicated PostgreSQL fails over while 8 callers write through a pool of 4 on the multi-host URL
 * with {@code targetServerType=primary}: the primary crashes, the standby is promoted a second later,
 * and the old primary comes back as the new standby. The first write succeeds within 1 s of the
 * promotion, no write fails after that, and no pooled connection ends up on the standby.
 */
@ExtendWith(SecretWatch.class)
class FailoverUnderLoadTest {
    private static final long CONNECTION_TIMEOUT_MS = 5000;
    private static final long WITHOUT_PRIMARY_MS = 1000;
    /** Needs a transaction id, which only a primary gives: a standby refuses it with 25006. */
    private static final String WRITE = "SELECT txid_current()";

    @Test
    void failoverUnderLoad() throws Exception {
        String password = SecretWatch.secret("Weir-Secret-" + UUID.randomUUID());
        String tag = "weir_failover_" + UUID.randomUUID().toString().replace("-", "").substring(0, 8);
        try (ReplicatedPostgres cluster = ReplicatedPostgres.start(password)) {
            WeirConfig config = new WeirConfig();
            config.setJdbcUrl(cluster.url("?targetServerType=primary&ApplicationName=" + tag));
            config.setUsername("postgres");
            config.setPassword(password);
            config.setPoolName(tag);
            config.setMaximumPoolSize(4);
            config.setConnectionTimeout(CONNECTION_TIMEOUT_MS);
            config.setValidationTimeout(500);
            config.setNetworkTimeout(1000);
            List<Outcome> outcomes;
            long crashed;
            long promoted;
            long rejoined;
            int onStandby;
            long driverConnectMs;
            try (WeirDataSource ds = new WeirDataSource(config)) {
                Workload load = Workload.start(ds, 8, WRITE, 5);
                Thread.sleep(1500);
                crashed = System.nanoTime();
                cluster.crashPrimary();
                Thread.sleep(WITHOUT_PRIMARY_MS); // a failover manager's decision time
                cluster.promoteStandby();
                promoted = System.nanoTime();
                driverConnectMs = connectMillis(config);
                Thread.sleep(1500);
                cluster.rejoinOldPrimary();
                rejoined = System.nanoTime();
                Thread.sleep(1000);
                onStandby = sessions(cluster.standby(), tag);
                outcomes = load.stop();
                SecretWatch.record("pool toString", ds);
            }
            outcomes.forEach(o -> SecretWatch.record("caller error", o.error()));

            List<Outcome> failedWithoutPrimary = outcomes.stream()
                    .filter(o -> !o.ok() && o.end() >= crashed && o.start() < promoted).toList();
            long firstSuccessAfterPromotionMs = outcomes.stream().filter(o -> o.ok() && o.end() > promoted)
                    .mapToLong(o -> TimeUnit.NANOSECONDS.toMillis(o.end() - promoted)).min().orElse(-1);
            long firstSuccess = promoted + TimeUnit.MILLISECONDS.toNanos(Math.max(firstSuccessAfterPromotionMs, 0));
            List<Outcome> failedAfterRecovery = outcomes.stream().filter(o -> !o.ok() && o.start() > firstSuccess).toList();
            long readOnlyRefusals = outcomes.stream().filter(o -> !o.ok() && "25006".equals(o.error().getSQLState())).count();

            new Figures("failover under load (8 callers, pool 4, primary crashed, standby promoted 1 s later, old primary back as standby)",
                    "PostgreSQL primary + standby")
                    .put("cycles", outcomes.size())
                    .put("errorsBeforeCrash", outcomes.stream().filter(o -> !o.ok() && o.end() < crashed).count())
                    .put("errorsWithoutPrimary", failedWithoutPrimary.size())
                    .put("errorsAfterPromotion", outcomes.stream().filter(o -> !o.ok() && o.end() > promoted).count())
                    .put("firstSuccessAfterPromotionMs", firstSuccessAfterPromotionMs)
                    .put("driverConnectAfterPromotionMs", driverConnectMs)
                    .put("errorsStartedAfterFirstSuccess", failedAfterRecovery.size())
                    .put("readOnlyRefusals", readOnlyRefusals)
                    .put("rejoinMs", TimeUnit.NANOSECONDS.toMillis(rejoined - promoted) - 1500)
                    .put("poolSessionsOnStandby", onStandby)
                    .put("sampleError", failedWithoutPrimary.isEmpty() ? "-" : failedWithoutPrimary.get(failedWithoutPrimary.size() / 2).describeError())
                    .print();

            assertAll(
                    () -> assertTrue(outcomes.stream().filter(o -> o.end() < crashed).allMatch(Outcome::ok), "no error before the crash"),
                    () -> assertTrue(!failedWithoutPrimary.isEmpty(), "the crash was felt"),
                    () -> assertTrue(firstSuccessAfterPromotionMs >= 0 && firstSuccessAfterPromotionMs <= 1000 + driverConnectMs,
                            "first write within 1 s of the promotion plus the driver's connect (" + driverConnectMs + " ms), was "
                                    + firstSuccessAfterPromotionMs + " ms"),
                    () -> assertEquals(0, failedAfterRecovery.size(), "writes that failed after the first success, e.g. "
                            + Outcome.samples(failedAfterRecovery)),
                    () -> assertEquals(0, readOnlyRefusals, "writes lent a connection to a standby"),
                    () -> assertTrue(ReplicatedPostgres.isStandby(cluster.standby()), "the old primary is back as a standby"),
                    () -> assertEquals(0, onStandby, "pooled connections on the standby"));
        }
    }

    /** How long the driver alone takes to connect through the pool's URL now. */
    private static long connectMillis(WeirConfig config) throws SQLException {
        long start = System.nanoTime();
        try (Connection c = DriverManager.getConnection(config.getJdbcUrl(), config.getUsername(), config.getPassword())) {
            return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        }
    }

    /** Sessions of the pool (by its application name) on a server. */
    private static int sessions(Database db, String tag) throws SQLException {
        try (Connection c = db.connect();
             PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?")) {
            ps.setString(1, tag);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
