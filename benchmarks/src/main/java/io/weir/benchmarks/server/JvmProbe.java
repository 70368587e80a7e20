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
    private static final Pattern USED = Pattern.compile("used (\\d+)K");
    private static final Pattern THREADS = Pattern.compile("(?m)^Threads:\\s+(\\d+)");

    private JvmProbe() {
    }

    /** The heap in use right after a full collection (jcmd GC.run, then GC.heap_info), in KiB. */
    static long heapAfterFullGcKib(long pid) throws IOException, InterruptedException {
        jcmd(pid, "GC.run");
        return heapUsedKib(jcmd(pid, "GC.heap_info"));
    }

    /** The live objects per class (jcmd GC.class_histogram), to tell what a heap that grew holds more of. */
    static String classHistogram(long pid) throws IOException, InterruptedException {
        return jcmd(pid, "GC.class_histogram");
    }

    /** The first "used NK" of GC.heap_info's answer: the whole heap's, before the regions' and the metaspace's lines. */
    static long heapUsedKib(String heapInfo) {
        Matcher m = USED.matcher(heapInfo);
        if (!m.find()) throw new IllegalArgumentException("no heap use in: " + heapInfo);
        return Long.parseLong(m.group(1));
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
