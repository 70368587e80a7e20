package io.weir.pool.spi;

/**
 * What the borrower of a lease does when it holds it past leakDetectionThreshold: the resource
 * adapter takes the physical connection back from a handle the application forgot. The pool has
 * already reported the leak once, with the borrowing stack, when it asks.
 */
@FunctionalInterface
public interface LeakHandler {
    /**
     * Called on the pool's housekeeping thread, at each sweep (a tenth of leakDetectionThreshold, at most a
     * second) for as long as the lease is out past the threshold, so it must be cheap. Gives the lease back
     * if it may now; it may not inside a transaction, or while a call runs on it.
     */
    void leaked(ConnectionLease lease);
}
