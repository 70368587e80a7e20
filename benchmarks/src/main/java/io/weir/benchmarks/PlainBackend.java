package io.weir.benchmarks;

import io.weir.benchmarks.plain.PlainDriver;

/**
 * The second no-op database: {@link PlainDriver}, shaped unlike the pool-core test-jar's stub, so a
 * result that holds on both stubs is not one stub's shape flattering a pool.
 */
final class PlainBackend implements Backend {
    private final String url;

    PlainBackend(int rowsPerQuery) {
        url = PlainDriver.url(rowsPerQuery);
    }

    @Override
    public String jdbcUrl() {
        return url;
    }

    @Override
    public String driverClassName() {
        return PlainDriver.class.getName();
    }

    @Override
    public void close() {
    }
}
