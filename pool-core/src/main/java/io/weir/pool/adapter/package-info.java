/**
 * The resource adapter's way in to the engine: {@link io.weir.pool.adapter.PhysicalPools} starts a
 * {@link io.weir.pool.adapter.PhysicalPool}. It sits above the engine and the public API (it gives the
 * engine the pool's {@code WeirPoolMXBean} and exception override, as {@code WeirDataSource} does), so
 * nothing in pool-core names it. Exported to the resource adapter only.
 */
package io.weir.pool.adapter;
