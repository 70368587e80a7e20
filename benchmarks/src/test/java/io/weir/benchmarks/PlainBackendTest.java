package io.weir.benchmarks;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** backend=plain runs the benchmarks over the second no-op driver, through each pool. */
class PlainBackendTest {

    @ParameterizedTest
    @MethodSource("io.weir.benchmarks.pools.PoolKind#ids")
    void everyPoolReadsTheTenRowsOfTheStatementCycle(String kind) throws Exception {
        PoolFixture pool = new PoolFixture();
        pool.pool = kind;
        pool.safety = "safe";
        pool.poolSize = 2;
        pool.minIdle = -1;
        pool.rows = 10;
        pool.backend = Backend.PLAIN;
        pool.start();
        StatementBench.HeldConnection held = new StatementBench.HeldConnection();
        try {
            held.borrow(pool);
            assertEquals(55, new StatementBench().cycle(held, new StatementBench.Compiled()), "1 + 2 + ... + 10");
            held.giveBack();
        } finally {
            pool.stop();
        }
    }
}
