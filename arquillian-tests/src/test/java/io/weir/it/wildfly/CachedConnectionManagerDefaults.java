package io.weir.it.wildfly;

import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

/**
 * WildFly's cached connection manager as it ships (debug=false: it does not close the handles a request
 * forgot), for the test class; back to configure-weir.cli's debug=true afterwards. Each switch reloads.
 */
public class CachedConnectionManagerDefaults implements ServerSetupTask {
    @Override
    public void setup(ManagementClient client, String containerId) throws Exception {
        setDebug(client, false);
    }

    @Override
    public void tearDown(ManagementClient client, String containerId) throws Exception {
        setDebug(client, true);
    }

    private static void setDebug(ManagementClient client, boolean debug) throws Exception {
        ModelNode write = Operations.operation("write-attribute", "subsystem", "jca", "cached-connection-manager", "cached-connection-manager");
        write.get("name").set("debug");
        write.get("value").set(debug);
        Operations.execute(client, write);
        ServerReload.reloadAndWait(client);
    }
}
