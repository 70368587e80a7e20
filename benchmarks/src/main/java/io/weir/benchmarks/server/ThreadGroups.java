package io.weir.benchmarks.server;

import java.util.Map;
import java.util.TreeMap;

/**
 * Where a process's CPU time went over a window, by group of threads, with the groups' context switches: threads
 * whose names differ only in their numbers ({@code default task-12}, {@code default task-3}) are one group,
 * {@code default task-*}. A thread that ended within the window takes what it spent with it, but the process's own
 * total keeps it: the total less the groups' is the group {@link #ENDED} (whose switches are not known).
 */
final class ThreadGroups {
    static final String ENDED = "(threads that ended)";

    private ThreadGroups() {
    }

    static String group(String threadName) {
        return threadName.replaceAll("[0-9]+", "*");
    }

    /** One group's ticks and context switches over the window, and how many of its threads ran in it. */
    record Spent(long ticks, int threads, long voluntary, long involuntary) {
        Spent plus(Spent other) {
            return new Spent(ticks + other.ticks, threads + other.threads, voluntary + other.voluntary, involuntary + other.involuntary);
        }
    }

    /**
     * The ticks and switches of each group between two samples of the same process's threads, whose own ticks grew
     * by {@code processTicks} in between; a thread counts in its group if it ran at all (spent a tick or switched).
     */
    static Map<String, Spent> between(Map<Long, ProcessCpu.ThreadTicks> start, Map<Long, ProcessCpu.ThreadTicks> end, long processTicks) {
        Map<String, Spent> groups = new TreeMap<>();
        long counted = 0;
        for (Map.Entry<Long, ProcessCpu.ThreadTicks> thread : end.entrySet()) {
            ProcessCpu.ThreadTicks now = thread.getValue();
            ProcessCpu.ThreadTicks then = start.get(thread.getKey());
            // a thread id the kernel gave again to a new thread under another name started within the window
            if (then == null || !then.name().equals(now.name())) then = new ProcessCpu.ThreadTicks(now.name(), 0, 0, 0);
            long spent = now.ticks() - then.ticks();
            long voluntary = now.voluntary() - then.voluntary();
            long involuntary = now.involuntary() - then.involuntary();
            if (spent <= 0 && voluntary <= 0 && involuntary <= 0) continue;
            groups.merge(group(now.name()), new Spent(spent, 1, voluntary, involuntary), Spent::plus);
            counted += spent;
        }
        if (processTicks > counted) groups.put(ENDED, new Spent(processTicks - counted, 0, 0, 0));
        return groups;
    }
}
