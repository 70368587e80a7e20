package io.weir.pool.internal.engine.connect;

/**
 * Where the engine reports its timings. The public API adapts an application's
 * {@code MetricsTracker} to this, so the engine does not name it; a pool without metrics has none
 * and makes no calls. Each method is called on the hot path.
 */
public interface PoolMetrics extends AutoCloseable {
    void recordConnectionAcquiredNanos(long elapsedNanos);

    void recordConnectionUsageMillis(long elapsedMillis);

    void recordConnectionCreatedMillis(long elapsedMillis);

    void recordConnectionTimeout();

    @Override
    void close();
}
