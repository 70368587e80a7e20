package io.weir.it.wildfly;

import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An administrator changes Weir's settings through WildFly's management model and reloads. */
class ReconfigurationOnWildFlyIT extends ProbeOnWildFly {
    @ArquillianResource
    ManagementClient management;

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
