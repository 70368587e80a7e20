/** The pool as the resource adapter sees it, through the SPI: leases and facades bound later. */
package io.weir.pool.internal.engine.adapter;
