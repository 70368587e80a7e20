package io.weir.benchmarks.pools;

import javax.sql.DataSource;

/** A started pool: its {@code DataSource}, and how to stop it. */
public interface OpenPool extends AutoCloseable {

    DataSource dataSource();

    @Override
    void close() throws Exception;

    /** A pool lent through {@code dataSource} and stopped by {@code stop}. */
    static OpenPool of(DataSource dataSource, AutoCloseable stop) {
        return new OpenPool() {
            @Override
            public DataSource dataSource() {
                return dataSource;
            }

            @Override
            public void close() throws Exception {
                stop.close();
            }
        };
    }
}
