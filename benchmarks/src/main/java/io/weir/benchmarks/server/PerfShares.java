package io.weir.benchmarks.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a server's threads spend their time on a core, from perf's cpu-clock samples ({@code perf script -F
 * comm,tid,period,ip,sym,dso}, the JIT's code named by the JVM's perf map): per group of threads (see
 * {@link ThreadGroups}), and, for the request threads, per part of the code the sample was in, in microseconds per
 * request. Unlike a JFR execution sample, a cpu-clock sample is taken only from a thread that is running, so the
 * figures add up to the CPU time {@code /proc} reports. A sample in compiled Java code goes to the class of the
 * compiled method, which holds the code inlined into it: Weir's code inlined into IronJacamar's counts as IronJacamar.
 */
final class PerfShares {
    /** The group of WildFly's request threads. */
    static final String REQUEST_THREADS = "default task-*";
    /** comm, tid, period, ip, then the symbol and, in brackets, the object it is in. */
    private static final Pattern SAMPLE = Pattern.compile("^\\s*(.+?)\\s+(\\d+)\\s+(\\d+)\\s+([0-9a-f]+)\\s+(.*)\\((.*)\\)\\s*$");

    private final Map<String, Long> nanosByGroup = new HashMap<>();
    private final Map<String, Long> requestNanosByPart = new HashMap<>();
    private final Map<String, Long> requestNanosBySymbol = new HashMap<>();

    void add(String line) {
        Matcher m = SAMPLE.matcher(line);
        if (!m.matches()) return;
        String group = ThreadGroups.group(m.group(1));
        long nanos = Long.parseLong(m.group(3));
        nanosByGroup.merge(group, nanos, Long::sum);
        if (!group.equals(REQUEST_THREADS)) return;
        String symbol = m.group(5).trim();
        String object = m.group(6);
        String part = partOf(symbol, object);
        requestNanosByPart.merge(part, nanos, Long::sum);
        requestNanosBySymbol.merge(part + ": " + (symbol.isEmpty() ? "?" : symbol), nanos, Long::sum);
    }

    /** The part of the code a sample was in: a component of {@link FrameShares#COMPONENTS}, or the JVM's, the kernel's or a library's. */
    static String partOf(String symbol, String object) {
        if (object.contains("kernel") || object.equals("[vdso]")) return "kernel";
        if (object.endsWith("libjvm.so")) return "JVM (libjvm)";
        if (!object.startsWith("/tmp/perf-")) return "native libraries";
        String className = compiledClass(symbol);
        if (className == null) return symbol.startsWith("Interpreter") ? "interpreter" : "JVM stubs";
        String component = FrameShares.componentOf(className);
        return component != null ? component : "JDK and other";
    }

    /** {@code void a.b.C.m(int)} to {@code a.b.C}; null for what is no Java method (the interpreter, stubs). */
    static String compiledClass(String symbol) {
        int open = symbol.indexOf('(');
        if (open < 0) return null;
        String head = symbol.substring(0, open);
        String method = head.substring(head.lastIndexOf(' ') + 1);
        int dot = method.lastIndexOf('.');
        return dot <= 0 ? null : method.substring(0, dot);
    }

    static PerfShares read(Path script) throws IOException {
        PerfShares shares = new PerfShares();
        try (BufferedReader r = Files.newBufferedReader(script)) {
            for (String line; (line = r.readLine()) != null; ) shares.add(line);
        }
        return shares;
    }

    private static double microsPerRequest(Map<String, Long> nanos, String key, long requests) {
        return nanos.getOrDefault(key, 0L) / 1000.0 / requests;
    }

    /** The groups of threads and the request threads' parts and hottest symbols, in µs per request. */
    String table(String title, long requests) {
        StringBuilder md = new StringBuilder(String.format(Locale.ROOT, "%s: %d requests%n%n", title, requests));
        md.append("| threads | µs/req |\n|---|---:|\n");
        rows(nanosByGroup, requests, 8, md);
        md.append("\nThe request threads, by the code they ran:\n\n| part | µs/req |\n|---|---:|\n");
        rows(requestNanosByPart, requests, 20, md);
        md.append("\nTheir hottest symbols:\n\n| symbol | µs/req |\n|---|---:|\n");
        rows(requestNanosBySymbol, requests, 25, md);
        return md.toString();
    }

    private void rows(Map<String, Long> nanos, long requests, int limit, StringBuilder md) {
        Map<String, Long> sorted = new LinkedHashMap<>();
        nanos.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(limit)
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        sorted.forEach((k, v) -> md.append(String.format(Locale.ROOT, "| `%s` | %.2f |%n", k.replace("|", "\\|"), microsPerRequest(nanos, k, requests))));
    }
}
