package io.weir.it.wildfly;

import io.weir.it.Probe;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.net.URL;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An administrator changes Weir's settings through WildFly's management model and reloads. */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
@ServerSetup(WeirOnWildFly.class)
class ReconfigurationOnWildFlyIT {
    @ArquillianResource
    URL base;

    @ArquillianResource
    ManagementClient management;

    @Deployment(testable = false)
    static WebArchive probeWar() {
        return ProbeOnWildFly.war();
    }

    private Probe probe() {
        return new Probe(URI.create(base.toString()));
    }

    @Test
    void maximumPoolSizeChangedInTheManagementModelHoldsAfterReload() throws Exception {
        probe().get("api/lifecycle/single-session");
        assertEquals("1", probe().get("api/lifecycle/pool/WeirSingle").getProperty("MaximumPoolSize"));

        setWeirSingleProperty("MaximumPoolSize", "2");
        try {
            ServerReload.reloadAndWait(management, probe(), "api/lifecycle/pool/WeirSingle");

            // with MaximumPoolSize 2, a third connection waits its ConnectionTimeout (10 s) and gives up
            Properties open = probe().get("api/lifecycle/open-single/3");
            assertEquals("2", open.getProperty("opened"), open.toString());
            assertEquals("java.sql.SQLTransientConnectionException", open.getProperty("failure"));
            assertTrue(open.getProperty("failureMessage").startsWith("WeirSingle - no connection available"), open.toString());
            assertEquals("2", probe().get("api/lifecycle/pool/WeirSingle").getProperty("MaximumPoolSize"));
        } finally {
            setWeirSingleProperty("MaximumPoolSize", "1");
            ServerReload.reloadAndWait(management, probe(), "api/lifecycle/pool/WeirSingle");
        }
    }

    private void setWeirSingleProperty(String name, String value) throws Exception {
        ModelNode write = Operations.operation("write-attribute", "subsystem", "resource-adapters", "resource-adapter", "weir",
                "connection-definitions", "WeirSingle", "config-properties", name);
        write.get("name").set("value");
        write.get("value").set(value);
        Operations.execute(management, write);
    }
}
