package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

/**
 * Configures Weir the way the examples tell an administrator to: examples/wildfly/configure-weir.cli
 * (run by jboss-cli.sh, unchanged), then the test-only definitions, then deploys weir-rar.rar.
 * Once per server run: every test class shares the configuration, and the server is thrown away
 * after the suite.
 */
public class WeirOnWildFly implements ServerSetupTask {
    static final String RAR = "weir-rar.rar";

    @Override
    public void setup(ManagementClient client, String containerId) throws Exception {
        if (!Operations.childNames(client, "resource-adapter", "subsystem", "resource-adapters").contains("weir")) {
            WildFlyScripts.removeDriverModules();
            // one jboss-cli run (a JVM start each): the shipped script, unchanged, then the test-only definitions
            WildFlyScripts.run(WildFlyScripts.example("configure-weir.cli") + "\n" + WildFlyScripts.testOnly("test-definitions.cli"),
                    JBossCli::runFile);
        }
        if (!Operations.childNames(client, "deployment").contains(RAR)) {
            ModelNode deploy = Operations.operation("add", "deployment", RAR);
            ModelNode content = new ModelNode();
            content.get("path").set(TestFiles.weirRar().toAbsolutePath().toString());
            content.get("archive").set(true);
            deploy.get("content").add(content);
            deploy.get("enabled").set(true);
            Operations.execute(client, deploy);
        }
    }

    @Override
    public void tearDown(ManagementClient client, String containerId) {
        // the configuration stays for the next test class; the server is discarded after the suite
    }
}
