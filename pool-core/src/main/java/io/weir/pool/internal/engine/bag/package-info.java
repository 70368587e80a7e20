/**
 * The connections a pool holds: {@link io.weir.pool.internal.engine.bag.PoolEntry} (one physical
 * connection and its state), the {@link io.weir.pool.internal.engine.bag.ConnectionBag} that lends and
 * takes them back without a lock, the coarse clock the hot path reads, and the pool's counters.
 * The lowest layer of the engine: it uses no other engine package.
 */
package io.weir.pool.internal.engine.bag;
