package io.weir.it.wildfly.domain;

import io.weir.it.TestFiles;
import io.weir.it.wildfly.JBossCli;
import io.weir.it.wildfly.WildFlyScripts;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The suite's managed domain, written before Arquillian starts it: Arquillian's domain container learns the
 * server groups and servers when it starts the domain, so they must be in the configuration by then. jboss-cli
 * runs an embedded host controller over the pristine domain/ copy of the build and applies, in order: the
 * shipped examples/wildfly/configure-domain.cli (profile weir, server group weir-group, two servers),
 * configure-weir.cli aimed at the profile, the suite's own definitions, and the two deployments to the group
 * (the RAR and the example WAR, as {@code deploy ... --server-groups=weir-group}). Registered before
 * ArquillianExtension, whose first beforeAll starts the domain.
 */
public final class WeirDomain implements BeforeAllCallback {
    static final String HOST = "primary";
    static final String GROUP = "weir-group";
    static final String PROFILE = "weir";
    /** The servers of configure-domain.cli: weir-one at the suite's port offset, weir-two 100 above it. */
    static final List<GroupServer> SERVERS = List.of(
            new GroupServer("weir-one", Integer.getInteger("wildfly.domain.port.offset", 0)),
            new GroupServer("weir-two", Integer.getInteger("wildfly.domain.port.offset", 0) + 100));

    private static boolean configured;

    @Override
    public void beforeAll(ExtensionContext context) {
        synchronized (WeirDomain.class) {
            if (!configured) {
                configure();
                configured = true;
            }
        }
    }

    static int managementPort() {
        return Integer.getInteger("wildfly.domain.management.port", 9990);
    }

    private static void configure() {
        Path base = TestFiles.existing("wildfly.domain.base.dir");
        if (read(base.resolve("configuration/domain.xml")).contains("\"" + GROUP + "\"")) {
            return;
        }
        WildFlyScripts.removeDriverModules();
        String script = String.join("\n",
                WildFlyScripts.testOnly("domain-modules.cli"),
                "embed-host-controller --std-out=discard",
                WildFlyScripts.testOnly("domain-pristine.cli"),
                "set host=" + HOST,
                "set offset_one=" + SERVERS.get(0).portOffset(),
                "set offset_two=" + SERVERS.get(1).portOffset(),
                WildFlyScripts.example("configure-domain.cli"),
                WildFlyScripts.configureWeirInProfile(PROFILE),
                WildFlyScripts.testOnly("domain-test-definitions.cli"),
                "deploy " + TestFiles.weirRar().toAbsolutePath() + " --server-groups=" + GROUP,
                "deploy " + TestFiles.existing("weir.example.war").toAbsolutePath() + " --server-groups=" + GROUP,
                "stop-embedded-host-controller", "");
        WildFlyScripts.run(script, file -> JBossCli.runEmbedded(file, "-Djboss.domain.base.dir=" + base));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
