package io.weir.benchmarks.pools;

import io.weir.testsupport.StubDatabase;
import io.weir.testsupport.StubDriver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Arrays;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every pool of the comparison, in both configurations, really runs over the stub database. */
class PoolStartersTest {
    private StubDatabase db;

    static Stream<Arguments> everyPoolAndSafety() {
        return Arrays.stream(PoolKind.values())
                .flatMap(kind -> Arrays.stream(Safety.values()).map(safety -> Arguments.of(kind, safety)));
    }

    @BeforeEach
    void createDatabase() {
        db = StubDatabase.create();
        db.rowsPerQuery(3);
    }

    @AfterEach
    void dropDatabase() {
        db.close();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyPoolAndSafety")
    void poolLendsConnectionsThatQueryTheStub(PoolKind kind, Safety safety) throws Exception {
        try (OpenPool pool = kind.start(new PoolSpec(db.url(), StubDriver.class.getName(), 2, 2, safety))) {
            for (int round = 0; round < 3; round++) {
                try (Connection c = pool.dataSource().getConnection();
                     PreparedStatement ps = c.prepareStatement("SELECT 1 WHERE ? = ?")) {
                    ps.setInt(1, round);
                    ps.setInt(2, round);
                    int rows = 0;
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) rows++;
                    }
                    assertEquals(3, rows);
                }
            }
            assertTrue(db.statementsExecuted() >= 3, "statements reached the stub: " + db.statementsExecuted());
        }
    }
}
