package io.weir.pool;

import io.weir.pool.internal.engine.connect.PoolMetrics;
import io.weir.pool.internal.engine.lending.PoolParts;
import io.weir.pool.internal.jdbc.ErrorOverride;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;

/**
 * What a {@link WeirDataSource} gives the engine it starts: the interface of its {@link WeirPoolMXBean},
 * its {@link MetricsTracker} and its {@link SQLExceptionOverride}, each adapted to the engine's own type
 * once, at start. The engine below does not name this package.
 */
final class DataSourceParts implements PoolParts<WeirPoolMXBean> {
    private final MetricsTrackerFactory metrics;

    DataSourceParts(MetricsTrackerFactory metrics) {
        this.metrics = metrics;
    }

    @Override
    public Class<WeirPoolMXBean> mxbeanInterface() {
        return WeirPoolMXBean.class;
    }

    @Override
    public PoolMetrics metrics(String poolName, WeirPoolMXBean mxbean) {
        return metrics == null ? null : new Metrics(metrics.create(poolName, mxbean));
    }

    @Override
    public ErrorOverride errorOverride(String className) {
        SQLExceptionOverride override = FatalErrorClassifier.instantiate(className, SQLExceptionOverride.class);
        return e -> ErrorOverride.Verdict.of(override.adjudicate(e));
    }

    /** The application's tracker, as the engine reports to it. */
    private static final class Metrics implements PoolMetrics {
        private final MetricsTracker tracker;

        Metrics(MetricsTracker tracker) {
            this.tracker = tracker;
        }

        @Override
        public void recordConnectionAcquiredNanos(long elapsedNanos) {
            tracker.recordConnectionAcquiredNanos(elapsedNanos);
        }

        @Override
        public void recordConnectionUsageMillis(long elapsedMillis) {
            tracker.recordConnectionUsageMillis(elapsedMillis);
        }

        @Override
        public void recordConnectionCreatedMillis(long elapsedMillis) {
            tracker.recordConnectionCreatedMillis(elapsedMillis);
        }

        @Override
        public void recordConnectionTimeout() {
            tracker.recordConnectionTimeout();
        }

        @Override
        public void close() {
            tracker.close();
        }
    }
}
