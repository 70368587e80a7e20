package io.weir.benchmarks;

/** The database under the pools: the no-op stub (the suite's), or a real driver to compare against. */
interface Backend extends AutoCloseable {

    String jdbcUrl();

    String driverClassName();

    @Override
    void close();

    /**
     * @param name {@code stub} or {@code h2}
     * @param rows the rows {@link Sql#SELECT_ITEMS} returns
     */
    static Backend start(String name, int rows) throws Exception {
        switch (name) {
            case "stub":
                return new StubBackend(rows);
            case "h2":
                return new H2Backend(rows);
            default:
                throw new IllegalArgumentException("backend must be stub or h2, was: " + name);
        }
    }
}
