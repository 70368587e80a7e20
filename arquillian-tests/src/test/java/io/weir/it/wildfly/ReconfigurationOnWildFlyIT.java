package io.weir.it.wildfly;

import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An administrator changes Weir's settings through WildFly's management model and reloads: the reload
 * restarts the adapter, whose pools close their connections and start again with the new values.
 */
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

    @Test
    void reloadClosesThePhysicalConnectionsOfThePoolsItRestarts() throws Exception {
        String session = probe().post("api/lifecycle/single-marker").getProperty("session");
        Properties before = probe().get("api/lifecycle/single-database");
        assertTrue(sessions(before).contains(session), "the pooled connection is not a session of the database: " + before);

        ServerReload.reloadAndWait(management, probe(), "api/lifecycle/pool/WeirSingle");

        Properties after = probe().get("api/lifecycle/single-database");
        assertEquals("true", after.getProperty("marker"), "not the same in-memory database: " + after);
        assertFalse(sessions(after).contains(session), "the connection of the pool before the reload is still open: " + after);
    }

    /** The session ids of an answer's {@code sessions=[1, 2]}. */
    private static List<String> sessions(Properties answer) {
        String list = answer.getProperty("sessions").replaceAll("[\\[\\] ]", "");
        return list.isEmpty() ? List.of() : List.of(list.split(","));
    }

    private void setWeirSingleProperty(String name, String value) throws Exception {
        ModelNode write = Operations.operation("write-attribute", "subsystem", "resource-adapters", "resource-adapter", "weir",
                "connection-definitions", "WeirSingle", "config-properties", name);
        write.get("name").set("value");
        write.get("value").set(value);
        Operations.execute(management, write);
    }
}
