package io.weir.benchmarks.pools;

/**
 * How a pool is configured for a benchmark. The README's table says, pool by pool, what each
 * setting is.
 */
public enum Safety {
    /** No alive check on borrow; otherwise the pool's defaults. */
    BARE,
    /**
     * The guarantees Weir gives by default, as far as the pool can give them: an alive check
     * before a connection that sat idle is handed out, rollback and state reset on return,
     * disposable facades, statements closed with their connection.
     */
    SAFE;

    public static Safety of(String name) {
        return valueOf(name.toUpperCase(java.util.Locale.ROOT));
    }

    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
