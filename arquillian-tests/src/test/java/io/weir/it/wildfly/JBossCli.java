package io.weir.it.wildfly;

import io.weir.it.AdminCommand;
import io.weir.it.TestFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Runs WildFly's own jboss-cli.sh against the test server, as an administrator would. */
public final class JBossCli {
    private JBossCli() {
    }

    static String runFile(Path script) {
        return runFile(9990 + Integer.getInteger("wildfly.port.offset", 0), script);
    }

    /** Against the server or domain controller whose management interface listens on {@code port}. */
    public static String runFile(int port, Path script) {
        return run(List.of("--connect", "--controller=localhost:" + port, "--file=" + script.toAbsolutePath()), "");
    }

    public static String runCommand(int port, String command) {
        return run(List.of("--connect", "--controller=localhost:" + port, "--command=" + command), "");
    }

    /**
     * A script that starts its own embedded server or host controller ({@code embed-host-controller}), for
     * configuration written before the real one starts; {@code javaOptions} go to jboss-cli's JVM, where the
     * embedded controller runs (e.g. {@code -Djboss.domain.base.dir=...}).
     */
    public static String runEmbedded(Path script, String javaOptions) {
        return run(List.of("--file=" + script.toAbsolutePath()), javaOptions);
    }

    private static String run(List<String> arguments, String javaOptions) {
        Path home = TestFiles.existing("jboss.home");
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/jboss-cli.sh").toString()));
        command.addAll(arguments);
        Map<String, String> environment = javaOptions.isEmpty() ? Map.of("JAVA_HOME", System.getProperty("java.home"))
                : Map.of("JAVA_HOME", System.getProperty("java.home"), "JAVA_OPTS", javaOptions);
        return AdminCommand.run(command, environment, 300,
                "jboss-cli " + arguments.get(arguments.size() - 1));
    }
}
