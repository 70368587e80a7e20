package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The CPU time processes spend, from Linux's {@code /proc/<pid>/stat}: user plus system time (the line's
 * fields 14 and 15), in clock ticks. The kernel writes the tick rate nowhere in /proc; {@code getconf CLK_TCK}
 * says it.
 */
final class ProcessCpu {
    /** utime and stime, numbered as proc(5) numbers the line's fields. */
    private static final int USER = 14;
    private static final int SYSTEM = 15;
    /** The first field after the command name: the state. */
    private static final int AFTER_NAME = 3;

    private final Path proc;

    ProcessCpu(Path proc) {
        this.proc = proc;
    }

    /** The ticks each process had spent at one instant, by pid. */
    record Sample(Map<Long, Long> ticks) {
        /**
         * The ticks spent since {@code start} by the processes alive now: one started since counts whole, one
         * that ended since is lost with what it spent; -1 when none is alive.
         */
        long since(Sample start) {
            if (ticks.isEmpty()) return -1;
            long spent = 0;
            for (Map.Entry<Long, Long> now : ticks.entrySet()) spent += now.getValue() - start.ticks.getOrDefault(now.getKey(), 0L);
            return spent;
        }
    }

    /** One process; an empty sample when it does not exist. */
    Sample of(long pid) {
        Map<Long, Long> ticks = new HashMap<>();
        String stat = stat(proc.resolve(Long.toString(pid)));
        if (stat != null) ticks.put(pid, ticks(stat));
        return new Sample(ticks);
    }

    /** Every process whose command name (the stat line's second field) is {@code name}. */
    Sample named(String name) throws IOException {
        Map<Long, Long> ticks = new HashMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(proc, p -> p.getFileName().toString().chars().allMatch(Character::isDigit))) {
            for (Path entry : entries) {
                String stat = stat(entry);
                if (stat != null && name(stat).equals(name)) ticks.put(Long.parseLong(entry.getFileName().toString()), ticks(stat));
            }
        }
        return new Sample(ticks);
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
        String[] f = stat.substring(closingParenthesis(stat) + 1).trim().split(" +");
        if (f.length <= SYSTEM - AFTER_NAME) throw new IllegalArgumentException("a stat line too short for utime and stime: " + stat);
        return Long.parseLong(f[USER - AFTER_NAME]) + Long.parseLong(f[SYSTEM - AFTER_NAME]);
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
