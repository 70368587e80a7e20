package io.weir.it.wildfly;

import io.weir.inspector.InspectorServlet;
import io.weir.it.Probe;
import io.weir.testsupport.Await;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.net.URL;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Undeploying the RAR stops every pool it started; deploying it again serves again. */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
@ServerSetup(WeirOnWildFly.class)
class RedeployOnWildFlyIT {
    private static final List<String> POOLS = List.of("WeirDS", "WeirSingle", "WeirXa1", "WeirXa2", "WeirBroken");

    @ArquillianResource
    URL base;

    @ArquillianResource
    ManagementClient management;

    /** Depends on no Weir resource, so it stays up while the RAR is gone. */
    @Deployment(testable = false)
    static WebArchive inspectorWar() {
        return ShrinkWrap.create(WebArchive.class, "inspector.war").addClass(InspectorServlet.class);
    }

    private Probe inspector() {
        return new Probe(URI.create(base.toString()));
    }

    @Test
    void undeployLeavesNoWeirThreadNorConnectionAndRedeployServesAgain() throws Exception {
        assertEquals("1", inspector().get("inspect?use=java:/jdbc/WeirDS").getProperty("query"));
        assertFalse(weirThreads().isEmpty(), "a pool in use runs its threads: the check below would prove nothing");
        assertNotEquals("0", inspector().get("inspect?sessionsOf=weir").getProperty("otherSessions"));

        Operations.execute(management, Operations.operation("undeploy", "deployment", WeirOnWildFly.RAR));
        try {
            Await.until("no thread of a Weir pool is left, within 30 s of the undeploy", 30_000, () -> weirThreads().isEmpty());
            Await.until("no session of WeirDS is left open in its database, within 30 s of the undeploy", 30_000,
                    () -> "0".equals(inspector().get("inspect?sessionsOf=weir").getProperty("otherSessions")));
        } finally {
            Operations.execute(management, Operations.operation("deploy", "deployment", WeirOnWildFly.RAR));
        }

        assertEquals("1", inspector().get("inspect?use=java:/jdbc/WeirDS").getProperty("query"));
    }

    private List<String> weirThreads() {
        try {
            ModelNode dump = Operations.operation("dump-all-threads", "core-service", "platform-mbean", "type", "threading");
            dump.get("locked-monitors").set(false);
            dump.get("locked-synchronizers").set(false);
            return Operations.execute(management, dump).asList().stream()
                    .map(thread -> thread.get("thread-name").asString())
                    .filter(name -> POOLS.stream().anyMatch(pool -> name.startsWith(pool + "-")))
                    .toList();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
