package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.junit.jupiter.api.Test;

import java.net.URL;
import java.nio.file.Files;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * WeirBroken's JdbcUrl points where no database listens (see test-definitions.cli); WeirWrongSecret's
 * credential store holds a wrong password (see {@link SecretPasswordOnWildFly}).
 */
@ServerSetup({WeirOnWildFly.class, SecretPasswordOnWildFly.class})
class BadConfigurationOnWildFlyIT extends ProbeOnWildFly {
    private static final String PASSWORD = "broken-secret-never-logged";
    private static final String URL = "jdbc:h2:tcp://127.0.0.1:1/no-database-here";

    @ArquillianResource
    ManagementClient management;

    @Test
    void callerGetsAnErrorNamingThePoolAndTheUrlButNotThePassword() {
        Properties broken = probe().get("api/lifecycle/broken");
        assertEquals("true", broken.getProperty("failed"));
        String causes = broken.getProperty("causes");
        assertTrue(causes.contains("WeirBroken") && causes.contains(URL), causes);
        assertFalse(causes.contains(PASSWORD), causes);
    }

    @Test
    void wrongPasswordInTheStoreIsNamedWithoutShowingItAndTheFixedOneWorksAfterReload() throws Exception {
        String jndi = "api/named/query?jndi=java:/jdbc/" + SecretPasswordOnWildFly.WRONG_DEFINITION;
        Properties refused = probe().get(jndi);
        assertEquals("true", refused.getProperty("failed"), refused.toString());
        assertTrue(refused.getProperty("causes").contains("Access denied for user '" + SecretPasswordOnWildFly.user + "'"), refused.toString());
        assertFalse(refused.toString().contains(SecretPasswordOnWildFly.WRONG_PASSWORD), "the application sees the password");
        String log = Files.readString(TestFiles.existing("wildfly.base.dir").resolve("log/server.log"));
        assertTrue(log.contains("Access denied for user '" + SecretPasswordOnWildFly.user + "'"), "server.log does not say why");
        assertFalse(log.contains(SecretPasswordOnWildFly.WRONG_PASSWORD), "server.log shows the password");

        Operations.execute(management, SecretPasswordOnWildFly.property(SecretPasswordOnWildFly.WRONG_DEFINITION, "Password",
                SecretPasswordOnWildFly.encrypt(management, SecretPasswordOnWildFly.PASSWORD), "write-attribute"));
        ServerReload.reloadAndWait(management, probe(), "api/lifecycle/pool/WeirSingle");

        Properties served = probe().get(jndi);
        assertEquals("false", served.getProperty("failed"), served.toString());
    }

    /**
     * Weir checks the values when the reload activates the adapter, also those the server could not have converted
     * to a number: a wrong one fails the activation (and the applications that use its definitions) with Weir's
     * error naming the property, the value and what it may be, until it is fixed and reloaded.
     */
    @Test
    void wrongPropertyValueFailsTheReloadNamingItAndTheFixedValueWorksAfterTheNext() throws Exception {
        String named = "Invalid Weir config-property MaximumPoolSize=abc: MaximumPoolSize must be a whole number, was 'abc'."
                + " Allowed: a whole number from 1 to 2147483647.";
        Operations.execute(management, SecretPasswordOnWildFly.property(SecretPasswordOnWildFly.DEFINITION, "MaximumPoolSize", "abc", "write-attribute"));
        try {
            ServerReload.reloadAndWait(management);

            String bootErrors = Operations.execute(management, Operations.operation("read-boot-errors",
                    "core-service", "management")).toString();
            assertTrue(bootErrors.contains(named), bootErrors);
            String log = Files.readString(TestFiles.existing("wildfly.base.dir").resolve("log/server.log"));
            assertTrue(log.contains(named), "server.log does not name the property");
        } finally {
            Operations.execute(management, SecretPasswordOnWildFly.property(SecretPasswordOnWildFly.DEFINITION, "MaximumPoolSize", "2", "write-attribute"));
            ServerReload.reloadAndWait(management, probe(), "api/lifecycle/pool/WeirSingle");
        }
        Properties served = probe().get("api/named/query?jndi=java:/jdbc/" + SecretPasswordOnWildFly.DEFINITION);
        assertEquals("false", served.getProperty("failed"), served.toString());
    }

    @Test
    void serverLogNamesThePoolAndTheUrlButNotThePassword() throws Exception {
        probe().get("api/lifecycle/broken");

        String log = Files.readString(TestFiles.existing("wildfly.base.dir").resolve("log/server.log"));
        assertTrue(log.contains("WeirBroken - cannot connect to jdbcUrl=" + URL), "server.log must say which pool cannot connect where");
        assertFalse(log.contains(PASSWORD), "server.log shows the password");
    }
}
