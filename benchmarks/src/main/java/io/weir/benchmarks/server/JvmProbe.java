package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the soak reads of a server's JVM from outside: its live heap after a full collection, and its threads. */
final class JvmProbe {
    private static final Pattern TOTAL = Pattern.compile("(?m)^Total\\s+\\d+\\s+(\\d+)\\s*$");
    private static final Pattern THREADS = Pattern.compile("(?m)^Threads:\\s+(\\d+)");

    private JvmProbe() {
    }

    /**
     * The live objects after a full collection: jcmd GC.class_histogram, which collects first and then counts what is
     * left, in one attach. Reading the heap's use after a separate GC.run takes two attaches, between which a server
     * under load allocates tens of megabytes, so that figure says more about the load than about what stays live.
     */
    static LiveHeap liveHeap(long pid) throws IOException, InterruptedException {
        String histogram = jcmd(pid, "GC.class_histogram");
        return new LiveHeap(histogramTotalKib(histogram), histogram);
    }

    /** The live heap in KiB, and the histogram it was read from (what a heap that grew holds more of). */
    record LiveHeap(long kib, String histogram) {
    }

    /** The bytes of the histogram's Total line, in KiB. */
    static long histogramTotalKib(String histogram) {
        Matcher m = TOTAL.matcher(histogram);
        if (!m.find()) throw new IllegalArgumentException("no Total line in the class histogram: " + histogram);
        return Long.parseLong(m.group(1)) / 1024;
    }

    /** The JVM's threads with their stacks (jcmd Thread.print): what a thread count that grew is made of. */
    static String threadDump(long pid) throws IOException, InterruptedException {
        return jcmd(pid, "Thread.print");
    }

    /** The process's thread count from /proc/PID/status; -1 once the process is gone. */
    static int threads(Path proc, long pid) {
        try {
            Matcher m = THREADS.matcher(Files.readString(proc.resolve(pid + "/status")));
            return m.find() ? Integer.parseInt(m.group(1)) : -1;
        } catch (IOException gone) {
            return -1;
        }
    }

    private static String jcmd(long pid, String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("jcmd", Long.toString(pid), command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("jcmd " + pid + " " + command + " did not end within 120 s");
        }
        if (p.exitValue() != 0) throw new IOException("jcmd " + pid + " " + command + " exited with " + p.exitValue() + ": " + out);
        return out;
    }
}
