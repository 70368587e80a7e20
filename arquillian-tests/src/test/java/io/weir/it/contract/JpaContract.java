package io.weir.it.contract;

import io.weir.it.Probe;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A JPA application in JTA (io.weir.jpa), its persistence unit's {@code <jta-data-source>} a Weir
 * definition over PostgreSQL: the server's own JPA provider (Hibernate on WildFly, EclipseLink on
 * Payara) does the work, Weir only hands out the connections.
 */
public abstract class JpaContract {
    private static final int CLIENTS = 50;
    private static final int REQUESTS_EACH = 100;
    private static final int WEIR_PG_MAXIMUM_POOL_SIZE = 10;

    protected abstract Probe probe();

    /** Both providers map this table; it is created here so that neither generates its own variant. */
    @BeforeAll
    public static void createTable() throws SQLException {
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS weir_jpa_note (id bigserial PRIMARY KEY, tag varchar(64) NOT NULL, body varchar(200))");
    }

    private static String freshTag() {
        return UUID.randomUUID().toString();
    }

    private long count(String tag) {
        return Long.parseLong(probe().get("api/notes/count/" + tag).getProperty("count"));
    }

    private String create(String tag, String body) {
        return probe().post("api/notes/" + tag + "/" + body).getProperty("id");
    }

    @Test
    void aCreatedEntityReadsBack() {
        String tag = freshTag();
        Properties read = probe().get("api/notes/" + create(tag, "first"));
        assertEquals("true", read.getProperty("found"));
        assertEquals(tag, read.getProperty("tag"));
        assertEquals("first", read.getProperty("body"));
    }

    @Test
    void anUpdateIsCommitted() {
        String id = create(freshTag(), "before");
        probe().put("api/notes/" + id + "/after");
        assertEquals("after", probe().get("api/notes/" + id).getProperty("body"));
    }

    @Test
    void aDeleteIsCommitted() {
        String tag = freshTag();
        String id = create(tag, "doomed");
        probe().delete("api/notes/" + id);
        assertEquals("false", probe().get("api/notes/" + id).getProperty("found"));
        assertEquals(0, count(tag));
    }

    @Test
    void anExceptionAfterAFlushRollsTheInsertBack() {
        String tag = freshTag();
        assertEquals(500, probe().send("POST", "api/notes/" + tag + "/fail-after-flush").statusCode());
        assertEquals(0, count(tag));
    }

    @Test
    void setRollbackOnlyRollsTheInsertBack() {
        String tag = freshTag();
        assertEquals("true", probe().post("api/notes/" + tag + "/rollback-only").getProperty("rollbackOnly"));
        assertEquals(0, count(tag));
    }

    /**
     * One request changes the JDBC session (read-only, isolation, schema, application name); a later request must
     * find it as a fresh connection is. That request holds every connection the pool may have at once (its
     * MaximumPoolSize, 10 in both servers' WeirPg), so the dirtied backend is among them whichever connection a
     * single borrow would have been given.
     */
    @Test
    void everyConnectionLentAfterARequestDirtiedOneSeesNoneOfTheSessionState() {
        Properties clean = probe().get("api/session");
        Properties dirty = probe().post("api/session/dirty");
        assertNotEquals(clean.getProperty("serverSchema"), dirty.getProperty("serverSchema"), "the change must be visible to the request that made it");
        clean.remove("pid");
        Properties every = probe().get("api/session/every/" + WEIR_PG_MAXIMUM_POOL_SIZE);
        Set<String> pids = new HashSet<>();
        for (int i = 0; i < WEIR_PG_MAXIMUM_POOL_SIZE; i++) {
            Properties one = new Properties();
            for (String key : clean.stringPropertyNames()) {
                one.setProperty(key, every.getProperty(i + "." + key));
            }
            assertEquals(clean, one, "connection " + i + " (backend " + every.getProperty(i + ".pid") + ")");
            pids.add(every.getProperty(i + ".pid"));
        }
        assertEquals(WEIR_PG_MAXIMUM_POOL_SIZE, pids.size(), "each connection held is its own backend: " + pids);
        assertTrue(pids.contains(dirty.getProperty("pid")), "the dirtied backend " + dirty.getProperty("pid") + " is still in the pool: " + pids);
    }

    @Test
    void fiftyConcurrentClientsOfAHundredRequestsEachAllSucceed() throws Exception {
        String tag = freshTag();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int client = c;
                done.add(clients.submit(() -> {
                    for (int r = 0; r < REQUESTS_EACH; r++) {
                        create(tag, "client-" + client + "-request-" + r);
                    }
                }));
            }
            for (Future<?> each : done) {
                each.get();
            }
        } finally {
            clients.shutdownNow();
        }
        assertEquals(CLIENTS * REQUESTS_EACH, count(tag));
    }
}
