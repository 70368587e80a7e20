package io.weir.it.payara;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs Payara's own asadmin, as an administrator would. */
final class Asadmin {
    private final Path payaraHome;

    Asadmin(Path payaraHome) {
        this.payaraHome = payaraHome;
    }

    String run(String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(payaraHome.resolve("bin/asadmin").toString());
        command.add("--interactive=false");
        command.addAll(List.of(arguments));
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("AS_JAVA", System.getProperty("java.home"));
            builder.environment().put("TERM", "dumb");
            Process process = builder.start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(300, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException("asadmin " + String.join(" ", arguments) + " failed:\n" + output);
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
