package io.weir.it.wildfly;

import io.weir.it.AdminCommand;
import io.weir.it.TestFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Runs WildFly's own jboss-cli.sh against the test server, as an administrator would. */
final class JBossCli {
    private JBossCli() {
    }

    static String runFile(Path script) {
        return runFile(9990 + Integer.getInteger("wildfly.port.offset", 0), script);
    }

    /** Against the server whose management interface listens on {@code port}. */
    static String runFile(int port, Path script) {
        return run(port, "--file=" + script.toAbsolutePath());
    }

    static String runCommand(int port, String command) {
        return run(port, "--command=" + command);
    }

    private static String run(int port, String what) {
        Path home = TestFiles.existing("jboss.home");
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/jboss-cli.sh").toString(), "--connect",
                "--controller=localhost:" + port, what));
        return AdminCommand.run(command, Map.of("JAVA_HOME", System.getProperty("java.home")), 120, "jboss-cli " + what);
    }
}
