package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.connect.PoolMetrics;
import io.weir.pool.internal.jdbc.ErrorOverride;

/**
 * What the layer that starts a pool (the public API for a data source, the SPI for the resource
 * adapter) gives it: the parts that implement or call application-facing types, which the engine does
 * not name. One per pool; the pool asks for each part once, while it is made, in this order.
 *
 * @param <M> the pool's MXBean interface
 */
public interface PoolParts<M> {
    /**
     * The pool's MXBean interface, which {@link MXBeanMapping} implements over the pool and the pool registers
     * in JMX when registerMbeans is set.
     */
    Class<M> mxbeanInterface();

    /** The pool's metrics, which may read its {@code mxbean}, or null to record none (and pay nothing). */
    PoolMetrics metrics(String poolName, M mxbean);

    /** The override named by exceptionOverrideClassName; asked only when that is set. */
    ErrorOverride errorOverride(String className);
}
