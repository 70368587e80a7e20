package io.weir.pool;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReadmeReferenceTableTest {
    private static final Path README = Path.of("..", "README.md");

    @Test
    void readmeConfigurationTableIsGeneratedFromTheSettings() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        int begin = readme.indexOf(ReferenceTable.BEGIN);
        int end = readme.indexOf(ReferenceTable.END);
        assertTrue(begin >= 0 && end > begin, "README.md lacks the settings markers");
        String current = readme.substring(begin + ReferenceTable.BEGIN.length() + 1, end);
        String generated = ReferenceTable.markdown();
        if (Boolean.getBoolean("weir.updateReadme") && !current.equals(generated)) {
            Files.writeString(README, readme.substring(0, begin + ReferenceTable.BEGIN.length() + 1) + generated
                    + readme.substring(end), StandardCharsets.UTF_8);
            return;
        }
        assertEquals(generated, current, "README.md's settings table is out of date; regenerate it with "
                + "mvn -pl pool-core test -Dtest=ReadmeReferenceTableTest -Dweir.updateReadme=true");
    }
}
