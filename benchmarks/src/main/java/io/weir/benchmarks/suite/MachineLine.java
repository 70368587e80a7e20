package io.weir.benchmarks.suite;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The line that says what produced a result: cores, CPU, memory, OS, JDK and the load at start. */
final class MachineLine {

    private MachineLine() {
    }

    static String describe() {
        Runtime rt = Runtime.getRuntime();
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        StringBuilder sb = new StringBuilder();
        sb.append(rt.availableProcessors()).append(" cores");
        cpuModel().ifPresent(m -> sb.append(" (").append(m).append(')'));
        memoryGiB().ifPresent(g -> sb.append(", ").append(g).append(" GiB RAM"));
        sb.append(", ").append(System.getProperty("os.name")).append(' ').append(System.getProperty("os.version"));
        sb.append(", JDK ").append(System.getProperty("java.runtime.version"))
                .append(" (").append(System.getProperty("java.vm.name")).append(", ")
                .append(System.getProperty("java.vendor")).append(')');
        double load = os.getSystemLoadAverage();
        if (load >= 0) sb.append(", load average ").append(String.format(Locale.ROOT, "%.2f", load)).append(" at start");
        return sb.toString();
    }

    private static Optional<String> cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim().replaceAll("\\s+", " "))
                    .findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Long> memoryGiB() {
        try {
            return Files.readAllLines(Path.of("/proc/meminfo")).stream()
                    .filter(l -> l.startsWith("MemTotal:"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", "")))
                    .map(kib -> Math.round(kib / (1024.0 * 1024.0)))
                    .findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
