package io.weir.rar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The managed connections of one factory that the server destroyed while they were in use, with when it did.
 * Two things end the work one of them is left with when the server no longer will: the adapter's stop, and a
 * watch that ends a local transaction which has waited past {@link LostTransactions#afterMs} with no handle
 * open. The watch runs on a thread of its own only while one of them drains. Weakly held: one whose work
 * ended is garbage, as the server no longer holds it either.
 */
final class DrainingConnections {
    /** Each one's destroy, in System.nanoTime(); guarded by this. */
    private final Map<WeirManagedConnection, Long> draining = new WeakHashMap<>();
    /** Guarded by this; null while none drains. */
    private Thread watch;

    synchronized void add(WeirManagedConnection mc) {
        draining.put(mc, System.nanoTime());
        if (watch == null) {
            watch = new Thread(this::watch, "weir-draining-watch");
            watch.setDaemon(true);
            watch.start();
        }
    }

    /** The adapter stops: each one still draining gives its physical connection back (see {@link WeirManagedConnection#abandonAtStop}). */
    void abandonAll() {
        List<WeirManagedConnection> left;
        synchronized (this) {
            left = new ArrayList<>(draining.keySet());
            draining.clear();
        }
        left.forEach(WeirManagedConnection::abandonAtStop);
    }

    private void watch() {
        try {
            List<WeirManagedConnection> due;
            while ((due = nextDue()) != null) {
                due.forEach(WeirManagedConnection::endLostTransaction);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Waits a tenth of the lost-transaction time, then returns the ones draining for longer than it; null, ending the
     * watch, once none drains. One whose work ended meanwhile is dropped.
     */
    private List<WeirManagedConnection> nextDue() throws InterruptedException {
        long lostNanos = TimeUnit.MILLISECONDS.toNanos(LostTransactions.afterMs);
        Thread.sleep(Math.max(1, LostTransactions.afterMs / 10));
        synchronized (this) {
            draining.keySet().removeIf(WeirManagedConnection::drained);
            if (draining.isEmpty()) {
                watch = null;
                return null;
            }
            long now = System.nanoTime();
            List<WeirManagedConnection> due = new ArrayList<>();
            draining.forEach((mc, since) -> {
                if (now - since > lostNanos) due.add(mc);
            });
            return due;
        }
    }
}
