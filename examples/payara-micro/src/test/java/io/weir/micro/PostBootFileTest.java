package io.weir.micro;

import io.weir.rar.ConfigProperty;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The command file sets every config-property of the adapter it deploys, each from its system property and then its
 * environment variable: the names Weir's messages give (ConfigProperty), so that a setting added to the adapter
 * fails here until the file reads it.
 */
class PostBootFileTest {
    private static final Pattern SET = Pattern.compile("set resources\\.connector-connection-pool\\.WeirPool\\.property\\.(\\w+)=(\\S+)");
    /** The file's defaults that differ from the pool's: the pool named after the resource, its MXBean on. */
    private static final Map<String, String> FILE_DEFAULTS = Map.of("PoolName", "WeirDS", "RegisterMbeans", "true");

    @Test
    void setsEveryConfigPropertyFromItsSystemPropertyThenItsVariable() throws IOException {
        Map<String, String> expected = new LinkedHashMap<>();
        for (ConfigProperty p : ConfigProperty.all()) {
            // MicroProfile Config finds weir.maximum-pool-size also as WEIR_MAXIMUM_POOL_SIZE in the environment
            assertEquals(p.environmentVariable(), p.systemProperty().replaceAll("[^A-Za-z0-9]", "_").toUpperCase(Locale.ROOT));
            expected.put(p.name(), "${MPCONFIG=" + p.systemProperty() + ":" + FILE_DEFAULTS.getOrDefault(p.name(), ConfigProperty.UNSET) + "}");
        }
        Map<String, String> found = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of("src/main/payara-micro/post-boot.asadmin"))) {
            Matcher m = SET.matcher(line);
            if (m.matches()) found.put(m.group(1), m.group(2));
        }
        assertEquals(expected, found);
    }
}
