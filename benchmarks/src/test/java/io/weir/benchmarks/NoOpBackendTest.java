package io.weir.benchmarks;

import io.weir.benchmarks.pools.PoolKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** backend=plain, layered and recycling run the benchmarks over the benchmarks' own no-op drivers, through each pool. */
class NoOpBackendTest {

    static Stream<Arguments> poolsAndBackends() {
        return Stream.of(Backend.PLAIN, Backend.LAYERED, Backend.RECYCLING)
                .flatMap(backend -> PoolKind.ids().stream().map(kind -> Arguments.of(kind, backend)));
    }

    @ParameterizedTest
    @MethodSource("poolsAndBackends")
    void everyPoolReadsTheTenRowsOfTheStatementCycle(String kind, String backend) throws Exception {
        PoolFixture pool = new PoolFixture();
        pool.pool = kind;
        pool.safety = "safe";
        pool.poolSize = 2;
        pool.minIdle = -1;
        pool.rows = 10;
        pool.backend = backend;
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
