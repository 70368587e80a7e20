/**
 * The pool itself: {@link io.weir.pool.internal.engine.lending.ConnectionPool} borrows and returns,
 * {@link io.weir.pool.internal.engine.lending.ConnectionCreator} opens connections while the pool needs
 * them; it wires the lower engine packages together and serves the MXBean. The top of the engine
 * apart from the resource adapter's view.
 */
package io.weir.pool.internal.engine.lending;
