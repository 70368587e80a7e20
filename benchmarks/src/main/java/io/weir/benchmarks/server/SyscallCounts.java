package io.weir.benchmarks.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How often a server's threads made each system call and were switched out, per request, from {@code perf stat
 * --per-thread -x,} over tracepoints ({@code syscalls:sys_enter_futex}, {@code sched:sched_switch}...): counted by
 * the kernel, so exact and nearly free, unlike samples. On a virtual machine where a system call or a context
 * switch costs tens of microseconds, these counts say where a request's kernel time goes.
 */
final class SyscallCounts {
    /** Event to thread group to count. */
    private final Map<String, Map<String, Long>> counts = new TreeMap<>();

    /** A line {@code comm-tid,count,,event,...}; lines for threads not counted, and comments, are skipped. */
    void add(String line) {
        String[] f = line.split(",");
        if (f.length < 4 || line.startsWith("#")) return;
        int dash = f[0].lastIndexOf('-');
        if (dash <= 0 || !f[1].matches("\\d+")) return;
        String group = ThreadGroups.group(f[0].substring(0, dash));
        counts.computeIfAbsent(f[3], e -> new TreeMap<>()).merge(group, Long.parseLong(f[1]), Long::sum);
    }

    static SyscallCounts read(Path stat) throws IOException {
        SyscallCounts c = new SyscallCounts();
        Files.readAllLines(stat).forEach(c::add);
        return c;
    }

    /** Per event: per request in the request threads and in all threads. */
    String table(String title, long requests) {
        StringBuilder md = new StringBuilder(String.format(Locale.ROOT, "%s: %d requests%n%n", title, requests));
        md.append("| event | request threads, per request | all threads, per request |\n|---|---:|---:|\n");
        counts.forEach((event, byGroup) -> {
            long request = byGroup.getOrDefault(PerfShares.REQUEST_THREADS, 0L);
            long all = byGroup.values().stream().mapToLong(Long::longValue).sum();
            if (all == 0) return;
            md.append(String.format(Locale.ROOT, "| `%s` | %.3f | %.3f |%n", event, request / (double) requests, all / (double) requests));
        });
        return md.toString();
    }
}
