package io.weir.pool.internal.engine.lending;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The pool's background threads, daemons named after the pool so a thread dump shows whose they are:
 * the housekeeper (lifetimes, keepalives, idle retirement, leak reports), the connectors (connects,
 * closes, network timeouts) and the creator's fill loop.
 */
final class PoolThreads {
    final ScheduledThreadPoolExecutor scheduler;
    final ExecutorService connectors;
    final ExecutorService creatorLoop;

    PoolThreads(String poolName) {
        scheduler = new ScheduledThreadPoolExecutor(1, named(poolName + "-housekeeper"));
        scheduler.setRemoveOnCancelPolicy(true);
        scheduler.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        connectors = Executors.newCachedThreadPool(named(poolName + "-connector"));
        creatorLoop = Executors.newSingleThreadExecutor(named(poolName + "-creator"));
    }

    /** At close, first: no more housekeeping and no more connects; the connectors still close connections. */
    void stopBackground() {
        scheduler.shutdownNow();
        creatorLoop.shutdownNow();
    }

    /** At close, last: lets the closes in flight finish, for up to a second, then interrupts them. */
    void stopConnectors() {
        connectors.shutdown();
        try {
            connectors.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        connectors.shutdownNow();
    }

    static ThreadFactory named(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            // no pool thread may keep an application class loader alive through an inherited context loader
            t.setContextClassLoader(PoolThreads.class.getClassLoader());
            return t;
        };
    }
}
