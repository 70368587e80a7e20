package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/** A results file that run.sh grows one measurement at a time: a header line, then one tab-separated line each. */
final class TsvFile {
    private TsvFile() {
    }

    static void append(Path file, String header, String line) throws IOException {
        if (!Files.exists(file)) Files.writeString(file, header + "\n", StandardCharsets.UTF_8);
        Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    /** The file's lines but blank ones and the header, whole or its first columns only. */
    static List<String> lines(Path file, String header) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank() && !header.startsWith(l)).toList();
    }
}
