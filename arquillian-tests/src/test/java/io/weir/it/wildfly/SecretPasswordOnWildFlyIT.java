package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.Properties;

import static io.weir.it.wildfly.SecretPasswordOnWildFly.DEFINITION;
import static io.weir.it.wildfly.SecretPasswordOnWildFly.PASSWORD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The database password comes from an Elytron credential store, and shows nowhere. */
@ServerSetup({WeirOnWildFly.class, SecretPasswordOnWildFly.class})
class SecretPasswordOnWildFlyIT extends ProbeOnWildFly {
    @ArquillianResource
    ManagementClient management;

    @Test
    void connectionsOpenAsTheUserWithTheStoredPassword() {
        Properties served = probe().get("api/named/query?jndi=java:/jdbc/" + DEFINITION);
        assertEquals("false", served.getProperty("failed"), served.toString());
        assertTrue(served.getProperty("user").startsWith(SecretPasswordOnWildFly.user), served.toString());
    }

    @Test
    void configurationFileHoldsOnlyTheEncryptedExpression() throws Exception {
        String xml = Files.readString(TestFiles.existing("wildfly.base.dir").resolve("configuration/standalone.xml"));
        assertTrue(xml.contains("${ENC::"), "the definition's Password is not an encrypted expression");
        assertFalse(xml.contains(PASSWORD), "standalone.xml holds the password");
    }

    @Test
    void managementModelDoesNotShowThePassword() throws Exception {
        ModelNode read = Operations.operation("read-resource", SecretPasswordOnWildFly.definitionAddress(DEFINITION));
        read.get("recursive").set(true);
        read.get("include-runtime").set(true);
        String model = Operations.execute(management, read).toString();
        assertTrue(model.contains("ENC::"), model);
        assertFalse(model.contains(PASSWORD), "read-resource shows the password");
    }

    @Test
    void serverLogDoesNotShowThePassword() throws Exception {
        probe().get("api/named/query?jndi=java:/jdbc/" + DEFINITION);
        String log = Files.readString(TestFiles.existing("wildfly.base.dir").resolve("log/server.log"));
        assertFalse(log.contains(PASSWORD), "server.log shows the password");
    }

    @Test
    void poolMxBeanDoesNotShowThePassword() {
        probe().get("api/named/query?jndi=java:/jdbc/" + DEFINITION);
        Properties attributes = probe().get("api/named/mxbean?pool=" + DEFINITION);
        assertEquals("2", attributes.getProperty("MaximumPoolSize"), attributes.toString());
        assertFalse(attributes.toString().contains(PASSWORD), "the MXBean shows the password");
    }
}
