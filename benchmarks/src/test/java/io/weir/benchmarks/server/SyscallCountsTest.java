package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyscallCountsTest {
    @Test
    void eachEventIsCountedPerRequestInTheRequestThreadsAndInAllThreads() {
        SyscallCounts counts = new SyscallCounts();
        counts.add("# started on Mon Nov 30 08:33:23 2026");
        counts.add("default task-1-2101,300,,syscalls:sys_enter_futex,4211304,100.00,,");
        counts.add("default task-17-2117,100,,syscalls:sys_enter_futex,4211304,100.00,,");
        counts.add("default I/O-2-2002,600,,syscalls:sys_enter_futex,1504651,100.00,,");
        counts.add("Finalizer-21994,<not counted>,,syscalls:sys_enter_futex,0,100.00,,");
        counts.add("default task-1-2101,0,,syscalls:sys_enter_sched_yield,4211304,100.00,,");

        String table = counts.table("WildFly, weir, read", 200);

        assertTrue(table.contains("| `syscalls:sys_enter_futex` | 2.000 | 5.000 |"), table);
        assertFalse(table.contains("sched_yield"), "an event no thread made is left out: " + table);
    }
}
