package io.weir.it.payara;

import io.weir.it.ScratchMariaDb;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Files;
import java.util.Properties;

import static io.weir.it.payara.PayaraDomain.probe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An administrator's mistakes in a connector connection pool: each gives one error naming the property
 * or the cause, to the application and in server.log, and {@code asadmin set} with the right value makes
 * the pool work without a restart.
 */
@ExtendWith(PayaraDomain.class)
class BadInputOnPayaraIT {
    private static final ScratchMariaDb MARIADB = new ScratchMariaDb("weir_badinput");

    @AfterAll
    static void dropUsers() throws Exception {
        MARIADB.close();
    }

    private static String admin(String... arguments) {
        return PayaraDomain.shared().admin(arguments);
    }

    private static void createPool(String name, String properties) {
        PayaraDomain.shared().createWeirPool(name, "jdbc/" + name, "LocalTransaction", 5, "MinimumIdle=0:ConnectionTimeout=3000:" + properties);
    }

    private static void deletePool(String name) {
        PayaraDomain.shared().deleteWeirPool(name, "jdbc/" + name);
    }

    private static void set(String name, String property, String value) {
        admin("set", "resources.connector-connection-pool." + name + "Pool.property." + property + "=" + value);
    }

    private static Properties query(String name) {
        return probe().get("api/named/query?jndi=jdbc/" + name);
    }

    private static String serverLog() throws Exception {
        return Files.readString(PayaraDomain.shared().serverLog());
    }

    private static final String MARIADB_TEST = "JdbcUrl=jdbc\\:mariadb\\://127.0.0.1\\:3306/test:DriverClassName=org.mariadb.jdbc.Driver";

    @Test
    void wrongPropertyValueIsNamedAndTheFixedValueWorks() throws Exception {
        assertNamedUntilFixed("WeirBadValue", MARIADB_TEST + ":Username=root:MaximumPoolSize=-3",
                "MaximumPoolSize=-3", "MaximumPoolSize", "2");
    }

    /** A value Payara could not even convert to the property's number gets Weir's message too, with what is allowed. */
    @Test
    void valueThatIsNoNumberIsNamedWithTheAllowedRangeAndTheFixedValueWorks() throws Exception {
        assertNamedUntilFixed("WeirNoNumber", MARIADB_TEST + ":Username=root:MaximumPoolSize=abc",
                "Invalid Weir config-property MaximumPoolSize=abc: MaximumPoolSize must be a whole number, was 'abc'."
                        + " Allowed: a whole number from 1 to 2147483647.", "MaximumPoolSize", "2");
    }

    @Test
    void unreachableDatabaseIsNamedAndTheFixedUrlWorks() throws Exception {
        assertNamedUntilFixed("WeirUnreachable", "JdbcUrl=jdbc\\:mariadb\\://127.0.0.1\\:1/test:DriverClassName=org.mariadb.jdbc.Driver"
                + ":Username=root:MaximumPoolSize=2", "JdbcUrl=jdbc:mariadb://127.0.0.1:1/test", "JdbcUrl", "jdbc:mariadb://127.0.0.1:3306/test");
    }

    /** A pool with a mistake: requests fail naming it, so does server.log, until asadmin set fixes the property. */
    private static void assertNamedUntilFixed(String name, String properties, String named, String property, String fixedValue)
            throws Exception {
        createPool(name, properties);
        try {
            Properties failed = query(name);
            assertEquals("true", failed.getProperty("failed"), failed.toString());
            assertTrue(failed.getProperty("causes").contains(named), failed.toString());
            // Payara writes server.log from a queue: the line may land a moment after the request has failed
            Await.until("server.log to say " + named, 10_000, () -> serverLog().contains(named));

            set(name, property, fixedValue);
            Properties fixed = query(name);
            assertEquals("false", fixed.getProperty("failed"), fixed.toString());
        } finally {
            deletePool(name);
        }
    }

    @Test
    void wrongPasswordBehindAnAliasIsNamedWithoutShowingItAndTheRightAliasWorks() throws Exception {
        String name = "WeirWrongSecret";
        String password = ScratchMariaDb.newPassword();
        String wrong = ScratchMariaDb.newPassword();
        String user = MARIADB.createUser(password);
        PayaraDomain.shared().createPasswordAlias("weir-wrong-db", wrong);
        PayaraDomain.shared().createPasswordAlias("weir-right-db", password);
        createPool(name, MARIADB_TEST + ":Username=" + user + ":Password=${ALIAS\\=weir-wrong-db}:MaximumPoolSize=2");
        try {
            Properties failed = query(name);
            assertEquals("true", failed.getProperty("failed"), failed.toString());
            assertTrue(failed.getProperty("causes").contains("Access denied for user '" + user + "'"), failed.toString());
            assertFalse(failed.toString().contains(wrong), "the application sees the password");
            assertFalse(serverLog().contains(wrong), "server.log shows the password");

            set(name, "Password", "${ALIAS=weir-right-db}");
            Properties fixed = query(name);
            assertEquals("false", fixed.getProperty("failed"), fixed.toString());
        } finally {
            deletePool(name);
            admin("delete-password-alias", "weir-wrong-db");
            admin("delete-password-alias", "weir-right-db");
        }
    }
}
