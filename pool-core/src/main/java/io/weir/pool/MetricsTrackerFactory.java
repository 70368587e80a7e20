package io.weir.pool;

/**
 * Creates the {@link MetricsTracker} of a pool when it starts. Set one with
 * {@link WeirConfig#setMetricsTrackerFactory}; without one the pool records nothing, at no cost.
 */
@FunctionalInterface
public interface MetricsTrackerFactory {
    /**
     * @param poolName the pool's name, for tags
     * @param pool     live counts (active, idle, total, waiting) for gauges
     */
    MetricsTracker create(String poolName, WeirPoolMXBean pool);
}
