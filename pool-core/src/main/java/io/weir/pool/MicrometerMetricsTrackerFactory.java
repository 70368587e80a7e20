package io.weir.pool;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Publishes a pool's numbers to Micrometer (an optional dependency: only this class needs it).
 * Meters are named {@code weir.connections.*} and tagged {@code pool=<poolName>}:
 * gauges {@code active}, {@code idle}, {@code total}, {@code pending}, {@code max}, {@code min};
 * timers {@code acquire}, {@code usage}, {@code creation}; counter {@code timeout}.
 */
public final class MicrometerMetricsTrackerFactory implements MetricsTrackerFactory {
    private final MeterRegistry registry;

    public MicrometerMetricsTrackerFactory(MeterRegistry registry) {
        this.registry = registry;
    }

    @Override
    public MetricsTracker create(String poolName, WeirPoolMXBean pool) {
        return new Tracker(registry, Tags.of("pool", poolName), pool);
    }

    private static final class Tracker implements MetricsTracker {
        private final MeterRegistry registry;
        private final List<Meter> meters = new ArrayList<>();
        private final Timer acquire;
        private final Timer usage;
        private final Timer creation;
        private final Counter timeouts;

        Tracker(MeterRegistry registry, Tags tags, WeirPoolMXBean pool) {
            this.registry = registry;
            gauge("weir.connections.active", "Connections in use", tags, pool, WeirPoolMXBean::getActiveConnections);
            gauge("weir.connections.idle", "Idle connections", tags, pool, WeirPoolMXBean::getIdleConnections);
            gauge("weir.connections.total", "Open physical connections", tags, pool, WeirPoolMXBean::getTotalConnections);
            gauge("weir.connections.pending", "Threads waiting for a connection", tags, pool, WeirPoolMXBean::getThreadsAwaitingConnection);
            gauge("weir.connections.max", "maximumPoolSize", tags, pool, WeirPoolMXBean::getMaximumPoolSize);
            gauge("weir.connections.min", "minimumIdle", tags, pool, WeirPoolMXBean::getMinimumIdle);
            acquire = keep(Timer.builder("weir.connections.acquire").description("Time to get a connection").tags(tags).register(registry));
            usage = keep(Timer.builder("weir.connections.usage").description("Time a connection was in use").tags(tags).register(registry));
            creation = keep(Timer.builder("weir.connections.creation").description("Time to open a connection").tags(tags).register(registry));
            timeouts = keep(Counter.builder("weir.connections.timeout").description("getConnection() timeouts").tags(tags).register(registry));
        }

        private void gauge(String name, String description, Tags tags, WeirPoolMXBean pool,
                           java.util.function.ToIntFunction<WeirPoolMXBean> value) {
            keep(Gauge.builder(name, pool, p -> value.applyAsInt(p)).description(description).tags(tags).register(registry));
        }

        private <M extends Meter> M keep(M meter) {
            meters.add(meter);
            return meter;
        }

        @Override
        public void recordConnectionAcquiredNanos(long elapsedNanos) {
            acquire.record(elapsedNanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public void recordConnectionUsageMillis(long elapsedMillis) {
            usage.record(elapsedMillis, TimeUnit.MILLISECONDS);
        }

        @Override
        public void recordConnectionCreatedMillis(long elapsedMillis) {
            creation.record(elapsedMillis, TimeUnit.MILLISECONDS);
        }

        @Override
        public void recordConnectionTimeout() {
            timeouts.increment();
        }

        @Override
        public void close() {
            meters.forEach(registry::remove);
        }
    }
}
