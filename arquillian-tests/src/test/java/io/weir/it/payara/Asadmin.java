package io.weir.it.payara;

import io.weir.it.AdminCommand;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
        return AdminCommand.run(command, Map.of("AS_JAVA", System.getProperty("java.home"), "TERM", "dumb"), 300,
                "asadmin " + String.join(" ", arguments));
    }
}
