package io.weir.pool.pooler;

import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Databases;
import io.weir.testsupport.PgBouncer;
import io.weir.testsupport.PoolerWorkload;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Many borrowers behind PgBouncer in transaction mode, more of them than the pool has connections and the pool
 * more than PgBouncer has server connections, with the driver's defaults: no error, and nothing one borrower did
 * reaches another, in the database or through the JDBC API.
 */
class SharedServerSessionsTest {

    @Test
    void eightBorrowersOnFourConnectionsOverTwoServerSessionsSeeNoErrorAndNoAnomaly() throws Exception {
        try (PgBouncer bouncer = PgBouncer.start(Databases.postgres(), PgBouncer.Mode.TRANSACTION, 2);
             WeirDataSource pool = new WeirDataSource(BehindTransactionPoolerTest.throughBouncer(bouncer))) {
            PoolerWorkload.Result result = PoolerWorkload.run(pool, Databases.postgres(), 8, Duration.ofSeconds(5));

            assertTrue(result.operations() > 500, "the workload ran too little to tell: " + result);
            assertEquals(0, result.errorCount(), result.toString());
            assertEquals(0, result.anomalies().size(), result.toString());
            assertEquals(0, pool.getPoolMXBean().getActiveConnections(), "connections still lent after the workload");
        }
    }
}
