package io.weir.consumer;

import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checks every consumer build makes of the example application on a server configured from WEIR_* variables,
 * over the PostgreSQL of the tests (127.0.0.1:5432, user postgres, trust, database test; the build's
 * weir.test.pg.url and weir.test.pg.user override them).
 */
public final class ExampleChecks {
    private ExampleChecks() {
    }

    /** WEIR_JDBC_URL and WEIR_USERNAME of the tests' database, and WEIR_PASSWORD {@code password}, which trust ignores. */
    public static Map<String, String> database(String password) {
        Map<String, String> env = new HashMap<>();
        env.put("WEIR_JDBC_URL", System.getProperty("weir.test.pg.url", "jdbc:postgresql://127.0.0.1:5432/test"));
        env.put("WEIR_USERNAME", System.getProperty("weir.test.pg.user", "postgres"));
        env.put("WEIR_PASSWORD", password);
        return env;
    }

    /**
     * A @Resource request (the example's notes: JDBC in container-managed transactions) and a JPA request (a
     * persistence unit on Weir's data source), each writing {@code text} and reading it back.
     */
    public static void servesResourceAndJpaRequests(ExampleServer server, String text) throws Exception {
        HttpResponse<String> created = server.post("/api/notes", text + " note");
        assertEquals(201, created.statusCode(), created.body());
        assertTrue(server.get("/api/notes").body().contains(text + " note"));

        HttpResponse<String> task = server.post("/api/tasks", text + " task");
        assertEquals(200, task.statusCode(), task.body());
        assertTrue(server.get("/api/tasks").body().contains(text + " task"));
    }

    /** The pool WeirDS's MXBean, as the example's /api/pool shows it, holds these values; its JSON is returned. */
    public static String poolShows(ExampleServer server, int maximumPoolSize, int minimumIdle, int connectionTimeout) throws Exception {
        String pool = server.get("/api/pool").body();
        assertTrue(pool.contains("\"WeirDS\""), pool);
        assertTrue(pool.contains("\"maximumPoolSize\":" + maximumPoolSize), pool);
        assertTrue(pool.contains("\"minimumIdle\":" + minimumIdle), pool);
        assertTrue(pool.contains("\"connectionTimeout\":" + connectionTimeout), pool);
        return pool;
    }
}
