package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolMXBean;
import io.weir.testsupport.FaultProxy;
import java.lang.management.ManagementFactory;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.management.JMX;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 6 of issue 8, on MariaDB (PostgreSQL here trusts every local login): the test user's
 * password changes on the server, then through the pool's MXBean (over JMX, as an operator
 * would). New connections use the new password; the old ones retire without an error reaching
 * any caller.
 */
@ExtendWith(SecretWatch.class)
class CredentialChangeTest {

    @Test
    void mariadbPasswordChangeThroughTheMXBeanRenewsConnectionsWithoutErrors() throws Exception {
        try (Backend.MariaDb backend = Backend.mariadb(); FaultProxy proxy = backend.db.startProxy()) {
            String oldPassword = backend.password;
            String newPassword = SecretWatch.secret("Weir-Secret-new-" + UUID.randomUUID());
            WeirConfig config = backend.config(proxy, 4, 2000);
            config.setRegisterMbeans(true);
            try (WeirDataSource ds = new WeirDataSource(config)) {
                WeirPoolMXBean viaJmx = JMX.newMXBeanProxy(ManagementFactory.getPlatformMBeanServer(),
                        new ObjectName("io.weir:type=Pool,name=" + config.getPoolName()), WeirPoolMXBean.class);
                Workload load = Workload.start(ds, 4, backend.sessionIdQuery(), 5);
                Thread.sleep(1500);
                backend.changePassword(newPassword);
                Thread.sleep(500);
                long changedAt = System.nanoTime();
                viaJmx.setPassword(newPassword);
                Thread.sleep(3000);
                List<Outcome> outcomes = load.stop();
                outcomes.forEach(o -> SecretWatch.record("caller error", o.error()));

                Set<Long> oldSessions = outcomes.stream().filter(o -> o.ok() && o.end() < changedAt)
                        .map(Outcome::value).collect(Collectors.toSet());
                long lastOldUseMs = outcomes.stream().filter(o -> o.ok() && o.start() > changedAt && oldSessions.contains(o.value()))
                        .mapToLong(o -> TimeUnit.NANOSECONDS.toMillis(o.end() - changedAt)).max().orElse(0);
                Set<Long> finalSessions = outcomes.stream()
                        .filter(o -> o.ok() && o.start() > changedAt + TimeUnit.SECONDS.toNanos(1))
                        .map(Outcome::value).collect(Collectors.toSet());
                List<Outcome> errors = outcomes.stream().filter(o -> !o.ok()).toList();
                SQLException oldRejected = assertThrows(SQLException.class,
                        () -> DriverManager.getConnection(backend.db.jdbcUrl(), backend.user(), oldPassword).close());
                SecretWatch.record("old password rejected", oldRejected);
                int serverSessions = backend.sessionCount();

                new Figures("6 credential change (ALTER USER, then MXBean setPassword over JMX)", backend.name())
                        .put("cycles", outcomes.size())
                        .put("errorsToCallers", errors.size())
                        .put("oldSessionLastUsedAfterChangeMs", lastOldUseMs)
                        .put("sessionsBefore", oldSessions.size())
                        .put("sessionsInUseAfter1s", finalSessions.size())
                        .put("oldSessionsStillInUseAfter1s", finalSessions.stream().filter(oldSessions::contains).count())
                        .put("serverSessionsOfUser", serverSessions)
                        .print();
                assertAll(
                        () -> assertEquals(0, errors.size(), "errors reaching callers, e.g. " + Outcome.samples(errors)),
                        () -> assertTrue(!finalSessions.isEmpty() && finalSessions.stream().noneMatch(oldSessions::contains),
                                "only new sessions (made with the new password) after the change: " + finalSessions
                                        + " vs old " + oldSessions),
                        () -> assertEquals(ds.getPoolMXBean().getTotalConnections(), serverSessions,
                                "the old sessions are closed on the server"));
            }
        }
    }
}
