package io.weir.benchmarks.server;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FrameSharesTest {
    private static final String APP = "io.weir.benchmarks.server.app.Rows";

    @Test
    void samplesOfThreadsOutsideTheApplicationAreLeftOut() {
        FrameShares shares = new FrameShares();
        shares.add(List.of("java.lang.Thread", "org.jboss.jca.core.Pool"));

        assertEquals(0, shares.samples());
    }

    @Test
    void aSampleIsTheInnermostComponentsAndJdkFramesCountForTheirCaller() {
        FrameShares shares = new FrameShares();
        shares.add(List.of("java.util.HashMap", "io.weir.rar.WeirManagedConnection", "org.jboss.jca.core.Pool", APP));
        shares.add(List.of("org.postgresql.core.PGStream", "io.weir.pool.Facade", APP));

        assertEquals(0.5, shares.selfShare("Weir"));
        assertEquals(0.5, shares.selfShare("pgjdbc"));
        assertEquals(0.0, shares.selfShare("IronJacamar"));
    }

    @Test
    void inclusiveCountsAComponentOncePerSampleWhereverItIsOnTheStack() {
        FrameShares shares = new FrameShares();
        shares.add(List.of("io.weir.pool.A", "io.weir.rar.B", "org.jboss.jca.core.C", APP));
        shares.add(List.of("org.jboss.jca.core.C", APP));

        assertEquals(0.5, shares.inclusiveShare("Weir"));
        assertEquals(1.0, shares.inclusiveShare("IronJacamar"));
        assertEquals(1.0, shares.inclusiveShare("application"));
    }

    @Test
    void theTableListsTheInnermostMethodsSampledMostOften() {
        FrameShares shares = new FrameShares();
        shares.add(List.of("org.postgresql.core.PGStream.receive", APP));
        shares.add(List.of("org.postgresql.core.PGStream.receive", APP));
        shares.add(List.of("io.weir.pool.Facade.close", APP));

        String table = shares.table("t");

        assertTrue(table.contains("| `org.postgresql.core.PGStream.receive` | 66.7 % |"), table);
        assertTrue(table.indexOf("PGStream.receive") < table.indexOf("Facade.close"), table);
    }

    @Test
    void theBenchmarkApplicationIsNotCountedAsWeir() {
        assertEquals("application", FrameShares.componentOf(APP));
        assertEquals("Weir", FrameShares.componentOf("io.weir.rar.WeirManagedConnection"));
        assertTrue(new FrameShares().table("t").contains("0 request-thread samples"));
    }

    @Test
    void theFloorAdapterIsNeitherTheApplicationNorWeir() {
        assertEquals("floor adapter", FrameShares.componentOf("io.weir.benchmarks.floor.FloorConnection"));
    }
}
