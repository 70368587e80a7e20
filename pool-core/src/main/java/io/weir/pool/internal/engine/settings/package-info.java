/**
 * The settings a running pool applies: the configuration it started with and the live values of the
 * runtime settings, which the MXBean changes and the rest of the engine reads. Uses no other engine package.
 */
package io.weir.pool.internal.engine.settings;
