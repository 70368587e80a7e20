/** Weir: a JDBC connection pool. The public API is the package io.weir.pool. */
module io.weir.pool {
    requires transitive java.sql;
    requires java.management;
    requires static micrometer.core;

    exports io.weir.pool;
    // the resource adapter drives the engine through these; nobody else should
    exports io.weir.pool.spi to io.weir.rar;
    exports io.weir.pool.adapter to io.weir.rar;
}
