package io.weir.it;

import io.weir.testsupport.Folders;

import java.nio.file.Files;
import java.nio.file.Path;

/** The files the build hands to the tests through system properties (see the failsafe configuration). */
public final class TestFiles {
    private TestFiles() {
    }

    public static Path weirRar() {
        return existing("weir.rar");
    }

    public static Path probeWar() {
        return existing("weir.probe.war");
    }

    /** The example application of examples/weir-example-war, as users deploy it. */
    public static Path exampleWar() {
        return existing("weir.example.war");
    }

    /** The examples/ folder: the admin scripts the tests run are the ones users get. */
    public static Path examples() {
        return existing("weir.examples.dir");
    }

    public static void deleteRecursively(Path root) {
        Folders.deleteRecursively(root);
    }

    public static Path existing(String property) {
        String value = System.getProperty(property);
        if (value == null) {
            throw new IllegalStateException("system property " + property + " is not set: run the tests through Maven (mvn verify)");
        }
        Path path = Path.of(value);
        if (!Files.exists(path)) {
            throw new IllegalStateException(property + " points to " + path + ", which does not exist");
        }
        return path;
    }
}
