package io.weir.reliability;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.FaultProxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Scenario 4 of issue 8: a query, or an alive check, stuck behind a blackhole. networkTimeout
 * (for the query) and validationTimeout (for the check) free the thread, and the connection is
 * evicted, not lent again: after the network returns, the next borrower gets a new session.
 */
@ExtendWith(SecretWatch.class)
class StuckQueryTest {
    private static final long NETWORK_TIMEOUT_MS = 1000;
    private static final long VALIDATION_TIMEOUT_MS = 500;
    private static final long CONNECTION_TIMEOUT_MS = 2000;

    private WeirConfig singleConnectionPool(Backend b, FaultProxy proxy) {
        WeirConfig config = b.config(proxy);
        config.setMaximumPoolSize(1);
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MS);
        config.setValidationTimeout(VALIDATION_TIMEOUT_MS);
        return config;
    }

    @EachBackend
    void networkTimeoutFreesAStuckQueryAndEvictsItsConnection(String database) throws Exception {
        try (Backend b = Backend.of(database); FaultProxy proxy = b.db.startProxy()) {
            WeirConfig config = singleConnectionPool(b, proxy);
            config.setNetworkTimeout(NETWORK_TIMEOUT_MS);
            try (WeirDataSource ds = new WeirDataSource(config)) {
                long before;
                long stuckMs;
                SQLException stuck;
                try (Connection c = ds.getConnection()) {
                    before = sessionId(c, b);
                    proxy.blackhole();
                    long start = System.nanoTime();
                    stuck = assertThrows(SQLException.class, () -> sessionId(c, b));
                    stuckMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                    SecretWatch.record("stuck query", stuck);
                }
                proxy.pass();
                long after = -1;
                SQLException nextError = null;
                try (Connection c = ds.getConnection()) {
                    after = sessionId(c, b);
                } catch (SQLException e) {
                    nextError = e;
                    SecretWatch.record("next borrower", e);
                }
                long sessionAfter = after;
                SQLException next = nextError;
                new Figures("4 query stuck behind a blackhole (networkTimeout=" + NETWORK_TIMEOUT_MS + ")", b.name())
                        .put("threadFreedAfterMs", stuckMs)
                        .put("error", stuck.getMessage())
                        .put("sessionBefore", before)
                        .put("sessionOfNextBorrower", sessionAfter)
                        .put("nextBorrowerError", next == null ? "-" : next.getMessage())
                        .print();
                assertAll(
                        () -> assertTrue(stuckMs >= NETWORK_TIMEOUT_MS && stuckMs <= NETWORK_TIMEOUT_MS * 11 / 10 + 200,
                                "networkTimeout freed the thread after " + stuckMs + " ms"),
                        () -> assertTrue(next == null, "the next borrower got a working connection, not: " + next),
                        () -> assertNotEquals(before, sessionAfter, "the stuck connection was evicted, not lent again"));
            }
        }
    }

    @EachBackend
    void validationTimeoutFreesAStuckAliveCheckAndEvictsItsConnection(String database) throws Exception {
        try (Backend b = Backend.of(database); FaultProxy proxy = b.db.startProxy()) {
            WeirConfig config = singleConnectionPool(b, proxy);
            try (WeirDataSource ds = new WeirDataSource(config)) {
                long before;
                try (Connection c = ds.getConnection()) {
                    before = sessionId(c, b);
                }
                Thread.sleep(config.getAliveBypassWindow() + 200);
                proxy.blackhole();
                long start = System.nanoTime();
                SQLException borrowError = assertThrows(SQLException.class, ds::getConnection);
                long waitedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                SecretWatch.record("borrow behind a blackhole", borrowError);
                int totalDuringOutage = ds.getPoolMXBean().getTotalConnections();
                proxy.pass();
                long after;
                try (Connection c = ds.getConnection()) {
                    after = sessionId(c, b);
                }
                new Figures("4 alive check stuck behind a blackhole (validationTimeout=" + VALIDATION_TIMEOUT_MS
                        + ", no networkTimeout)", b.name())
                        .put("borrowFailedAfterMs", waitedMs)
                        .put("limitMs", CONNECTION_TIMEOUT_MS * 11 / 10)
                        .put("borrowError", borrowError.getMessage())
                        .put("poolTotalDuringOutage", totalDuringOutage)
                        .put("sessionBefore", before)
                        .put("sessionAfter", after)
                        .print();
                assertAll(
                        () -> assertTrue(waitedMs <= CONNECTION_TIMEOUT_MS * 11 / 10,
                                "the borrower was freed within connectionTimeout + 10%: " + waitedMs + " ms"),
                        () -> assertNotEquals(before, after, "the connection that failed its check was evicted"));
            }
        }
    }

    private static long sessionId(Connection c, Backend b) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(b.sessionIdQuery())) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
