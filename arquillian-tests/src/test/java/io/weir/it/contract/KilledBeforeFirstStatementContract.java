package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Await;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The database kills every connection of a pool (as a restart or {@code pg_terminate_backend} does) while a
 * request holds a container transaction that has not reached its first statement: the server began the
 * transaction on a physical connection when it handed out the handle. Once another request has met a dead
 * connection, the waiting request's first statement runs on a fresh one, and its transaction commits; if none
 * has, the first statement fails on the dead connection and runs again on a fresh one, and it commits too.
 * The server's definition: Weir's adapter, LocalTransaction, on the machine's PostgreSQL with
 * {@link #APPLICATION_NAME}, MaximumPoolSize 3, MinimumIdle 3, and AliveBypassWindow 600000, so that the pool
 * lends a connection without an alive check however long it rested and the requests, not the pool's
 * checks, meet the kill; the table {@link #TABLE} (tag text).
 */
public interface KilledBeforeFirstStatementContract {
    String TABLE = "weir_it_killed_" + ProcessHandle.current().pid();
    String APPLICATION_NAME = "weir_killed_" + ProcessHandle.current().pid();

    Probe probe();

    /** The JNDI name of the definition. */
    String jndi();

    @Test
    default void aTransactionWhoseConnectionWasKilledBeforeItsFirstStatementCommitsOnAFreshOne() throws Exception {
        String tag = UUID.randomUUID().toString();
        CompletableFuture<Properties> waiting = requestWaitingBeforeItsFirstStatement(tag);

        killThePoolsConnections();
        Properties other = probe().get("api/named/query?jndi=" + jndi());
        assertEquals("true", other.getProperty("failed"), "another request meets a killed connection: " + other);

        Properties answer = waiting.get(60, TimeUnit.SECONDS);
        assertEquals("false", answer.getProperty("failed"), answer.toString());
        assertEquals(1, Databases.postgres().scalar("SELECT count(*) FROM " + TABLE + " WHERE tag = ?", tag), "the transaction committed");
    }

    @Test
    default void aTransactionWhoseConnectionWasKilledUnseenRunsItsFirstStatementAgainOnAFreshOne() throws Exception {
        String tag = UUID.randomUUID().toString();
        CompletableFuture<Properties> waiting = requestWaitingBeforeItsFirstStatement(tag);

        killThePoolsConnections(); // and no request meets a dead connection before the waiting one

        Properties answer = waiting.get(60, TimeUnit.SECONDS);
        assertEquals("false", answer.getProperty("failed"), "the insert ran again on a fresh connection: " + answer);
        assertEquals(1, Databases.postgres().scalar("SELECT count(*) FROM " + TABLE + " WHERE tag = ?", tag), "the transaction committed");
    }

    /**
     * A request that inserts {@code tag} in a container transaction, holding the transaction's connection
     * for 3 s before that first statement; returned once it holds it, with the pool's three connections open.
     */
    private CompletableFuture<Properties> requestWaitingBeforeItsFirstStatement(String tag) throws Exception {
        probe().get("api/named/query?jndi=" + jndi()); // the pool starts, and opens its three connections
        assertTrue(Await.holdsWithin(30_000, () -> backends() == 3), "the pool keeps 3 connections open");
        CompletableFuture<Properties> waiting = CompletableFuture.supplyAsync(() -> probe().post(
                "api/named-tx/insert-after-waiting?jndi=" + jndi() + "&table=" + TABLE + "&tag=" + tag + "&waitMillis=3000"));
        assertTrue(Await.holdsWithin(30_000, () -> "1".equals(probe().get("api/named-tx/waiting").getProperty("waiting"))),
                "the request holds its transaction's connection, before its first statement");
        return waiting;
    }

    private static void killThePoolsConnections() throws SQLException {
        assertEquals(3, Databases.postgres().scalar("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = ?",
                APPLICATION_NAME), "the database kills the pool's three connections");
    }

    private static long backends() throws SQLException {
        return Databases.postgres().scalar("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?", APPLICATION_NAME);
    }
}
