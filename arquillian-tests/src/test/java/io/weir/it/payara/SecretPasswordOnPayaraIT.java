package io.weir.it.payara;

import io.weir.it.ScratchMariaDb;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.file.Files;
import java.util.Properties;

import static io.weir.it.payara.PayaraDomain.probe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The database password comes from a Payara password alias ({@code ${ALIAS=...}}), for a MariaDB user with
 * a real password that exists only while the class runs, and shows nowhere. The way an administrator keeps
 * the password out of domain.xml: see examples/payara/configure-weir.asadmin.
 */
@ExtendWith(PayaraDomain.class)
class SecretPasswordOnPayaraIT {
    private static final String PASSWORD = ScratchMariaDb.newPassword();
    private static final String POOL = "WeirSecret";
    private static final String ALIAS = "weir-secret-db";
    private static final ScratchMariaDb MARIADB = new ScratchMariaDb("weir_secret");
    private static String user;

    @BeforeAll
    static void createUserAliasAndPool() throws Exception {
        user = MARIADB.createUser(PASSWORD);
        PayaraDomain.shared().createPasswordAlias(ALIAS, PASSWORD);
        PayaraDomain.shared().createWeirPool(POOL, "jdbc/" + POOL, "LocalTransaction", 5,
                "JdbcUrl=jdbc\\:mariadb\\://127.0.0.1\\:3306/test:DriverClassName=org.mariadb.jdbc.Driver"
                        + ":Username=" + user + ":Password=${ALIAS\\=" + ALIAS + "}:MaximumPoolSize=2:MinimumIdle=0:RegisterMbeans=true");
    }

    @AfterAll
    static void dropThem() throws Exception {
        try {
            PayaraDomain.shared().deleteWeirPool(POOL, "jdbc/" + POOL);
            admin("delete-password-alias", ALIAS);
        } finally {
            MARIADB.close();
        }
    }

    private static String admin(String... arguments) {
        return PayaraDomain.shared().admin(arguments);
    }

    @Test
    void connectionsOpenAsTheUserWithTheAliasedPassword() {
        Properties served = probe().get("api/named/query?jndi=jdbc/" + POOL);
        assertEquals("false", served.getProperty("failed"), served.toString());
        assertTrue(served.getProperty("user").startsWith(user), served.toString());
    }

    @Test
    void configurationFileHoldsOnlyTheAlias() throws Exception {
        String xml = Files.readString(PayaraDomain.domainXml());
        assertTrue(xml.contains("${ALIAS=" + ALIAS + "}"), "the pool's Password is not the alias");
        assertFalse(xml.contains(PASSWORD), "domain.xml holds the password");
    }

    @Test
    void asadminGetDoesNotShowThePassword() {
        String shown = admin("get", "resources.connector-connection-pool." + POOL + "Pool.*");
        assertTrue(shown.contains("ALIAS=" + ALIAS), shown);
        assertFalse(shown.contains(PASSWORD), "asadmin get shows the password");
    }

    @Test
    void serverLogDoesNotShowThePassword() throws Exception {
        probe().get("api/named/query?jndi=jdbc/" + POOL);
        assertFalse(Files.readString(PayaraDomain.shared().serverLog()).contains(PASSWORD), "server.log shows the password");
    }

    @Test
    void poolMxBeanDoesNotShowThePassword() {
        probe().get("api/named/query?jndi=jdbc/" + POOL);
        Properties attributes = probe().get("api/named/mxbean?pool=" + POOL);
        assertEquals("2", attributes.getProperty("MaximumPoolSize"), attributes.toString());
        assertFalse(attributes.toString().contains(PASSWORD), "the MXBean shows the password");
    }
}
