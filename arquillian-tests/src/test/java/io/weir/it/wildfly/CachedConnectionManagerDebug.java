package io.weir.it.wildfly;

import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

/**
 * WildFly's cached connection manager in debug mode (it closes the handles a request forgot, at the request's
 * end), for the test class; back to WildFly's default (debug=false), which configure-weir.cli keeps,
 * afterwards. Each switch reloads.
 */
public class CachedConnectionManagerDebug implements ServerSetupTask {
    @Override
    public void setup(ManagementClient client, String containerId) throws Exception {
        setDebug(client, true);
    }

    @Override
    public void tearDown(ManagementClient client, String containerId) throws Exception {
        setDebug(client, false);
    }

    private static void setDebug(ManagementClient client, boolean debug) throws Exception {
        ModelNode write = Operations.operation("write-attribute", "subsystem", "jca", "cached-connection-manager", "cached-connection-manager");
        write.get("name").set("debug");
        write.get("value").set(debug);
        Operations.execute(client, write);
        ServerReload.reloadAndWait(client);
    }
}
