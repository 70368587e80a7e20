package io.weir.benchmarks.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which code of a server's request threads makes its futex system calls (each park, and each wake of a parked
 * thread), per request, from perf's records of {@code syscalls:sys_enter_futex} with their call chains ({@code perf
 * script -F comm,tid,ip,sym,dso}; the JVM run with {@code -XX:+PreserveFramePointer}, so that the chains go through
 * compiled Java code, and its perf map naming that code). A call goes to the innermost Java method outside the JDK
 * on its chain, which holds what was inlined into it.
 */
final class FutexSites {
    private static final Pattern HEADER = Pattern.compile("^(\\S.*?)\\s+(\\d+)\\s*$");
    private static final Pattern FRAME = Pattern.compile("^\\s+([0-9a-f]+)\\s+(.*)\\s+\\((.*)\\)\\s*$");

    private final Map<String, Long> bySite = new HashMap<>();
    private final Map<String, Long> byComponent = new HashMap<>();
    private long requestThreadCalls;

    private boolean inRequestThread;
    private final List<String> javaFrames = new ArrayList<>();

    void add(String line) {
        Matcher header = HEADER.matcher(line);
        if (header.matches()) {
            finish();
            inRequestThread = ThreadGroups.group(header.group(1)).equals(PerfShares.REQUEST_THREADS);
            return;
        }
        Matcher frame = FRAME.matcher(line);
        if (frame.matches() && frame.group(3).startsWith("/tmp/perf-")) {
            String className = PerfShares.compiledClass(frame.group(2).trim());
            if (className != null) javaFrames.add(frame.group(2).trim());
        } else if (line.isBlank()) {
            finish();
        }
    }

    /** The end of one call's chain. */
    private void finish() {
        if (inRequestThread) {
            requestThreadCalls++;
            String site = "(no Java frame outside the JDK)";
            String component = "JDK and other";
            for (String f : javaFrames) {
                String className = PerfShares.compiledClass(f);
                if (className.startsWith("java.") || className.startsWith("jdk.") || className.startsWith("sun.")) continue;
                site = f;
                String c = FrameShares.componentOf(className);
                if (c != null) component = c;
                break;
            }
            bySite.merge(site, 1L, Long::sum);
            byComponent.merge(component, 1L, Long::sum);
        }
        inRequestThread = false;
        javaFrames.clear();
    }

    static FutexSites read(Path script) throws IOException {
        FutexSites sites = new FutexSites();
        try (BufferedReader r = Files.newBufferedReader(script)) {
            for (String line; (line = r.readLine()) != null; ) sites.add(line);
        }
        sites.finish();
        return sites;
    }

    String table(String title, long requests) {
        StringBuilder md = new StringBuilder(String.format(Locale.ROOT, "%s: %d requests, %.3f futex calls per request in the request"
                + " threads%n%n| component | per request |%n|---|---:|%n", title, requests, requestThreadCalls / (double) requests));
        rows(byComponent, requests, 20, md);
        md.append("\n| innermost method outside the JDK | per request |\n|---|---:|\n");
        rows(bySite, requests, 15, md);
        return md.toString();
    }

    private static void rows(Map<String, Long> counts, long requests, int limit, StringBuilder md) {
        counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(limit)
                .forEach(e -> md.append(String.format(Locale.ROOT, "| `%s` | %.3f |%n", e.getKey().replace("|", "\\|"),
                        e.getValue() / (double) requests)));
    }
}
