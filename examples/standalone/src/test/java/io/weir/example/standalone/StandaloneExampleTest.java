package io.weir.example.standalone;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StandaloneExampleTest {
    @Test
    void printsTheRowItStoredAndThePoolNumbersBeforeAndAfterReturn() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StandaloneExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\\R");
        assertEquals("hello from Weir", lines[0]);
        assertTrue(lines[1].startsWith("pool standalone while borrowed: active=1 "), lines[1]);
        assertTrue(lines[2].startsWith("pool standalone after return: active=0 "), lines[2]);
    }
}
