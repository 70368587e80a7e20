package io.weir.benchmarks;

import io.weir.benchmarks.plain.LayeredDriver;
import io.weir.benchmarks.plain.PlainDriver;
import io.weir.benchmarks.plain.RecyclingDriver;

import java.sql.Driver;

/**
 * A no-op database of the benchmarks' own: {@link PlainDriver} or {@link LayeredDriver}, each shaped unlike
 * the pool-core test-jar's stub and unlike each other, so a result that holds on every stub is not one
 * stub's shape flattering a pool.
 */
final class NoOpBackend implements Backend {
    private final String url;
    private final Class<? extends Driver> driver;

    private NoOpBackend(String url, Class<? extends Driver> driver) {
        this.url = url;
        this.driver = driver;
    }

    static NoOpBackend plain(int rowsPerQuery) {
        return new NoOpBackend(PlainDriver.url(rowsPerQuery), PlainDriver.class);
    }

    static NoOpBackend layered(int rowsPerQuery) {
        return new NoOpBackend(LayeredDriver.url(rowsPerQuery), LayeredDriver.class);
    }

    static NoOpBackend recycling(int rowsPerQuery) {
        return new NoOpBackend(RecyclingDriver.url(rowsPerQuery), RecyclingDriver.class);
    }

    @Override
    public String jdbcUrl() {
        return url;
    }

    @Override
    public String driverClassName() {
        return driver.getName();
    }

    @Override
    public void close() {
    }
}
