/**
 * The pool itself: {@link io.weir.pool.internal.engine.lending.ConnectionPool} borrows and returns,
 * {@link io.weir.pool.internal.engine.lending.ConnectionCreator} opens connections while the pool needs
 * them; it wires the lower engine packages together and serves the MXBean. The top of the engine: the
 * layers that start a pool (the public API, and {@code io.weir.pool.adapter} for the resource adapter)
 * hand it their application-facing parts through {@link io.weir.pool.internal.engine.lending.PoolParts}.
 */
package io.weir.pool.internal.engine.lending;
