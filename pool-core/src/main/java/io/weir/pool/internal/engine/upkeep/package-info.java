/**
 * Looking after the connections a pool holds: how many it may have, retirement (closing and replacing
 * them), housekeeping (lifetimes, keepalives, idle ones), soft eviction, suspension and leak reports.
 * Uses the bag, the settings and the connect package.
 */
package io.weir.pool.internal.engine.upkeep;
