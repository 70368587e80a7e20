package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.connect.PoolMetrics;
import io.weir.pool.internal.jdbc.ErrorOverride;

/**
 * What the layer that starts a pool (the public API for a data source, the SPI for the resource
 * adapter) gives it: the parts that implement or call application-facing types, which the engine does
 * not name. One per pool; the pool asks for each part once, while it is made, in this order.
 */
public interface PoolParts {
    /** The pool's MXBean, which the pool also registers in JMX when registerMbeans is set. */
    PoolControl control(ConnectionPool pool);

    /** The pool's metrics, or null to record none (and pay nothing); asked after {@link #control}. */
    PoolMetrics metrics(String poolName);

    /** The override named by exceptionOverrideClassName; asked only when that is set. */
    ErrorOverride errorOverride(String className);
}
