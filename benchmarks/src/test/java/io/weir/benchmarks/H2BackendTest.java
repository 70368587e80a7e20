package io.weir.benchmarks;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.sql.Connection;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** backend=h2 runs the benchmarks' statements against a real table, through each pool. */
class H2BackendTest {

    @Test
    void mixUpdatesAndReadsTheRealTableThroughWeir() throws Exception {
        PoolFixture pool = fixture("weir", MixedBench.ROWS_PER_QUERY);
        try {
            // per round: 100 batch counts, then the values id + round for ids 0..99 (4950 + 100 * round)
            long expected = 0;
            for (int round = 0; round < 100; round++) expected += 100 + 4950 + 100L * round;
            assertEquals(expected, new MixedBench().mix(pool, new MixedBench.Compiled()));
        } finally {
            pool.stop();
        }
    }

    @ParameterizedTest
    @MethodSource("io.weir.benchmarks.pools.PoolKind#ids")
    void everyPoolRunsTheStatementCycleOnRow42(String kind) throws Exception {
        PoolFixture pool = fixture(kind, 1);
        StatementBench.HeldConnection held = new StatementBench.HeldConnection();
        try {
            held.borrow(pool);
            assertEquals(42, new StatementBench().cycle(held, new StatementBench.Compiled()));
            held.giveBack();
        } finally {
            pool.stop();
        }
    }

    @Test
    void aClosedBackendRefusesConnections() throws Exception {
        Backend h2 = Backend.start(Backend.H2, 1);
        h2.close();
        assertThrows(SQLException.class, () -> {
            try (Connection c = java.sql.DriverManager.getConnection(h2.jdbcUrl() + ";IFEXISTS=TRUE")) {
                c.createStatement().execute("SELECT 1");
            }
        });
    }

    @Test
    void anUnknownBackendIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Backend.start("oracle", 1));
        assertEquals("backend must be stub, plain, layered, recycling or h2, was: oracle", e.getMessage());
    }

    private static PoolFixture fixture(String kind, int rows) throws Exception {
        PoolFixture pool = new PoolFixture();
        pool.pool = kind;
        pool.safety = "safe";
        pool.poolSize = 2;
        pool.minIdle = -1;
        pool.rows = rows;
        pool.backend = Backend.H2;
        pool.start();
        return pool;
    }
}
