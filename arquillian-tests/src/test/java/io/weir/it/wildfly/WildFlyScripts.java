package io.weir.it.wildfly;

import io.weir.it.TestFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/**
 * The CLI scripts the WildFly suites run: the shipped ones of examples/wildfly, unchanged, and the test-only
 * ones of src/test/resources/wildfly, with the paths of the driver jars filled in.
 */
public final class WildFlyScripts {
    private WildFlyScripts() {
    }

    /** A script of examples/wildfly, as users get it. */
    public static String example(String name) {
        return read(TestFiles.examples().resolve("wildfly").resolve(name));
    }

    /**
     * configure-weir.cli aimed at a managed domain's profile: each {@code /subsystem=} address gets the
     * profile's in front, as docs/server.md tells an administrator to do.
     */
    public static String configureWeirInProfile(String profile) {
        return example("configure-weir.cli").replaceAll("(?m)^/subsystem=", "/profile=" + profile + "/subsystem=");
    }

    /** A test-only script of src/test/resources/wildfly, its driver jar placeholders filled in. */
    public static String testOnly(String name) {
        try {
            String script = Files.readString(Path.of(WildFlyScripts.class.getResource("/wildfly/" + name).toURI()));
            for (String[] jar : new String[][] {{"@MARIADB_JAR@", "weir.mariadb.jar"}, {"@POSTGRES_JAR@", "weir.postgres.jar"}}) {
                if (script.contains(jar[0])) {
                    script = script.replace(jar[0], TestFiles.existing(jar[1]).toAbsolutePath().toString());
                }
            }
            return script;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** `module add` writes into the installation, which outlives every server's base folder between runs. */
    public static void removeDriverModules() {
        TestFiles.deleteRecursively(TestFiles.existing("jboss.home").resolve("modules/org/mariadb"));
        TestFiles.deleteRecursively(TestFiles.existing("jboss.home").resolve("modules/org/postgresql"));
    }

    /** Writes {@code script} to a temporary file, runs it with jboss-cli and deletes the file. */
    public static String run(String script, Function<Path, String> cli) {
        try {
            Path file = Files.createTempFile("weir-wildfly", ".cli");
            try {
                Files.writeString(file, script);
                return cli.apply(file);
            } finally {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
