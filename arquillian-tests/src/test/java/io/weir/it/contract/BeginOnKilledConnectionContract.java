package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.Test;

import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * The reconnect race, forced: the database kills the pool's idle connection, and the next request's container
 * transaction begins on it. The server enlists the managed connection as it hands out the handle, so the begin
 * runs inside the server's enlistment; over MariaDB the begin reaches the database ({@code set autocommit=0}),
 * so it meets the kill there, every time. The request gets a fresh connection and commits; it does not fail
 * before its first statement with the server's enlistment error (IronJacamar's IJ000457 and IJ000461,
 * "Resource was not enlisted"). The server's definition: Weir's adapter, LocalTransaction, on the machine's
 * MariaDB (database test, root), MaximumPoolSize 1, and AliveBypassWindow 600000, so that the pool lends its
 * connection without an alive check and the begin, not the pool, meets the kill; the MariaDB table
 * {@link #TABLE} (tag text).
 */
public interface BeginOnKilledConnectionContract {
    String TABLE = "weir_it_begin_killed_" + ProcessHandle.current().pid();

    Probe probe();

    /** The JNDI name of the definition. */
    String jndi();

    @Test
    default void aTransactionThatBeginsOnAKilledConnectionCommitsOnAFreshOne() throws Exception {
        assertCommitsOnAFreshConnectionAfterAKill("insert");
    }

    /**
     * The same kill met where the server enlists a connection the bean already holds: a bean-managed transaction
     * begun after the bean took its connection (IronJacamar's userTransactionStarted path).
     */
    @Test
    default void aBeanManagedTransactionBegunOnAKilledConnectionTheBeanAlreadyHoldsCommitsOnAFreshOne() throws Exception {
        assertCommitsOnAFreshConnectionAfterAKill("insert-bean-managed");
    }

    /** Kills the pool's idle connection, then runs the probe's named-tx {@code endpoint}, which inserts a tag. */
    private void assertCommitsOnAFreshConnectionAfterAKill(String endpoint) throws Exception {
        long killed = sessionOfAnInsert(UUID.randomUUID().toString());
        Databases.mariadb().execute("KILL " + killed);

        String tag = UUID.randomUUID().toString();
        Properties answer = probe().post("api/named-tx/" + endpoint + "?jndi=" + jndi() + "&table=" + TABLE + "&tag=" + tag);

        assertEquals("false", answer.getProperty("failed"), "the transaction began again on a fresh connection: " + answer);
        assertNotEquals(String.valueOf(killed), answer.getProperty("backendPid"), "it ran on another session than the killed one");
        assertEquals(1, Databases.mariadb().scalar("SELECT count(*) FROM " + TABLE + " WHERE tag = ?", tag), "the transaction committed");
    }

    @Test
    default void theNextTransactionRunsOnTheFreshConnection() throws Exception {
        long killed = sessionOfAnInsert(UUID.randomUUID().toString());
        Databases.mariadb().execute("KILL " + killed);
        long fresh = sessionOfAnInsert(UUID.randomUUID().toString());

        assertEquals(fresh, sessionOfAnInsert(UUID.randomUUID().toString()), "the pool kept the fresh connection");
    }

    /** Commits an insert of {@code tag} in a container transaction; the MariaDB session it ran on. */
    private long sessionOfAnInsert(String tag) {
        Properties answer = insert(tag);
        assertEquals("false", answer.getProperty("failed"), answer.toString());
        return Long.parseLong(answer.getProperty("backendPid"));
    }

    private Properties insert(String tag) {
        return probe().post("api/named-tx/insert?jndi=" + jndi() + "&table=" + TABLE + "&tag=" + tag);
    }
}
