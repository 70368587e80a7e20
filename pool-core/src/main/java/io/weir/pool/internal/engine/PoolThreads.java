package io.weir.pool.internal.engine;

import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Names the pool's daemon threads after the pool, so a thread dump shows whose they are. */
final class PoolThreads {
    private PoolThreads() {
    }

    static ThreadFactory named(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + "-" + n.incrementAndGet());
            t.setDaemon(true);
            // no pool thread may keep an application class loader alive through an inherited context loader
            t.setContextClassLoader(PoolThreads.class.getClassLoader());
            return t;
        };
    }
}
