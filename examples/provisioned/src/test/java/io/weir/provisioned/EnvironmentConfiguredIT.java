package io.weir.provisioned;

import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server provisioned from Weir's feature pack (layers jaxrs-server and weir-postgresql-datasource), started with
 * nothing but WEIR_* environment variables pointing at the PostgreSQL of the tests (127.0.0.1:5432, user postgres,
 * trust, database test; WEIR_TEST_PG_URL and WEIR_TEST_PG_USER of the build override them).
 */
class EnvironmentConfiguredIT {
    private static final String SECRET = "weir-env-secret-7f3a";
    private static final Duration START = Duration.ofSeconds(120);

    private static Map<String, String> database() {
        Map<String, String> env = new HashMap<>();
        env.put("WEIR_JDBC_URL", System.getProperty("weir.test.pg.url", "jdbc:postgresql://127.0.0.1:5432/test"));
        env.put("WEIR_USERNAME", System.getProperty("weir.test.pg.user", "postgres"));
        // trust authentication ignores it: here only to show that no output reveals it
        env.put("WEIR_PASSWORD", SECRET);
        return env;
    }

    @Test
    void servesJpaAndResourceRequestsWithTheSettingsOfTheEnvironment() throws Exception {
        Map<String, String> env = database();
        env.put("WEIR_MAXIMUM_POOL_SIZE", "7");
        env.put("WEIR_MINIMUM_IDLE", "1");
        env.put("WEIR_CONNECTION_TIMEOUT", "4321");
        try (ProvisionedServer server = ProvisionedServer.start("good", env)) {
            long firstSuccess = server.awaitOk("/api/notes", START);
            System.out.printf("[%s] start to first successful request: %d ms%n", System.getProperty("weir.server.kind"), firstSuccess);

            // @Resource: the example's notes (JDBC in container-managed transactions)
            HttpResponse<String> created = server.post("/api/notes", "provisioned note");
            assertEquals(201, created.statusCode(), created.body());
            assertTrue(server.getPath("/api/notes").body().contains("provisioned note"));

            // JPA: a persistence unit on java:/jdbc/WeirDS
            HttpResponse<String> task = server.post("/api/tasks", "provisioned task");
            assertEquals(200, task.statusCode(), task.body());
            assertTrue(server.getPath("/api/tasks").body().contains("provisioned task"));

            // the pool's MXBean: the values came from the environment, the pool name from the layer's default
            String pool = server.getPath("/api/pool").body();
            assertTrue(pool.contains("\"WeirDS\""), pool);
            assertTrue(pool.contains("\"maximumPoolSize\":7"), pool);
            assertTrue(pool.contains("\"minimumIdle\":1"), pool);
            assertTrue(pool.contains("\"connectionTimeout\":4321"), pool);

            // the configuration keeps the expressions; neither it nor the logs show the password
            String config = Files.readString(server.config, StandardCharsets.UTF_8);
            assertTrue(config.contains("${weir.password,env.WEIR_PASSWORD:unset}"), "the Password config-property is an expression");
            assertFalse(config.contains(SECRET));
            assertFalse(server.log().contains(SECRET));
            assertFalse(pool.contains(SECRET));
        }
    }

    @Test
    void aBadVariableFailsTheStartWithWeirsMessageNamingIt() throws Exception {
        Map<String, String> env = database();
        env.put("WEIR_MAXIMUM_POOL_SIZE", "lots");
        try (ProvisionedServer server = ProvisionedServer.start("bad-variable", env)) {
            String log = server.awaitStarted(START);
            assertTrue(log.contains("Invalid Weir config-property MaximumPoolSize=lots (from the environment variable WEIR_MAXIMUM_POOL_SIZE)"),
                    "Weir's message naming the variable in " + server.log);
            assertTrue(log.contains("WFLYSRV0026"), "the server reports a start with failures");
            assertNotEquals(200, server.getPath("/api/notes").statusCode(), "the application is not served");
            assertFalse(log.contains(SECRET));
        }
    }

    /**
     * Without a URL the application's deployment fails at start: its persistence unit (and the example's schema
     * creator) take a connection as they deploy, and Weir refuses, naming the variable to set.
     */
    @Test
    void aMissingUrlFailsTheStartWithWeirsMessageNamingTheVariable() throws Exception {
        Map<String, String> env = database();
        env.remove("WEIR_JDBC_URL");
        try (ProvisionedServer server = ProvisionedServer.start("missing-variable", env)) {
            String log = server.awaitStarted(START);
            assertTrue(log.contains("Invalid Weir configuration: No connection source: set one of JdbcUrl (environment variable WEIR_JDBC_URL)"),
                    "Weir's message naming the variable in " + server.log);
            assertTrue(log.contains("WFLYSRV0026"), "the server reports a start with failures");
            assertNotEquals(200, server.getPath("/api/notes").statusCode(), "the application is not served");
            assertFalse(log.contains(SECRET));
        }
    }
}
