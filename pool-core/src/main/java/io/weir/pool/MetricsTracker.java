package io.weir.pool;

/** Receives the pool's timings. Each method is called on the hot path: keep it cheap and non-blocking. */
public interface MetricsTracker extends AutoCloseable {
    /** A borrower got a connection after waiting this long (includes the alive check). */
    default void recordConnectionAcquiredNanos(long elapsedNanos) {}

    /** A connection came back after being in use this long. */
    default void recordConnectionUsageMillis(long elapsedMillis) {}

    /** A physical connection was opened (and initialised) in this long. */
    default void recordConnectionCreatedMillis(long elapsedMillis) {}

    /** A borrower gave up after connectionTimeout. */
    default void recordConnectionTimeout() {}

    /** The pool closed; unregister meters here. */
    @Override
    default void close() {}
}
