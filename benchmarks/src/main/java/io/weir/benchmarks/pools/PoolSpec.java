package io.weir.benchmarks.pools;

/**
 * What every pool under test is given: the stub database's URL and driver, the sizes, and the
 * safety level.
 *
 * @param minIdle connections kept ready; equal to {@code maxSize} for a fixed-size pool
 */
public record PoolSpec(String jdbcUrl, String driverClassName, int maxSize, int minIdle, Safety safety) {

    /** The idle window after which a pool that supports one checks a connection before lending it. */
    public static final long ALIVE_CHECK_IDLE_MS = 500;

    /** Longest wait in getConnection(): far above any benchmark's wait, so a timeout means a broken pool. */
    public static final long CONNECTION_TIMEOUT_MS = 30_000;

    public PoolSpec {
        if (maxSize < 1 || minIdle < 0 || minIdle > maxSize) {
            throw new IllegalArgumentException("bad sizes: max " + maxSize + ", min idle " + minIdle);
        }
    }

    public boolean safe() {
        return safety == Safety.SAFE;
    }
}
