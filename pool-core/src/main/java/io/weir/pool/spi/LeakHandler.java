package io.weir.pool.spi;

/**
 * What the borrower of a lease does when it holds it past leakDetectionThreshold: the resource
 * adapter takes the physical connection back from a handle the application forgot. The pool has
 * already reported the leak once, with the borrowing stack, when it asks.
 */
@FunctionalInterface
public interface LeakHandler {
    /**
     * Called on the pool's housekeeping thread. Returns true when the lease went back (or is no longer
     * the borrower's), false when it cannot be taken now (inside a transaction, inside a JDBC call):
     * the pool then asks again after another leakDetectionThreshold, for as long as the lease is out.
     */
    boolean leaked(ConnectionLease lease);

    /**
     * Whether the thread is running a JDBC call through one of the pool's facades now: a lease must not
     * be reset or lent again under a call that still uses it. Reads the thread's stack, so only for rare checks.
     */
    static boolean insideJdbcCall(Thread thread) {
        String facades = "io.weir.pool.internal.jdbc.";
        for (StackTraceElement frame : thread.getStackTrace()) {
            if (frame.getClassName().startsWith(facades)) return true;
        }
        return false;
    }
}
