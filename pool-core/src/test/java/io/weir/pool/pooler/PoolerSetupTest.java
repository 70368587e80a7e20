package io.weir.pool.pooler;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolInitializationException;
import io.weir.testsupport.Databases;
import io.weir.testsupport.PgBouncer;
import io.weir.testsupport.PoolerWorkload;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;

import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How a PgBouncer is set up decides what the pool can do behind it: the startup parameters it lets in, its pool mode. */
class PoolerSetupTest {

    @Test
    void aPoolerThatRefusesTheDriversStartupParameterFailsTheStartSayingWhichSettingLetsItIn() {
        try (PgBouncer strict = PgBouncer.start(Databases.postgres(), PgBouncer.Mode.TRANSACTION, 2, "ignore_startup_parameters =")) {
            WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class,
                    () -> new WeirDataSource(BehindTransactionPoolerTest.throughBouncer(strict)));
            String message = e.getMessage() + " | " + (e.getCause() == null ? "" : e.getCause().getMessage());
            assertTrue(message.contains("ignore_startup_parameters = extra_float_digits"), message);
        }
    }

    @Test
    void aSettingTheUrlSendsAtConnectThatThePoolerRefusesIsToldToMoveToTheRole() {
        try (PgBouncer bouncer = PgBouncer.start(Databases.postgres(), PgBouncer.Mode.TRANSACTION, 2)) {
            WeirConfig config = BehindTransactionPoolerTest.throughBouncer(bouncer);
            config.setJdbcUrl(config.getJdbcUrl() + "?options=-c%20statement_timeout%3D5s");
            WeirPoolInitializationException e = assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(config));
            String message = e.getMessage() + " | " + (e.getCause() == null ? "" : e.getCause().getMessage());
            assertTrue(message.contains("startup parameter options") && message.contains("ALTER ROLE ... SET name = value"), message);
        }
    }

    @Test
    void behindAPoolerInSessionModeAutoStillKeepsStatementsUnnamed() throws Exception {
        try (PgBouncer sessions = PgBouncer.start(Databases.postgres(), PgBouncer.Mode.SESSION, 4);
             WeirDataSource ds = new WeirDataSource(BehindTransactionPoolerTest.throughBouncer(sessions));
             Connection c = ds.getConnection()) {
            // the pids differ in either mode, which detection cannot tell apart: it takes the safe side
            assertEquals(0, c.unwrap(PGConnection.class).getPrepareThreshold());
        }
    }

    @Test
    void behindAPoolerInSessionModeToldNoneAFullSessionResetWorksUnderManyBorrowers() throws Exception {
        try (PgBouncer sessions = PgBouncer.start(Databases.postgres(), PgBouncer.Mode.SESSION, 4)) {
            WeirConfig config = BehindTransactionPoolerTest.throughBouncer(sessions);
            config.setTransactionPooler("none");
            config.setSessionReset("full");
            try (WeirDataSource ds = new WeirDataSource(config)) {
                try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
                    s.execute("SET statement_timeout = '4321ms'");
                }
                try (Connection c = ds.getConnection(); Statement s = c.createStatement(); var rs = s.executeQuery("SHOW statement_timeout")) {
                    rs.next();
                    assertEquals("0", rs.getString(1), "DISCARD ALL cleared the session the pooler lent for the whole connection");
                }
                PoolerWorkload.Result result = PoolerWorkload.run(ds, Databases.postgres(), 8, Duration.ofSeconds(3));
                assertEquals(0, result.errorCount(), result.toString());
                assertEquals(0, result.anomalies().size(), result.toString());
            }
        }
    }
}
