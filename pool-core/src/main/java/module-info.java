/** Weir: a JDBC connection pool. The public API is the package io.weir.pool. */
module io.weir.pool {
    requires transitive java.sql;
    requires java.management;
    requires static micrometer.core;

    exports io.weir.pool;
    // the resource adapter drives the engine through these; nobody else should
    exports io.weir.pool.spi to io.weir.rar;

    // the API and the SPI find the engine above them without naming it
    uses io.weir.pool.PoolEngine;
    uses io.weir.pool.spi.PhysicalPool.Factory;
    provides io.weir.pool.PoolEngine with io.weir.pool.internal.engine.adapter.Engine;
    provides io.weir.pool.spi.PhysicalPool.Factory with io.weir.pool.internal.engine.adapter.Engine;
}
