package io.weir.testsupport;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * The JMH benchmarks measure pools on the stub: with no fault set, the stub's own calls must
 * allocate nothing but the JDBC objects they return.
 */
class StubCostTest extends OverStubConnection {
    private static final int CALLS = 200_000;

    StubCostTest() throws SQLException {
    }

    @Test
    void isValidAndSessionCallsAllocateNothing() throws SQLException {
        Runnable calls = () -> {
            try {
                for (int i = 0; i < CALLS; i++) {
                    conn.isValid(1);
                    conn.setAutoCommit(conn.getAutoCommit());
                    conn.clearWarnings();
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        };
        calls.run();
        long bytes = allocatedBy(calls);
        System.out.println("[stub cost] " + CALLS + " rounds of isValid + get/setAutoCommit + clearWarnings: " + bytes + " bytes");
        assertTrue(bytes < 64 * 1024, CALLS + " rounds allocated " + bytes + " bytes");
    }

    @Test
    void queryCycleAllocatesOnlyItsStatementAndResultSet() {
        Runnable cycles = () -> {
            try {
                for (int i = 0; i < CALLS; i++) {
                    try (Statement s = conn.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
                        rs.next();
                        rs.getInt(1);
                    }
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        };
        cycles.run();
        long perCycle = allocatedBy(cycles) / CALLS;
        System.out.println("[stub cost] createStatement + executeQuery + next + getInt + close: " + perCycle + " bytes per cycle");
        // a StubStatement and a StubResultSet are under 100 bytes each with compressed oops
        assertTrue(perCycle <= 200, "a query cycle allocated " + perCycle + " bytes");
    }

    private static long allocatedBy(Runnable work) {
        try {
            // through reflection: the test classes are patched into a module that does not read jdk.management
            java.lang.reflect.Method allocated = Class.forName("com.sun.management.ThreadMXBean")
                    .getMethod("getThreadAllocatedBytes", long.class);
            Object threads = ManagementFactory.getThreadMXBean();
            Long id = Thread.currentThread().getId();
            long before = (Long) allocated.invoke(threads, id);
            work.run();
            return (Long) allocated.invoke(threads, id) - before;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("this JVM cannot count allocated bytes", e);
        }
    }
}
