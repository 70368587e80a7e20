package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The CPU time processes spend, from Linux's {@code /proc/<pid>/stat}: user plus system time (the line's
 * fields 14 and 15), in clock ticks, and that of the ended children each has waited for (fields 16 and 17),
 * where the time of a process that ended goes. The kernel writes the tick rate nowhere in /proc;
 * {@code getconf CLK_TCK} says it.
 */
final class ProcessCpu {
    /** utime and stime, numbered as proc(5) numbers the line's fields. */
    private static final int USER = 14;
    private static final int SYSTEM = 15;
    /** cutime and cstime: the user and system time of the ended children the process has waited for. */
    private static final int CHILDREN_USER = 16;
    private static final int CHILDREN_SYSTEM = 17;
    /** The first field after the command name: the state. */
    private static final int AFTER_NAME = 3;

    private final Path proc;

    ProcessCpu(Path proc) {
        this.proc = proc;
    }

    /**
     * The ticks each process had spent at one instant, by pid, and those its ended children had spent, summed over
     * the processes: a database's backend that ends is waited for by its postmaster, whose children's time then holds it.
     */
    record Sample(Map<Long, Long> ticks, long reaped) {
        /**
         * The ticks spent since {@code start} by these processes: by those alive at both instants, since then; by one
         * started since, whole; by one that ended since, what it spent after {@code start}, through the parent that
         * waited for it (one whose parent is not among them is lost with what it spent); -1 when none is alive.
         */
        long since(Sample start) {
            if (ticks.isEmpty()) return -1;
            return total() - start.total();
        }

        private long total() {
            long own = reaped;
            for (long t : ticks.values()) own += t;
            return own;
        }
    }

    /** One process; an empty sample when it does not exist. */
    Sample of(long pid) {
        Map<Long, Long> ticks = new HashMap<>();
        String stat = stat(proc.resolve(Long.toString(pid)));
        if (stat == null) return new Sample(ticks, 0);
        ticks.put(pid, ticks(stat));
        return new Sample(ticks, reapedTicks(stat));
    }

    /**
     * One thread's name (the kernel keeps its first 15 characters), the user plus system ticks it has spent, and its
     * context switches so far: voluntary (it blocked or parked) and involuntary (it was preempted).
     */
    record ThreadTicks(String name, long ticks, long voluntary, long involuntary) {
    }

    /** Each thread of one process, by thread id; empty when the process does not exist. */
    Map<Long, ThreadTicks> threadsOf(long pid) throws IOException {
        Map<Long, ThreadTicks> threads = new HashMap<>();
        Path tasks = proc.resolve(Long.toString(pid)).resolve("task");
        if (!Files.isDirectory(tasks)) return threads;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(tasks)) {
            for (Path entry : entries) {
                String stat = stat(entry);
                List<String> status = status(entry);
                if (stat != null && status != null) {
                    threads.put(Long.parseLong(entry.getFileName().toString()), new ThreadTicks(name(stat), ticks(stat),
                            switches(status, "voluntary_ctxt_switches:"), switches(status, "nonvoluntary_ctxt_switches:")));
                }
            }
        } catch (NoSuchFileException ended) {
            // the process ended while its threads were listed
        }
        return threads;
    }

    /** Every process whose command name (the stat line's second field) is {@code name}. */
    Sample named(String name) throws IOException {
        Map<Long, Long> ticks = new HashMap<>();
        long reaped = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(proc, p -> p.getFileName().toString().chars().allMatch(Character::isDigit))) {
            for (Path entry : entries) {
                String stat = stat(entry);
                if (stat != null && name(stat).equals(name)) {
                    ticks.put(Long.parseLong(entry.getFileName().toString()), ticks(stat));
                    reaped += reapedTicks(stat);
                }
            }
        }
        return new Sample(ticks, reaped);
    }

    /** The thread's status lines, or null when it has ended. */
    private static List<String> status(Path thread) {
        try {
            return Files.readAllLines(thread.resolve("status"));
        } catch (IOException gone) {
            return null;
        }
    }

    /** The count on the status line that starts with {@code key}; 0 where the kernel writes no such line. */
    static long switches(List<String> status, String key) {
        for (String line : status) {
            if (line.startsWith(key)) return Long.parseLong(line.substring(key.length()).trim());
        }
        return 0;
    }

    /** The process's stat line, or null when it has ended. */
    private static String stat(Path process) {
        try {
            return Files.readString(process.resolve("stat"));
        } catch (IOException gone) {
            return null;
        }
    }

    /** The command name: between the first '(' and the last ')', since the name itself may hold either, and spaces. */
    static String name(String stat) {
        return stat.substring(stat.indexOf('(') + 1, closingParenthesis(stat));
    }

    /** User plus system ticks, counted from the last ')', after which no field holds a space. */
    static long ticks(String stat) {
        return sum(stat, USER, SYSTEM);
    }

    /** The user plus system ticks of the ended children the process has waited for. */
    static long reapedTicks(String stat) {
        return sum(stat, CHILDREN_USER, CHILDREN_SYSTEM);
    }

    private static long sum(String stat, int first, int second) {
        String[] f = stat.substring(closingParenthesis(stat) + 1).trim().split(" +");
        if (f.length <= second - AFTER_NAME) throw new IllegalArgumentException("a stat line too short for fields " + first + " and " + second + ": " + stat);
        return Long.parseLong(f[first - AFTER_NAME]) + Long.parseLong(f[second - AFTER_NAME]);
    }

    private static int closingParenthesis(String stat) {
        int at = stat.lastIndexOf(')');
        if (at < 0 || stat.indexOf('(') < 0) throw new IllegalArgumentException("not a /proc/<pid>/stat line: " + stat);
        return at;
    }

    /** Microseconds of CPU per request; NaN without a request or without ticks (-1: no process measured). */
    static double microsPerRequest(long ticks, long ticksPerSecond, long requests) {
        if (ticks < 0 || requests <= 0) return Double.NaN;
        return ticks * 1e6 / ticksPerSecond / requests;
    }
}
