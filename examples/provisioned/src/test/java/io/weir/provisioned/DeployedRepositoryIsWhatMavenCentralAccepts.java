package io.weir.provisioned;

import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipFile;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The repository Weir was deployed to (weir.repository.url, written by run.sh's {@code mvn -P release-artifacts deploy})
 * holds what Maven Central's validation asks of each component (central.sonatype.org/publish/requirements): a POM with
 * its coordinates and name, and a description, url, licence, developers and scm in it or in a parent POM of the same
 * repository; beside every artifact but a POM a sources and a javadoc jar; an .md5 and a .sha1 matching every file.
 * The signatures are the release profile's and are not made here.
 */
class DeployedRepositoryIsWhatMavenCentralAccepts {
    private static final Path REPOSITORY = Path.of(URI.create(System.getProperty("weir.repository.url")));
    private static final String VERSION = System.getProperty("weir.version");

    /** What run.sh deploys: the parent POMs, the three products, and the example WAR this project overlays. */
    static Stream<String> components() {
        return Stream.of("weir-parent", "weir-pool-core", "weir-rar", "weir-galleon-pack", "weir-examples",
                "weir-example-war");
    }

    /** The components with an artifact beside their POM, and its extension. */
    static Stream<Arguments> artifacts() {
        return Stream.of(arguments("weir-pool-core", "jar"), arguments("weir-rar", "rar"),
                arguments("weir-galleon-pack", "zip"), arguments("weir-example-war", "war"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("components")
    void pomNamesItsCoordinates(String artifactId) {
        Element pom = pom("io.weir", artifactId, VERSION);
        // groupId and version may come from the parent element
        assertAll(
                () -> assertEquals("io.weir", orParent(pom, "groupId")),
                () -> assertEquals(artifactId, text(pom, "artifactId")),
                () -> assertEquals(VERSION, orParent(pom, "version")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("components")
    void pomHasANameOfItsOwn(String artifactId) {
        // name is not inherited from a parent
        assertFalse(text(pom("io.weir", artifactId, VERSION), "name").isBlank(), artifactId + " has no name");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("components")
    void pomOrAParentInTheRepositoryDescribesTheProject(String artifactId) {
        List<Element> lineage = lineage(artifactId);
        List<Executable> checks = new ArrayList<>();
        for (String path : List.of("description", "url", "licenses/license/name", "licenses/license/url",
                "developers/developer/name", "scm/url", "scm/connection", "scm/developerConnection")) {
            checks.add(() -> assertTrue(lineage.stream().anyMatch(pom -> !text(pom, path).isBlank()),
                    artifactId + ": no " + path + " in its POM or a parent's"));
        }
        assertAll(checks);
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("artifacts")
    void artifactIsANonEmptyArchive(String artifactId, String extension) throws IOException {
        assertHasContent(file(artifactId, "", extension));
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("artifacts")
    void artifactHasSourcesAndJavadocJarsBesideIt(String artifactId, String extension) {
        assertAll(
                () -> assertHasContent(file(artifactId, "sources", "jar")),
                () -> assertHasContent(file(artifactId, "javadoc", "jar")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("components")
    void everyFileHasAnMd5AndASha1ThatMatchIt(String artifactId) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(REPOSITORY.resolve("io/weir").resolve(artifactId))) {
            files = walk.filter(Files::isRegularFile)
                    .filter(f -> !f.toString().matches(".*\\.(md5|sha1|sha256|sha512|asc)"))
                    .toList();
        }
        // at least the POM, the version's and the artifact's maven-metadata.xml
        assertTrue(files.size() >= 3, artifactId + ": " + files);
        List<Executable> checks = new ArrayList<>();
        for (Path f : files) {
            for (String algorithm : List.of("MD5", "SHA-1")) {
                checks.add(() -> {
                    Path sum = Path.of(f + "." + algorithm.toLowerCase().replace("-", ""));
                    assertTrue(Files.isRegularFile(sum), "no " + sum);
                    String digest = HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(f)));
                    assertEquals(digest, Files.readString(sum, StandardCharsets.US_ASCII).trim().split("\\s+")[0], sum.toString());
                });
            }
        }
        assertAll(checks);
    }

    /** A zip file with at least one entry besides its META-INF folder. */
    private static void assertHasContent(Path file) throws IOException {
        assertTrue(Files.isRegularFile(file), "no " + file);
        try (ZipFile zip = new ZipFile(file.toFile())) {
            assertTrue(zip.stream().anyMatch(e -> !e.isDirectory() && !e.getName().startsWith("META-INF/")),
                    file + " holds nothing but META-INF");
        }
    }

    /** The component's POM, then its parent's, and so on: every one of them must be in the repository. */
    private static List<Element> lineage(String artifactId) {
        List<Element> lineage = new ArrayList<>();
        Element pom = pom("io.weir", artifactId, VERSION);
        while (true) {
            lineage.add(pom);
            Element parent = child(pom, "parent");
            if (parent == null) {
                return lineage;
            }
            pom = pom(text(parent, "groupId"), text(parent, "artifactId"), text(parent, "version"));
        }
    }

    private static String orParent(Element pom, String name) {
        String own = text(pom, name);
        return own.isBlank() ? text(pom, "parent/" + name) : own;
    }

    private static Element pom(String groupId, String artifactId, String version) {
        assertEquals("io.weir", groupId, "a parent outside Weir's repository: " + groupId + ":" + artifactId);
        assertEquals(VERSION, version, "a parent of another version: " + artifactId + ":" + version);
        return read(file(artifactId, "", "pom"));
    }

    /**
     * The file of io.weir:artifactId[:classifier]:extension. A snapshot's files carry the deploy's timestamp, which
     * the version folder's maven-metadata.xml gives for each classifier and extension.
     */
    private static Path file(String artifactId, String classifier, String extension) {
        Path folder = REPOSITORY.resolve("io/weir").resolve(artifactId).resolve(VERSION);
        String version = VERSION;
        if (VERSION.endsWith("-SNAPSHOT")) {
            Path metadata = folder.resolve("maven-metadata.xml");
            assertTrue(Files.isRegularFile(metadata), "no " + metadata);
            version = children(read(metadata), "versioning/snapshotVersions/snapshotVersion").stream()
                    .filter(v -> text(v, "classifier").equals(classifier) && text(v, "extension").equals(extension))
                    .map(v -> text(v, "value"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(metadata + " names no " + classifier + " " + extension));
        }
        return folder.resolve(artifactId + "-" + version + (classifier.isEmpty() ? "" : "-" + classifier) + "." + extension);
    }

    private static Element read(Path xml) {
        assertTrue(Files.isRegularFile(xml), "no " + xml);
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile()).getDocumentElement();
        } catch (Exception e) {
            throw new AssertionError("unreadable: " + xml, e);
        }
    }

    /** The elements at a path of child names ("licenses/license/name") below {@code from}. */
    private static List<Element> children(Element from, String path) {
        List<Element> found = List.of(from);
        for (String name : path.split("/")) {
            List<Element> next = new ArrayList<>();
            for (Element e : found) {
                for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
                    if (n instanceof Element child && child.getTagName().equals(name)) {
                        next.add(child);
                    }
                }
            }
            found = next;
        }
        return found;
    }

    private static Element child(Element from, String path) {
        List<Element> found = children(from, path);
        return found.isEmpty() ? null : found.get(0);
    }

    private static String text(Element from, String path) {
        Element found = child(from, path);
        return found == null ? "" : found.getTextContent().trim();
    }
}
