package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PerfSharesTest {
    /** A line as {@code perf script -F comm,tid,period,ip,sym,dso} prints it. */
    private static String sample(String thread, long nanos, String symbol, String object) {
        return String.format("  %16s 4242 %10d     7efe28f1c798 %s (%s)", thread, nanos, symbol, object);
    }

    @Test
    void aCompiledMethodBelongsToTheComponentOfItsClass() {
        assertEquals("org.jboss.jca.core.Pool", PerfShares.compiledClass("void org.jboss.jca.core.Pool.get(int, java.lang.Object)"));
        assertEquals("IronJacamar", PerfShares.partOf("void org.jboss.jca.core.Pool.get(int)", "/tmp/perf-77.map"));
        assertEquals("Weir", PerfShares.partOf("io.weir.pool.X io.weir.pool.Y.borrow()", "/tmp/perf-77.map"));
        assertEquals("JDK and other", PerfShares.partOf("int java.lang.String.hashCode()", "/tmp/perf-77.map"));
    }

    @Test
    void codeOutsideCompiledJavaIsTheKernelsTheJvmsOrALibrarys() {
        assertEquals("kernel", PerfShares.partOf("futex_wait", "[kernel.kallsyms]"));
        assertEquals("kernel", PerfShares.partOf("__vdso_clock_gettime", "[vdso]"));
        assertEquals("JVM (libjvm)", PerfShares.partOf("Unsafe_Park", "/usr/lib/jvm/java-17/lib/server/libjvm.so"));
        assertEquals("native libraries", PerfShares.partOf("pthread_cond_wait", "/usr/lib/x86_64-linux-gnu/libc.so.6"));
        assertEquals("interpreter", PerfShares.partOf("Interpreter", "/tmp/perf-77.map"));
        assertNull(PerfShares.compiledClass("StubRoutines (2)"));
    }

    @Test
    void eachGroupOfThreadsAndEachPartOfTheRequestThreadsIsInMicrosecondsPerRequest() {
        PerfShares shares = new PerfShares();
        shares.add(sample("default task-1", 2_000_000, "void org.jboss.jca.core.Pool.get(int)", "/tmp/perf-77.map"));
        shares.add(sample("default task-12", 1_000_000, "futex_wait", "[kernel.kallsyms]"));
        shares.add(sample("default I/O-2", 4_000_000, "epoll_wait", "[kernel.kallsyms]"));
        shares.add("not a sample");

        String table = shares.table("WildFly, weir, read", 1000);

        assertTrue(table.contains("| `default task-*` | 3.00 |"), table);
        assertTrue(table.contains("| `default I/O-*` | 4.00 |"), table);
        assertTrue(table.contains("| `IronJacamar` | 2.00 |"), table);
        assertTrue(table.contains("| `kernel` | 1.00 |"), "the I/O thread's kernel time is not the request threads': " + table);
    }
}
