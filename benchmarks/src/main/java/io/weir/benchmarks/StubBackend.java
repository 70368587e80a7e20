package io.weir.benchmarks;

import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubDriver;

/**
 * The no-op database every pool talks to: the shared stub driver of the pool-core test-jar, so
 * that what is measured is the pools' own cost.
 */
final class StubBackend implements Backend {
    private final StubDatabase database;

    StubBackend(int rowsPerQuery) {
        database = StubDatabase.create();
        database.rowsPerQuery(rowsPerQuery);
    }

    @Override
    public String jdbcUrl() {
        return database.url();
    }

    @Override
    public String driverClassName() {
        return StubDriver.class.getName();
    }

    @Override
    public void close() {
        database.close();
    }
}
