package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Databases;
import io.weir.testsupport.PgBouncer;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An application as most are built, JPA and a DataSource injected with {@code @Resource} (io.weir.jpa and
 * io.weir.injected in one war), over Weir's adapter behind PgBouncer in transaction mode, as fleets run
 * PostgreSQL: PgBouncer lends {@link #PGBOUNCER_POOL_SIZE} server sessions to the definition's
 * {@link #MAXIMUM_POOL_SIZE} physical connections. The definition {@link #POOL} has its JdbcUrl on PgBouncer
 * ({@link #startPgBouncer()}, with {@link #APPLICATION_NAME}) and Weir's defaults otherwise: TransactionPooler
 * stays auto, so Weir has to find the pooler itself. RegisterMbeans is on only for the test to read the pool's
 * counts. Its table {@link #TABLE} (tag text) is the injected DataSource's; JPA writes weir_jpa_note.
 * <p>
 * {@link #CLIENTS} clients send requests for {@link #LOAD}, each in a container transaction: JPA inserts, JPA
 * inserts marked rollback-only, inserts and rollback-only inserts on the injected DataSource, and reads of the
 * client's own last committed row ({@link TransactionPoolerLoad}). The rows are then read from PostgreSQL
 * directly, not through PgBouncer. The load runs once per test class; each test judges one side of it.
 */
public interface TransactionPoolerContract {
    String POOL = "WeirPooler";
    String TABLE = "weir_it_pooler_" + ProcessHandle.current().pid();
    String APPLICATION_NAME = "weir_pooler_" + ProcessHandle.current().pid();
    int PGBOUNCER_POOL_SIZE = 2;
    int MAXIMUM_POOL_SIZE = 4;
    int CLIENTS = 8;
    Duration LOAD = Duration.ofSeconds(5);

    /** The JPA and {@code @Resource} application over {@link #POOL}. */
    Probe application();

    /** The probe application, which reads a Weir pool's MXBean inside the server (api/named/mxbean). */
    Probe probe();

    /** What the server logged since {@link #POOL} was defined. */
    String serverLog() throws Exception;

    /** PgBouncer in transaction mode in front of the machine's PostgreSQL, for the definition's JdbcUrl. */
    static PgBouncer startPgBouncer() {
        return PgBouncer.start(Databases.postgres(), PgBouncer.Mode.TRANSACTION, PGBOUNCER_POOL_SIZE);
    }

    @Test
    default void noRequestFailsBehindThePooler() throws Exception {
        TransactionPoolerLoad.Outcome load = TransactionPoolerLoad.of(this);

        assertEquals(List.of(), load.failures(), load + ": requests that failed");
    }

    @Test
    default void everyRequestAnsweredAsCommittedHasItsRow() throws Exception {
        TransactionPoolerLoad.Outcome load = TransactionPoolerLoad.of(this);

        assertTrue(load.committed() > 0, load + ": no request committed");
        assertEquals(List.of(), load.lostRows(), load + ": committed rows missing from PostgreSQL");
    }

    @Test
    default void noRowIsThereThatNoRequestCommittedNotEvenOfTheRolledBackRequests() throws Exception {
        TransactionPoolerLoad.Outcome load = TransactionPoolerLoad.of(this);

        assertTrue(load.rolledBackJpa() > 0 && load.rolledBackInjected() > 0,
                load + ": the load must roll back requests of both kinds, through JPA and through the injected DataSource");
        assertEquals(List.of(), load.phantomRows(), load + ": rows in PostgreSQL that no request committed");
    }

    @Test
    default void weirSaysThatItFoundThePoolerAtTheFirstConnection() throws Exception {
        TransactionPoolerLoad.of(this);

        String line = POOL + " - behind a transaction pooler (detected at the first connection";
        String log = serverLog();
        assertTrue(log.contains(line), "the server log lacks \"" + line + "\"; its Weir lines:\n"
                + String.join("\n", log.lines().filter(l -> l.contains(POOL)).toList()));
    }

    @Test
    default void theLoadRetiresNoConnectionAsBrokenAndNoneForAFailedReset() throws Exception {
        TransactionPoolerLoad.of(this);

        Properties pool = probe().get("api/named/mxbean?pool=" + POOL);
        assertEquals("0", pool.getProperty("BrokenConnections"), "BrokenConnections of " + pool);
        assertEquals("0", pool.getProperty("FailedResets"), "FailedResets of " + pool);
    }
}
