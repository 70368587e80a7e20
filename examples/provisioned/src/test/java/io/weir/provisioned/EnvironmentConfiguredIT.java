package io.weir.provisioned;

import io.weir.consumer.ExampleChecks;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.Map;

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
        return ExampleChecks.database(SECRET);
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

            ExampleChecks.servesResourceAndJpaRequests(server, "provisioned");
            // the pool's MXBean: the values came from the environment, the pool name from the layer's default
            String pool = ExampleChecks.poolShows(server, 7, 1, 4321);

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
            assertNotEquals(200, server.get("/api/notes").statusCode(), "the application is not served");
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
            assertNotEquals(200, server.get("/api/notes").statusCode(), "the application is not served");
            assertFalse(log.contains(SECRET));
        }
    }
}
