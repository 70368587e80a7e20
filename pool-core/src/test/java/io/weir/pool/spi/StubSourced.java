package io.weir.pool.spi;

/** Settings for the tests of the configuration: a stub database's URL as the source, the rest as each test sets it. */
public final class StubSourced {
    private StubSourced() {
    }

    /** Settings whose source is the stub database {@code name}, every other setting at its default. */
    public static Settings settings(String name) {
        Settings s = new Settings();
        s.set(Setting.JDBC_URL, "jdbc:stub:" + name);
        return s;
    }
}
