/**
 * Opening physical connections and telling whether they work: where connections come from (a driver,
 * a data source, an XA data source), the alive check, and the memory of what failed that names the
 * cause in a borrower's timeout. Uses the bag and the settings.
 */
package io.weir.pool.internal.engine.connect;
