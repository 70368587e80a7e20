package io.weir.benchmarks;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Gets a pool's code compiled by C2, with a profile that knows waiting, before the benchmark threads
 * start.
 *
 * <p>With many more benchmark threads than cores the JIT's compiler threads get little of the CPU.
 * Code compiled after the benchmark threads start, or thrown back to C1 because a branch the profile
 * had never seen (a waiter, a hand-off) is taken, runs C1 code for seconds, whose profiling counters
 * every thread writes, and a fork's result then depends on when its compilations happened to finish.
 * So the cycle runs alone until compiled, then with more threads than connections until the JIT is
 * quiet, so that the waiting paths are taken and compiled, then alone again while the JIT recompiles
 * what that threw out. The contended phase waits for the JIT rather than for a fixed time, as the time
 * a compilation takes depends on how much CPU the compiler threads get.
 */
final class WarmUp {
    interface Cycle {
        void run(int i) throws SQLException;
    }

    /**
     * C2 compiles a method after about 10,000 calls or loop turns, so this many pool operations
     * (borrow-and-return cycles; for {@link MixedBench}, rounds of its mix) are enough to reach it. Counted in operations, not calls: a call
     * of the 100-cycle {@link ConnectionBench} method is 100 of them, and counting calls would make the
     * slowest pools warm up for seconds per fork.
     */
    private static final int MIN_OPERATIONS = 30_000;
    /** About how many operations run between two looks at the JIT. */
    private static final int CHECK_EVERY_OPERATIONS = 1024;
    private static final long QUIET_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final long MAX_NANOS = TimeUnit.SECONDS.toNanos(3);
    private static final long CONTENDED_NANOS = TimeUnit.MILLISECONDS.toNanos(300);
    /**
     * With more threads than cores the compiler threads get little CPU, so a compilation takes longer
     * and the JIT must be quiet for longer before the waiting paths can be taken as compiled: a
     * compilation still queued behind a short quiet spell would land inside the first measured iteration.
     */
    private static final long CONTENDED_QUIET_NANOS = TimeUnit.MILLISECONDS.toNanos(300);
    private static final long CONTENDED_MAX_NANOS = TimeUnit.SECONDS.toNanos(6);

    private WarmUp() {
    }

    /**
     * Compiles {@code cycle}, a call of which runs {@code operationsPerCall} pool operations, alone;
     * then, if the benchmark runs more threads than the pool has connections, runs it on up to twice as
     * many threads as connections until the JIT is quiet, and compiles it alone again.
     */
    static void compile(Cycle cycle, int operationsPerCall, int benchmarkThreads, int poolSize) throws SQLException {
        untilCompiled(cycle, operationsPerCall);
        if (benchmarkThreads <= poolSize) return;
        contended(cycle, Math.min(benchmarkThreads, 2 * poolSize));
        untilCompiled(cycle, operationsPerCall);
    }

    /**
     * Runs {@code cycle} for at least {@link #MIN_OPERATIONS} operations and then until the JIT has
     * compiled nothing for 100 ms (compilation runs on its own threads, after the calls that asked
     * for it), at most 3 s.
     */
    static void untilCompiled(Cycle cycle, int operationsPerCall) throws SQLException {
        int minCalls = ceilDiv(MIN_OPERATIONS, operationsPerCall);
        int checkEvery = Math.max(1, CHECK_EVERY_OPERATIONS / operationsPerCall);
        JitWatch jit = new JitWatch(MAX_NANOS);
        for (int i = 0; ; i++) {
            cycle.run(i);
            if (i >= minCalls && i % checkEvery == 0 && jit.doneWaiting(QUIET_NANOS)) return;
        }
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    private static void contended(Cycle cycle, int threads) throws SQLException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                try {
                    for (int i = 0; !stop.get(); i++) cycle.run(i);
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                }
            }, "warm-up-" + t);
            thread.start();
            started.add(thread);
        }
        try {
            untilJitQuiet(CONTENDED_NANOS, CONTENDED_QUIET_NANOS, CONTENDED_MAX_NANOS);
        } finally {
            stop.set(true);
        }
        for (Thread thread : started) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while warming up", e);
            }
        }
        Throwable e = failure.get();
        if (e != null) throw new SQLException("the contended warm-up failed: " + e, e);
    }

    /** Waits at least {@code minNanos}, then until {@link JitWatch} says the JIT is quiet. */
    private static void untilJitQuiet(long minNanos, long quietNanos, long maxNanos) throws SQLException {
        JitWatch jit = new JitWatch(maxNanos);
        long start = System.nanoTime();
        try {
            do {
                Thread.sleep(10);
            } while (System.nanoTime() - start < minNanos || !jit.doneWaiting(quietNanos));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while warming up", e);
        }
    }

    /**
     * Tells when the JIT has completed no compilation for a while (compilation runs on its own threads,
     * after the calls that asked for it), or waiting has taken too long.
     */
    private static final class JitWatch {
        private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        private final boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
        private final long start = System.nanoTime();
        private final long maxNanos;
        private long lastCompileTime = -1;
        private long quietSince = start;

        JitWatch(long maxNanos) {
            this.maxNanos = maxNanos;
        }

        /** True once no compilation has completed for {@code quietNanos}, or {@code maxNanos} have passed. */
        boolean doneWaiting(long quietNanos) {
            long now = System.nanoTime();
            if (!timed || now - start > maxNanos) return true;
            long compileTime = jit.getTotalCompilationTime();
            if (compileTime != lastCompileTime) {
                lastCompileTime = compileTime;
                quietSince = now;
                return false;
            }
            return now - quietSince > quietNanos;
        }
    }
}
