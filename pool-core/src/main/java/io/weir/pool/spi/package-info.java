/**
 * What the engine and the resource adapter share, below both and below the public API: the settings
 * ({@link io.weir.pool.spi.Setting}, {@link io.weir.pool.spi.Settings}), the masking of passwords, and
 * the types through which the adapter holds physical connections and binds facades to them. Names no
 * other package of pool-core. Exported to the resource adapter only.
 */
package io.weir.pool.spi;
