package io.weir.benchmarks.server;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * One arm's copy of the benchmark application: the one WAR the build makes, with the arm's context root
 * ({@code bench-<arm>}), {@code jdbc/bench} mapped to the arm's data source in the server's own descriptor,
 * and the run's table in {@code bench.properties}.
 */
final class ArmWar {
    private ArmWar() {
    }

    static void write(Path from, Path to, String server, String arm, String jndiName, String table, int rows) throws IOException {
        Files.createDirectories(to.toAbsolutePath().getParent());
        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        try (FileSystem war = FileSystems.newFileSystem(URI.create("jar:" + to.toAbsolutePath().toUri()), Map.of())) {
            Files.createDirectories(war.getPath("WEB-INF/classes"));
            Files.writeString(war.getPath("WEB-INF/classes/bench.properties"), "table=" + table + "\nrows=" + rows + "\n",
                    StandardCharsets.UTF_8);
            String name = server.equals("wildfly") ? "jboss-web.xml" : "glassfish-web.xml";
            Files.writeString(war.getPath("WEB-INF/" + name), descriptor(server, arm, jndiName), StandardCharsets.UTF_8);
        }
    }

    /** The server's own web descriptor: WildFly's jboss-web.xml, or Payara's glassfish-web.xml. */
    static String descriptor(String server, String arm, String jndiName) {
        String body = "  <context-root>bench-" + arm + "</context-root>\n"
                + "  <resource-ref><res-ref-name>jdbc/bench</res-ref-name><jndi-name>" + jndiName + "</jndi-name></resource-ref>\n";
        return switch (server) {
            case "wildfly" -> "<jboss-web>\n" + body + "</jboss-web>\n";
            case "payara" -> "<!DOCTYPE glassfish-web-app PUBLIC \"-//GlassFish.org//DTD GlassFish Application Server 3.1 Servlet 3.0//EN\""
                    + " \"http://glassfish.org/dtds/glassfish-web-app_3_0-1.dtd\">\n<glassfish-web-app>\n" + body + "</glassfish-web-app>\n";
            default -> throw new IllegalArgumentException("server must be wildfly or payara, was " + server);
        };
    }
}
