package io.weir.it.wildfly;

import io.weir.testsupport.Await;
import io.weir.testsupport.Databases;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.as.arquillian.api.ServerSetupTask;
import org.jboss.as.arquillian.container.ManagementClient;
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
 * request holds a container transaction that has not reached its first statement: WildFly began the
 * transaction on a physical connection when it handed out the handle. Once another request has met a dead
 * connection, the waiting request's first statement runs on a fresh one, and its transaction commits; if none
 * has, the first statement fails on the dead connection and runs again on a fresh one, and it commits too.
 * WeirKilled: a definition of Weir's adapter on the machine's PostgreSQL, MaximumPoolSize 3, MinimumIdle 3.
 */
@ServerSetup({WeirOnWildFly.class, KilledBeforeFirstStatementOnWildFlyIT.Definition.class})
class KilledBeforeFirstStatementOnWildFlyIT extends ProbeOnWildFly {
    private static final String DEFINITION = "WeirKilled";
    private static final String JNDI = AddedDefinition.jndiName(DEFINITION);
    private static final String APPLICATION_NAME = "weir_killed_wildfly";
    private static final String TABLE = "weir_it_killed";

    /** The definition (which WildFly takes at a reload) and its table; both gone after the class. */
    public static class Definition implements ServerSetupTask {
        @Override
        public void setup(ManagementClient client, String containerId) throws Exception {
            Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag text)");
            AddedDefinition.add(client, DEFINITION, new String[][] {{"PoolName", DEFINITION},
                    {"JdbcUrl", Databases.postgres().jdbcUrl() + "?ApplicationName=" + APPLICATION_NAME},
                    {"DriverClassName", "org.postgresql.Driver"}, {"Username", "postgres"}, {"MaximumPoolSize", "3"},
                    {"MinimumIdle", "3"}, {"ConnectionTimeout", "5000"}});
        }

        @Override
        public void tearDown(ManagementClient client, String containerId) throws Exception {
            try {
                AddedDefinition.remove(client, DEFINITION);
            } finally {
                Databases.postgres().execute("DROP TABLE IF EXISTS " + TABLE);
            }
        }
    }

    @Test
    void aTransactionWhoseConnectionWasKilledBeforeItsFirstStatementCommitsOnAFreshOne() throws Exception {
        String tag = UUID.randomUUID().toString();
        CompletableFuture<Properties> waiting = requestWaitingBeforeItsFirstStatement(tag);

        killThePoolsConnections();
        Properties other = probe().get("api/named/query?jndi=" + JNDI);
        assertEquals("true", other.getProperty("failed"), "another request meets a killed connection: " + other);

        Properties answer = waiting.get(60, TimeUnit.SECONDS);
        assertEquals("false", answer.getProperty("failed"), answer.toString());
        assertEquals(1, Databases.postgres().scalar("SELECT count(*) FROM " + TABLE + " WHERE tag = ?", tag), "the transaction committed");
    }

    @Test
    void aTransactionWhoseConnectionWasKilledUnseenRunsItsFirstStatementAgainOnAFreshOne() throws Exception {
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
        probe().get("api/named/query?jndi=" + JNDI); // the pool starts, and opens its three connections
        assertTrue(Await.holdsWithin(30_000, () -> backends() == 3), "WeirKilled keeps 3 connections open");
        CompletableFuture<Properties> waiting = CompletableFuture.supplyAsync(() -> probe().post(
                "api/named-tx/insert-after-waiting?jndi=" + JNDI + "&table=" + TABLE + "&tag=" + tag + "&waitMillis=3000"));
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
