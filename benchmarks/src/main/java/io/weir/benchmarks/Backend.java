package io.weir.benchmarks;

/** The database under the pools: the no-op stub (the suite's), or a real driver to compare against. */
public interface Backend extends AutoCloseable {
    /** The no-op stub driver of pool-core's test-jar: the pools' own cost. */
    String STUB = "stub";
    /** The second no-op driver, {@link io.weir.benchmarks.plain.PlainDriver}: other class shapes than the stub's. */
    String PLAIN = "plain";
    /** The third no-op driver, {@link io.weir.benchmarks.plain.LayeredDriver}: deeper class levels, a cursor object. */
    String LAYERED = "layered";
    /** The fourth no-op driver, {@link io.weir.benchmarks.plain.RecyclingDriver}: reuses its statements, allocates nothing. */
    String RECYCLING = "recycling";
    /** H2 in process: a real driver. */
    String H2 = "h2";

    String jdbcUrl();

    String driverClassName();

    @Override
    void close();

    /**
     * @param name {@link #STUB}, {@link #PLAIN}, {@link #LAYERED}, {@link #RECYCLING} or {@link #H2}
     * @param rows the rows {@link Sql#SELECT_ITEMS} returns
     */
    static Backend start(String name, int rows) throws Exception {
        switch (name) {
            case STUB:
                return new StubBackend(rows);
            case PLAIN:
                return NoOpBackend.plain(rows);
            case LAYERED:
                return NoOpBackend.layered(rows);
            case RECYCLING:
                return NoOpBackend.recycling(rows);
            case H2:
                return new H2Backend(rows);
            default:
                throw new IllegalArgumentException("backend must be " + STUB + ", " + PLAIN + ", " + LAYERED + ", " + RECYCLING + " or " + H2 + ", was: " + name);
        }
    }
}
