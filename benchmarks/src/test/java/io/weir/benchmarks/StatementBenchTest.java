package io.weir.benchmarks;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The statement cycle's shapes run the same operations: each reads the ten rows of the stub's query. */
class StatementBenchTest {
    private final PoolFixture pool = new PoolFixture();
    private final StatementBench.ConnectionPerIteration perIteration = new StatementBench.ConnectionPerIteration();

    @BeforeEach
    void start() throws Exception {
        pool.pool = "weir";
        pool.safety = "safe";
        pool.poolSize = 2;
        pool.minIdle = -1;
        pool.rows = 10;
        pool.backend = Backend.STUB;
        pool.start();
        perIteration.borrow(pool);
    }

    @AfterEach
    void stop() throws Exception {
        try {
            perIteration.giveBack();
        } finally {
            pool.stop();
        }
    }

    @Test
    void theCycleAfterJmhsWarmUpReadsEveryRow() throws Exception {
        assertEquals(55, new StatementBench().cycleAfterJmhWarmUp(perIteration), "1 + 2 + ... + 10");
    }

    @Test
    void theCycleInAMethodOfItsOwnReadsEveryRow() throws Exception {
        assertEquals(55, new StatementBench().cycleInAMethodOfItsOwn(perIteration), "1 + 2 + ... + 10");
    }

    @Test
    void theCycleClosingByHandReadsEveryRow() throws Exception {
        assertEquals(55, new StatementBench().cycleClosingByHand(perIteration), "1 + 2 + ... + 10");
    }
}
