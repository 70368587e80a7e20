package io.weir.it.wildfly;

import io.weir.it.TestFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs WildFly's own jboss-cli.sh against the test server, as an administrator would. */
final class JBossCli {
    private JBossCli() {
    }

    static String runFile(Path script) {
        return run("--file=" + script.toAbsolutePath());
    }

    private static String run(String what) {
        Path home = TestFiles.existing("jboss.home");
        int port = 9990 + Integer.getInteger("wildfly.port.offset", 0);
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/jboss-cli.sh").toString(), "--connect",
                "--controller=localhost:" + port, what));
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            Process process = builder.start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(120, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException("jboss-cli " + what + " failed:\n" + output);
            }
            return output;
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + command, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
