package io.weir.benchmarks.inlining;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What HotSpot's compilation log ({@code -XX:+LogCompilation}) says of the methods C2 compiled: the size of each
 * one's instructions, the figure C2 compares with InlineSmallCode before it inlines an already compiled method.
 */
final class CompilationLog {
    /** An nmethod line: C2 is level 4; the instructions run from insts_offset to stub_offset. */
    private static final Pattern C2_NMETHOD = Pattern.compile(
            "<nmethod [^>]*?level='4'[^>]*?insts_offset='(\\d+)' stub_offset='(\\d+)'[^>]*?method='([^' ]+) ([^' ]+) ");

    private CompilationLog() {
    }

    /** Per method ({@code Class.method}, the class's simple name), the largest C2 compilation of it whose class starts with {@code prefix}. */
    static Map<String, Integer> c2Sizes(Path log, String prefix) throws IOException {
        return c2Sizes(Files.readString(log), prefix);
    }

    static Map<String, Integer> c2Sizes(String log, String prefix) {
        Map<String, Integer> sizes = new TreeMap<>();
        Matcher m = C2_NMETHOD.matcher(log);
        while (m.find()) {
            String type = m.group(3);
            if (!type.startsWith(prefix)) continue;
            String method = type.substring(type.lastIndexOf('.') + 1) + "." + m.group(4);
            sizes.merge(method, Integer.parseInt(m.group(2)) - Integer.parseInt(m.group(1)), Math::max);
        }
        return sizes;
    }
}
