package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

class FutexSitesTest {
    @Test
    void aCallGoesToTheInnermostJavaMethodOutsideTheJdkOfARequestThread() {
        FutexSites sites = new FutexSites();
        for (String line : new String[] {
                "default task-12  4321",
                "\t    7fc0c0ca9f16 __futex_abstimed_wait_common+0x26 (/usr/lib/x86_64-linux-gnu/libc.so.6)",
                "\t    7fc0c0aaaaaa Parker::park(bool, long)+0x1a (/usr/lib/jvm/java-17/lib/server/libjvm.so)",
                "\t    7fc0b0b2a755 void java.util.concurrent.locks.LockSupport.parkNanos(java.lang.Object, long) (/tmp/perf-1.map)",
                "\t    7fc0b0b2a799 io.weir.pool.X io.weir.pool.internal.engine.bag.ConnectionBag.await(long, java.lang.Runnable) (/tmp/perf-1.map)",
                "\t    7fc0b0b2a7aa void org.jboss.jca.core.Pool.get(int) (/tmp/perf-1.map)",
                "",
                "default task-3  4322",
                "\t    7fc0c0ca9f16 __futex_abstimed_wait_common+0x26 (/usr/lib/x86_64-linux-gnu/libc.so.6)",
                "\t    7fc0b0b2a7aa void org.jboss.jca.core.Pool.get(int) (/tmp/perf-1.map)",
                "",
                "default I/O-1  4000",
                "\t    7fc0b0b2a799 io.weir.pool.X io.weir.pool.internal.engine.bag.ConnectionBag.await(long, java.lang.Runnable) (/tmp/perf-1.map)",
                ""}) {
            sites.add(line);
        }

        String table = sites.table("WildFly, weir, read", 4);

        assertTrue(table.contains("0.500 futex calls per request"), "the I/O thread's call is not a request thread's: " + table);
        assertTrue(table.contains("| `Weir` | 0.250 |"), table);
        assertTrue(table.contains("| `IronJacamar` | 0.250 |"), table);
        assertTrue(table.contains("| `io.weir.pool.X io.weir.pool.internal.engine.bag.ConnectionBag.await(long, java.lang.Runnable)` | 0.250 |"), table);
    }
}
