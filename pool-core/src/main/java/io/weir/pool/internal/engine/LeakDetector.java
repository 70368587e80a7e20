package io.weir.pool.internal.engine;

import io.weir.pool.spi.LeakHandler;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Reports a connection held longer than leakDetectionThreshold, once, with the stack of the
 * borrower, and reports it again when it finally comes back. When the borrower left a
 * {@link LeakHandler} (the resource adapter does), it is then asked to give the connection back, again
 * after each further threshold until it does. {@link #NONE} costs nothing.
 */
interface LeakDetector {
    LeakDetector NONE = new LeakDetector() {
        @Override
        public void onBorrow(PoolEntry entry) {
        }

        @Override
        public void onReturn(PoolEntry entry) {
        }
    };

    void onBorrow(PoolEntry entry);

    void onReturn(PoolEntry entry);

    static LeakDetector of(long thresholdMs, ScheduledExecutorService scheduler, System.Logger log, String poolName) {
        return thresholdMs <= 0 ? NONE : new Scheduled(thresholdMs, scheduler, log, poolName);
    }

    final class Scheduled implements LeakDetector {
        private final long thresholdMs;
        private final ScheduledExecutorService scheduler;
        private final System.Logger log;
        private final String poolName;

        Scheduled(long thresholdMs, ScheduledExecutorService scheduler, System.Logger log, String poolName) {
            this.thresholdMs = thresholdMs;
            this.scheduler = scheduler;
            this.log = log;
            this.poolName = poolName;
        }

        @Override
        public void onBorrow(PoolEntry entry) {
            Thread borrower = Thread.currentThread();
            Report report = new Report(entry, borrower.getName(), new Exception("Apparent connection leak: "
                    + entry + " borrowed by thread '" + borrower.getName() + "' here"));
            try {
                report.task = scheduler.schedule(report, thresholdMs, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException closing) {
                return; // the pool is closing
            }
            entry.leakTask = report;
        }

        @Override
        public void onReturn(PoolEntry entry) {
            Object t = entry.leakTask;
            if (!(t instanceof Report)) return;
            entry.leakTask = null;
            Report report = (Report) t;
            report.task.cancel(false);
            if (report.reported) {
                log.log(System.Logger.Level.INFO, () -> poolName + " - previously reported leaked connection " + entry
                        + " (borrowed by thread '" + report.threadName + "') came back after "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - entry.borrowedNanos) + " ms");
            }
        }

        private final class Report implements Runnable {
            final PoolEntry entry;
            final String threadName;
            final Exception borrowSite;
            volatile ScheduledFuture<?> task;
            volatile boolean reported;

            Report(PoolEntry entry, String threadName, Exception borrowSite) {
                this.entry = entry;
                this.threadName = threadName;
                this.borrowSite = borrowSite;
            }

            @Override
            public void run() {
                if (!reported) {
                    reported = true;
                    log.log(System.Logger.Level.WARNING, poolName + " - connection leak detection: " + entry
                            + " has been held by thread '" + threadName + "' for more than " + thresholdMs
                            + " ms (leakDetectionThreshold); it was borrowed at:", borrowSite);
                }
                LeakHandler handler = entry.leakHandler;
                if (handler == null || entry.leakTask != this) return;
                boolean tookBack;
                try {
                    tookBack = handler.leaked(entry);
                } catch (RuntimeException e) {
                    log.log(System.Logger.Level.WARNING, poolName + " - taking back leaked connection " + entry + " failed", e);
                    return;
                }
                if (tookBack || entry.leakTask != this) return;
                try {
                    // the borrower could not give it back now (a transaction, a JDBC call): ask again later
                    task = scheduler.schedule(this, thresholdMs, TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException closing) {
                    // the pool is closing and aborts what is still lent
                }
            }
        }
    }
}
