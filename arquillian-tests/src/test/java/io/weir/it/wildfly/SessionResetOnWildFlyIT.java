package io.weir.it.wildfly;

import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * SessionReset through the adapter on WildFly, over MariaDB with one connection per definition: what a
 * request leaves in the server session reaches the next request with jdbc, and is gone with full.
 */
class SessionResetOnWildFlyIT extends ProbeOnWildFly {

    /** Runs the leaving request and then the finding one; asserts both had the same MariaDB session. */
    private Properties nextRequestFinds(String definition, String lock) {
        Properties left = probe().post("api/session-reset/" + definition + "/leave/" + lock);
        assertEquals("1", left.getProperty("locked"), left.toString());
        Properties found = probe().get("api/session-reset/" + definition + "/find/" + lock);
        assertEquals(left.getProperty("session"), found.getProperty("session"), "one connection: the same session");
        return found;
    }

    /** What {@code sql} answers on a MariaDB session of this test's own, outside the server. */
    private static String outside(String... sql) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mariadb://127.0.0.1:3306/test", "root", "");
             Statement s = c.createStatement()) {
            String answer = null;
            for (String one : sql) {
                try (ResultSet rs = s.executeQuery(one)) {
                    rs.next();
                    if (answer == null) answer = rs.getString(1);
                }
            }
            return answer;
        }
    }

    /** Whether a session outside the server can take the lock now (and then gives it back). */
    private static String lockFreeForOthers(String lock) throws SQLException {
        return outside("SELECT GET_LOCK('" + lock + "', 0)", "SELECT RELEASE_LOCK('" + lock + "')");
    }

    @Test
    void withJdbcTheNextRequestFindsWhatTheLastLeftInTheServerSession() throws SQLException {
        String lock = "weir_it_" + UUID.randomUUID().toString().replace("-", "");
        Properties found = nextRequestFinds("WeirMariaJdbc", lock);
        assertEquals("left behind", found.getProperty("userVariable"));
        assertEquals("4321", found.getProperty("waitTimeout"));
        assertEquals("1", found.getProperty("holdsLock"));
        assertEquals("0", lockFreeForOthers(lock), "the pooled session still holds the lock");
    }

    @Test
    void withFullTheNextRequestFindsAClearServerSession() throws SQLException {
        String lock = "weir_it_" + UUID.randomUUID().toString().replace("-", "");
        Properties found = nextRequestFinds("WeirMariaFull", lock);
        assertEquals("unset", found.getProperty("userVariable"));
        assertEquals(outside("SELECT @@SESSION.wait_timeout"), found.getProperty("waitTimeout"));
        assertEquals("0", found.getProperty("holdsLock"));
        assertEquals("1", lockFreeForOthers(lock), "the lock was released with the session reset");
    }
}
