package io.weir.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a server's own administration tool (jboss-cli, asadmin) as an administrator would, and returns what it printed. */
public final class AdminCommand {
    private AdminCommand() {
    }

    /**
     * @param what names the call in the error if it fails or does not end within {@code timeoutSeconds}
     */
    public static String run(List<String> command, Map<String, String> environment, long timeoutSeconds, String what) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().putAll(environment);
            Process process = builder.start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException(what + " failed:\n" + output);
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
