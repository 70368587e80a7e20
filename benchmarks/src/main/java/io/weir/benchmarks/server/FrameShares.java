package io.weir.benchmarks.server;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a server's request threads spend their CPU, from a JFR recording: the execution samples whose
 * stack passes through the benchmark application, split by the code they were in. "Self" gives a
 * sample to the innermost frame of a known component (JDK frames count for their caller); "inclusive"
 * counts every sample that has the component anywhere on its stack.
 */
final class FrameShares {
    /** Component name to class-name prefixes, in the order they are tried (the application before Weir's own package). */
    static final Map<String, List<String>> COMPONENTS = components();

    private final Map<String, Long> self = new LinkedHashMap<>();
    private final Map<String, Long> inclusive = new LinkedHashMap<>();
    private final Map<String, Long> innermostMethods = new java.util.HashMap<>();
    private long samples;

    private static Map<String, List<String>> components() {
        Map<String, List<String>> c = new LinkedHashMap<>();
        c.put("floor adapter", List.of("io.weir.benchmarks.floor."));
        c.put("application", List.of("io.weir.benchmarks."));
        c.put("Weir", List.of("io.weir."));
        c.put("IronJacamar", List.of("org.jboss.jca."));
        c.put("Agroal", List.of("io.agroal."));
        c.put("Payara connectors/JDBC pool", List.of("com.sun.enterprise.resource.", "com.sun.enterprise.connectors.",
                "com.sun.gjc.", "org.glassfish.resourcebase.", "com.sun.appserv.connectors."));
        c.put("pgjdbc", List.of("org.postgresql."));
        c.put("transaction manager", List.of("com.arjuna.", "org.jboss.narayana.", "org.wildfly.transaction.",
                "com.sun.enterprise.transaction.", "com.sun.jts."));
        c.put("EJB container", List.of("org.jboss.as.ejb3.", "org.jboss.ejb.", "org.jboss.invocation.",
                "com.sun.ejb.", "org.glassfish.ejb."));
        c.put("web container", List.of("io.undertow.", "org.wildfly.extension.undertow.", "org.apache.catalina.",
                "org.glassfish.grizzly.", "org.apache.coyote."));
        c.put("other server", List.of("org.jboss.", "org.wildfly.", "com.sun.", "org.glassfish.", "fish.payara."));
        return c;
    }

    /** @param stackInnermostFirst each frame as class name, or class name + "." + method */
    void add(List<String> stackInnermostFirst) {
        boolean request = stackInnermostFirst.stream().anyMatch(f -> f.startsWith("io.weir.benchmarks."));
        if (!request) return;
        samples++;
        if (!stackInnermostFirst.isEmpty()) innermostMethods.merge(stackInnermostFirst.get(0), 1L, Long::sum);
        String owner = null;
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (String frame : stackInnermostFirst) {
            String component = componentOf(frame);
            if (component == null) continue;
            if (owner == null) owner = component;
            seen.add(component);
        }
        self.merge(owner == null ? "JDK and other" : owner, 1L, Long::sum);
        for (String c : seen) inclusive.merge(c, 1L, Long::sum);
    }

    static String componentOf(String className) {
        for (Map.Entry<String, List<String>> c : COMPONENTS.entrySet()) {
            for (String prefix : c.getValue()) {
                if (className.startsWith(prefix)) return c.getKey();
            }
        }
        return null;
    }

    static FrameShares read(Path recording) throws IOException {
        FrameShares shares = new FrameShares();
        for (RecordedEvent e : RecordingFile.readAllEvents(recording)) {
            if (!e.getEventType().getName().equals("jdk.ExecutionSample")) continue;
            RecordedStackTrace stack = e.getStackTrace();
            if (stack == null) continue;
            shares.add(stack.getFrames().stream().map(FrameShares::frameName).toList());
        }
        return shares;
    }

    private static String frameName(RecordedFrame f) {
        return f.getMethod() == null ? "" : f.getMethod().getType().getName() + "." + f.getMethod().getName();
    }

    long samples() {
        return samples;
    }

    /** Share of the request threads' samples, 0-1. */
    double selfShare(String component) {
        return samples == 0 ? 0 : self.getOrDefault(component, 0L) / (double) samples;
    }

    double inclusiveShare(String component) {
        return samples == 0 ? 0 : inclusive.getOrDefault(component, 0L) / (double) samples;
    }

    /** A markdown table row per component that took any sample. */
    String table(String title) {
        StringBuilder md = new StringBuilder(String.format(Locale.ROOT, "%s: %d request-thread samples%n%n", title, samples));
        md.append("| component | self | inclusive |\n|---|---:|---:|\n");
        List<String> names = new java.util.ArrayList<>(COMPONENTS.keySet());
        names.add("JDK and other");
        for (String c : names) {
            if (self.containsKey(c) || inclusive.containsKey(c)) {
                md.append(String.format(Locale.ROOT, "| %s | %.1f %% | %.1f %% |%n", c, 100 * selfShare(c), 100 * inclusiveShare(c)));
            }
        }
        md.append("\nMethods the request threads were in most often:\n\n| method | share |\n|---|---:|\n");
        innermostMethods.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(12)
                .forEach(m -> md.append(String.format(Locale.ROOT, "| `%s` | %.1f %% |%n", m.getKey(), 100.0 * m.getValue() / samples)));
        return md.toString();
    }
}
