package io.weir.benchmarks.suite;

import io.weir.benchmarks.Backend;
import io.weir.benchmarks.BurstBench;
import io.weir.benchmarks.ConnectionBench;
import io.weir.benchmarks.ContendedBench;
import io.weir.benchmarks.MixedBench;
import io.weir.benchmarks.StatementBench;
import io.weir.benchmarks.VirtualThreadBench;
import org.openjdk.jmh.annotations.Mode;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The suite, in the order it runs and is reported. */
public final class Scenarios {
    /** Seed 003's open/close table: a pool of 20 keeping 5 ready, at these thread counts. */
    static final int[] OPEN_CLOSE_THREADS = {5, 20, 50, 100};
    static final String OPEN_CLOSE_PREFIX = "open-close-";
    /**
     * Virtual threads came in JDK 21, but H2 (the virtual-thread scenarios' database) blocks inside
     * synchronized code, which pins a virtual thread to its carrier until JDK 24: before it, those
     * scenarios would measure two carriers, not the pools.
     */
    static final int VIRTUAL_THREADS_FROM_JDK = 24;
    static final String VIRTUAL_PREFIX = "virtual-";
    /** Each virtual-thread scenario: threads x cycles, and its benchmark method. */
    private static final String[][] VIRTUAL_SHAPES = {{"1000x20", "thousandTimesTwenty"}, {"5000x4", "fiveThousandTimesFour"},
            {"10000x2", "tenThousandTimesTwo"}};

    private Scenarios() {
    }

    public static List<Scenario> all() {
        List<Scenario> list = new ArrayList<>();
        String cycle = name(ConnectionBench.class, "cycle");
        list.add(new Scenario("connection-cycle-1t", "getConnection() + close(), 1 thread, pool of 8",
                cycle, Mode.Throughput, TimeUnit.MICROSECONDS, 1, 8, -1, 1));
        list.add(new Scenario("connection-cycle-2t", "getConnection() + close(), 2 threads, pool of 8",
                cycle, Mode.Throughput, TimeUnit.MICROSECONDS, 2, 8, -1, 1));
        list.add(new Scenario("statement-cycle-1t",
                "prepareStatement, setInt, executeQuery, next/getInt, close (held connection), 1 thread",
                name(StatementBench.class, "cycle"), Mode.Throughput, TimeUnit.MICROSECONDS, 1, 8, -1, 1));
        // ten rows, read over the four no-op drivers: the per-row calls weigh more, and four drivers' class shapes
        // (one allocating nothing, so that the pools' wrappers are most of the cost) keep one stub from flattering
        // a pool's inlining
        for (String backend : List.of(Backend.STUB, Backend.PLAIN, Backend.LAYERED, Backend.RECYCLING)) {
            String suffix = backend.equals(Backend.STUB) ? "" : "-" + backend;
            list.add(new Scenario("statement-10rows-1t" + suffix,
                    "the statement cycle reading 10 rows, 1 thread, over the " + backend + " driver",
                    name(StatementBench.class, "cycle"), Mode.Throughput, TimeUnit.MICROSECONDS, 1, 8, -1, 10, backend));
        }
        // the mix on 8 threads is scored by throughput, not by JMH's sample time: each thread samples its operations at a
        // rate that falls as its own count grows, and the threads' samples are then pooled with equal weight, so where
        // threads take turns at a pool smaller than their number (some run mix after mix while others wait), the few
        // long operations of the waiting threads outweigh the many short ones and the samples' mean is not the time a
        // mix takes; the throughput counts every mix
        list.add(new Scenario("mixed-8t", "MixedBench (seed 000 mix per borrowed connection), 8 threads, pool of 4",
                name(MixedBench.class, "mix"), Mode.Throughput, TimeUnit.MILLISECONDS, 8, 4, -1,
                MixedBench.ROWS_PER_QUERY));
        // the mix over the other no-op drivers too: the stub's own calls are most of a mix's time over it, and over
        // these drivers the pools' wrappers weigh more, under threads that share the cores
        for (String backend : List.of(Backend.PLAIN, Backend.LAYERED, Backend.RECYCLING)) {
            list.add(new Scenario("mixed-8t-" + backend, "MixedBench, 8 threads, pool of 4, over the " + backend + " driver",
                    name(MixedBench.class, "mix"), Mode.Throughput, TimeUnit.MILLISECONDS, 8, 4, -1,
                    MixedBench.ROWS_PER_QUERY, backend));
        }
        list.add(new Scenario("burst-100-16t", "100 getConnection()/close() per sample, 16 threads, pool of 8",
                name(BurstBench.class, "hundredCycles"), Mode.SampleTime, TimeUnit.MICROSECONDS, 16, 8, -1, 1));
        for (int threads : OPEN_CLOSE_THREADS) {
            list.add(new Scenario(OPEN_CLOSE_PREFIX + threads + "t",
                    "open/close (seed 003), " + threads + " threads, pool of 20 (5 kept idle)",
                    cycle, Mode.Throughput, TimeUnit.MICROSECONDS, threads, 20, 5, 1));
        }
        // every operation timed (ExactTimesProfiler) for the percentiles: JMH's SampleTime over-counts rare
        // waits at this rate; the throughput is JMH's, of the same operations
        list.add(new Scenario("contended-16t",
                "borrow, query + small work, return: 16 threads, pool of 4, every operation timed (wait included)",
                name(ContendedBench.class, "timedBorrowWorkReturn"), Mode.Throughput, TimeUnit.MICROSECONDS, 16, 4, -1, 1));
        list.add(new Scenario("contended-8t-2",
                "borrow, query + small work, return: 8 threads, pool of 2, every operation timed (wait included)",
                name(ContendedBench.class, "timedBorrowWorkReturn"), Mode.Throughput, TimeUnit.MICROSECONDS, 8, 2, -1, 1));
        // an outside harness's shape, to be held against it: no query, and JMH's own sampling with its bias
        list.add(new Scenario("contended-8t-2-sampled",
                "borrow, 500 tokens of CPU, return: 8 threads, pool of 2, JMH's SampleTime (wait included)",
                name(ContendedBench.class, "sampledBorrowWorkReturn"), Mode.SampleTime, TimeUnit.MICROSECONDS, 8, 2, -1, 1));
        if (virtualThreadsHere()) list.addAll(withVirtualThreads());
        return list;
    }

    /**
     * Many virtual threads on a pool of 10 over H2, each borrowing, holding 1 ms and returning, a few cycles:
     * one sample is the whole batch, and every borrow's wait is timed. In the suite from JDK 24 on.
     */
    static List<Scenario> withVirtualThreads() {
        List<Scenario> list = new ArrayList<>();
        for (String[] shape : VIRTUAL_SHAPES) {
            list.add(new Scenario(VIRTUAL_PREFIX + shape[0],
                    shape[0].replace("x", " virtual threads x ") + " cycles of borrow, hold 1 ms, return; pool of 10 over H2",
                    name(VirtualThreadBench.class, shape[1]), Mode.SingleShotTime, TimeUnit.MILLISECONDS, 1, 10, -1, 1,
                    Backend.H2));
        }
        return list;
    }

    /**
     * The batch time of a virtual-thread scenario if connections never sat idle while threads waited:
     * threads x cycles x the hold, spread over the pool; NaN for any other scenario.
     */
    static double idealMillis(Scenario s) {
        if (!s.id().startsWith(VIRTUAL_PREFIX)) return Double.NaN;
        String[] shape = s.id().substring(VIRTUAL_PREFIX.length()).split("x");
        return Double.parseDouble(shape[0]) * Double.parseDouble(shape[1]) * VirtualThreadBench.HOLD_MS / s.poolSize();
    }

    static boolean virtualThreadsHere() {
        return Runtime.version().feature() >= VIRTUAL_THREADS_FROM_JDK;
    }

    /** What the suite leaves out on this JDK, and why; empty if nothing. */
    public static String skippedHere() {
        if (virtualThreadsHere()) return "";
        return "skipped on JDK " + Runtime.version().feature() + ": "
                + withVirtualThreads().stream().map(Scenario::id).toList()
                + " (virtual threads over H2 need JDK " + VIRTUAL_THREADS_FROM_JDK + ": before it they pin their carriers)";
    }

    /**
     * Not in any mode: the statement benchmarks over H2 in process, a real driver, to show what share of
     * a real call the pools' wrappers are. One thread, so that H2's row locks do not decide the result.
     * Run them with {@code --scenarios}.
     */
    public static List<Scenario> withRealDriver() {
        return List.of(
                new Scenario("statement-cycle-1t-h2", "the statement cycle over H2 (in process), 1 thread",
                        name(StatementBench.class, "cycle"), Mode.Throughput, TimeUnit.MICROSECONDS, 1, 8, -1, 1, Backend.H2),
                new Scenario("mixed-1t-h2", "MixedBench over H2 (in process; the batch updates 100 rows), 1 thread, pool of 4",
                        name(MixedBench.class, "mix"), Mode.SampleTime, TimeUnit.MICROSECONDS, 1, 4, -1,
                        MixedBench.ROWS_PER_QUERY, Backend.H2));
    }

    /** Every scenario {@code --scenarios} may name. */
    public static List<Scenario> known() {
        List<Scenario> list = new ArrayList<>(all());
        list.addAll(withRealDriver());
        if (!virtualThreadsHere()) list.addAll(withVirtualThreads());
        return list;
    }

    /** The quick run's share: every benchmark, with the open/close table at 20 threads only. */
    public static List<Scenario> quick() {
        return all().stream().filter(s -> !s.id().startsWith(OPEN_CLOSE_PREFIX) || s.id().equals(OPEN_CLOSE_PREFIX + "20t"))
                .toList();
    }

    /** One scenario per benchmark method and mode: enough to prove that everything still runs. */
    public static List<Scenario> smoke() {
        List<String> ids = List.of("connection-cycle-1t", "statement-cycle-1t", "mixed-8t", "burst-100-16t",
                OPEN_CLOSE_PREFIX + "20t", "contended-16t", "contended-8t-2-sampled", "virtual-1000x20");
        return all().stream().filter(s -> ids.contains(s.id())).toList();
    }

    private static String name(Class<?> bench, String method) {
        return bench.getName() + "." + method;
    }
}
