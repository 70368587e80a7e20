package io.weir.pool.internal.jdbc;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The wrappers cost at most one small object per borrowed facade and two per statement cycle (the
 * statement facade or its link, or both where the JIT cannot take the facade apart, and the result
 * set): the bytes a cycle allocates through the facades, minus what the same cycle allocates on the
 * driver directly, measured by the JVM's per-thread allocation counter.
 */
class FacadeAllocationTest extends OverStubDatabase {
    /** One facade object: a header and a dozen references, with room for the counter's noise. */
    private static final long SMALL_OBJECT = 72;
    private static final int WARMUP = 30_000;
    private static final int MEASURED = 50_000;

    private RecordingLease lease;

    @BeforeEach
    void lease() throws SQLException {
        lease = new RecordingLease(raw);
    }

    private interface Cycle {
        void run() throws SQLException;
    }

    private static void statementCycle(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("select ?")) {
            ps.setInt(1, 1);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
            }
        }
    }

    private double bytesPerCycle(Cycle cycle) throws SQLException {
        for (int i = 0; i < WARMUP; i++) cycle.run();
        long before = allocatedBytes();
        for (int i = 0; i < MEASURED; i++) cycle.run();
        return (allocatedBytes() - before) / (double) MEASURED;
    }

    /** HotSpot's exact per-thread count, through reflection: the module under test does not read jdk.management. */
    private static long allocatedBytes() {
        try {
            Method m = Class.forName("com.sun.management.ThreadMXBean").getMethod("getThreadAllocatedBytes", long.class);
            return (Long) m.invoke(ManagementFactory.getThreadMXBean(), Thread.currentThread().getId());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("this JVM does not count allocated bytes per thread", e);
        }
    }

    @Test
    void statementCycleAllocatesAtMostTwoSmallObjects() throws SQLException {
        Connection facade = lease.borrow();
        double direct = bytesPerCycle(() -> statementCycle(raw));
        double wrapped = bytesPerCycle(() -> statementCycle(facade));
        double extra = wrapped - direct;
        assertTrue(extra <= 2 * SMALL_OBJECT, "the facades added " + extra + " bytes per cycle (driver alone: "
                + direct + ")");
    }

    @Test
    void borrowedFacadeIsOneSmallObject() throws SQLException {
        double extra = bytesPerCycle(() -> {
            Connection c = Facades.newConnection(lease, lease);
            c.close();
        });
        assertTrue(extra <= SMALL_OBJECT, "a borrowed facade costs " + extra + " bytes");
    }

    @Test
    void returnOfAnUnchangedConnectionAllocatesNothing() throws SQLException {
        double bytes = bytesPerCycle(() -> lease.session.reset(raw));
        assertTrue(bytes < 1, "reset allocated " + bytes + " bytes");
    }
}
