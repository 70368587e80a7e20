package io.weir.it.wildfly;

import io.weir.it.TestFiles;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;

import java.nio.file.Files;
import java.nio.file.Path;

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
            // `module add` writes into the installation, which outlives the server's base folder between runs
            TestFiles.deleteRecursively(TestFiles.existing("jboss.home").resolve("modules/org/mariadb"));
            TestFiles.deleteRecursively(TestFiles.existing("jboss.home").resolve("modules/org/postgresql"));
            // one jboss-cli run (a JVM start each): the shipped script, unchanged, then the test-only definitions
            Path script = Files.createTempFile("weir-wildfly-setup", ".cli");
            Files.writeString(script, Files.readString(TestFiles.examples().resolve("wildfly/configure-weir.cli"))
                    + "\n" + Files.readString(Path.of(WeirOnWildFly.class.getResource("/wildfly/test-definitions.cli").toURI()))
                            .replace("@MARIADB_JAR@", TestFiles.existing("weir.mariadb.jar").toAbsolutePath().toString())
                            .replace("@POSTGRES_JAR@", TestFiles.existing("weir.postgres.jar").toAbsolutePath().toString()));
            try {
                JBossCli.runFile(script);
            } finally {
                Files.delete(script);
            }
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
