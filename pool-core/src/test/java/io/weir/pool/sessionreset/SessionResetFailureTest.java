package io.weir.pool.sessionreset;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolInitializationException;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import io.weir.testsupport.FaultProxy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

import static io.weir.pool.sessionreset.SessionResets.backendId;
import static io.weir.pool.sessionreset.SessionResets.config;
import static io.weir.pool.sessionreset.SessionResets.execute;
import static io.weir.pool.sessionreset.SessionResets.query;
import static io.weir.pool.sessionreset.SessionResets.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** sessionReset=full where it cannot work: bad values, databases without a reset, and resets that fail. */
class SessionResetFailureTest {

    private static String startFailure(WeirConfig c) {
        return assertThrows(WeirPoolInitializationException.class, () -> new WeirDataSource(c).close()).getMessage();
    }

    @Test
    void unknownValueNamesTheAllowedOnes() {
        Properties p = new Properties();
        p.setProperty("sessionReset", "sometimes");
        String message = assertThrows(IllegalArgumentException.class, () -> new WeirConfig(p)).getMessage();
        assertEquals("sessionReset must be jdbc or full, was 'sometimes'", message);
    }

    @Test
    void databaseWithoutAResetFailsAtStartNamingWhatIsSupported() {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl("jdbc:h2:mem:" + unique("weir_h3"));
        c.setSessionReset("full");
        String message = startFailure(c);
        assertTrue(message.contains("sessionReset=full is not supported on H2"), message);
        assertTrue(message.contains("PostgreSQL") && message.contains("MariaDB") && message.contains("sessionReset=jdbc"),
                message);
    }

    /** The pool sets useResetConnection=true itself (MariaDbSessionResetTest runs without it), but keeps an admin's false. */
    @Test
    void mariaDbWithUseResetConnectionTurnedOffFailsAtStart() {
        String message = startFailure(config(Databases.mariadb(), "?useResetConnection=false", "full"));
        assertTrue(message.contains("needs the driver property useResetConnection=true"), message);
    }

    @Test
    void mySqlConnectorJFailsAtStart() {
        WeirConfig c = config(Databases.mariadb(), "", "full");
        c.setJdbcUrl(c.getJdbcUrl().replace("jdbc:mariadb:", "jdbc:mysql:"));
        String message = startFailure(c);
        assertTrue(message.contains("sessionReset=full is not supported on MySQL through MySQL Connector/J"), message);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB"})
    void networkCutDuringTheResetEvictsTheConnectionAndSparesTheBorrower(String product) throws Exception {
        Database db = product.equals("PostgreSQL") ? Databases.postgres() : Databases.mariadb();
        try (FaultProxy proxy = db.startProxy()) {
            WeirConfig c = config(db, product.equals("MariaDB") ? SessionResets.MARIADB_RESET : "", "full");
            c.setJdbcUrl(c.getJdbcUrl().replace(db.jdbcUrl(), db.jdbcUrl(proxy)));
            try (WeirDataSource ds = new WeirDataSource(c)) {
                long cut;
                Connection borrowed = ds.getConnection();
                cut = backendId(borrowed);
                proxy.reset();
                borrowed.close(); // the reset fails on the cut connection: the borrower is not told
                try (Connection next = ds.getConnection()) {
                    assertNotEquals(cut, backendId(next), "the connection whose reset failed was lent again");
                }
            }
        }
    }

    @Test
    void serverRefusingTheResetEvictsTheConnectionAndSparesTheBorrower() throws SQLException {
        Database db = Databases.postgres();
        String login = unique("weir_h3_login");
        String role = unique("weir_h3_role");
        try (Connection admin = db.connect()) {
            execute(admin, "CREATE ROLE " + login + " LOGIN", "CREATE ROLE " + role, "GRANT " + role + " TO " + login);
            try {
                WeirConfig c = config(db, "", "full");
                c.setUsername(login);
                c.setConnectionInitSql("SET ROLE " + role);
                try (WeirDataSource ds = new WeirDataSource(c)) {
                    long refused;
                    try (Connection borrowed = ds.getConnection()) {
                        refused = backendId(borrowed);
                        // the reset applies connectionInitSql again, which the server now refuses
                        execute(admin, "REVOKE " + role + " FROM " + login);
                    }
                    execute(admin, "GRANT " + role + " TO " + login);
                    try (Connection next = ds.getConnection()) {
                        assertNotEquals(refused, backendId(next), "the connection whose reset failed was lent again");
                        assertEquals(role, query(next, "SELECT current_user"));
                    }
                }
            } finally {
                execute(admin, "DROP ROLE " + role, "DROP ROLE " + login);
            }
        }
    }
}
