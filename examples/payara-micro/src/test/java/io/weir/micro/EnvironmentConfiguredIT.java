package io.weir.micro;

import io.weir.consumer.ExampleChecks;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Payara Micro with Weir's adapter and the command file post-boot.asadmin, started with nothing but WEIR_* environment
 * variables pointing at the PostgreSQL of the tests (127.0.0.1:5432, user postgres, trust, database test;
 * WEIR_TEST_PG_URL and WEIR_TEST_PG_USER of the build override them).
 */
class EnvironmentConfiguredIT {
    private static final String SECRET = "weir-env-secret-5c1d";
    private static final Duration START = Duration.ofSeconds(180);

    private static Map<String, String> database() {
        return ExampleChecks.database(SECRET);
    }

    @Test
    void servesJpaAndResourceRequestsWithTheSettingsOfTheEnvironment() throws Exception {
        Map<String, String> env = database();
        env.put("WEIR_MAXIMUM_POOL_SIZE", "7");
        env.put("WEIR_MINIMUM_IDLE", "2");
        env.put("WEIR_CONNECTION_TIMEOUT", "4321");
        // a system property comes before its variable
        try (PayaraMicroServer server = PayaraMicroServer.start("good", env, "-Dweir.minimum-idle=1")) {
            long firstSuccess = server.awaitOk("/api/notes", START);
            System.out.printf("[payara-micro] start to first successful request: %d ms%n", firstSuccess);

            ExampleChecks.servesResourceAndJpaRequests(server, "micro");
            // the pool's MXBean: the values came from the environment and the system property, the name from the file
            String pool = ExampleChecks.poolShows(server, 7, 1, 4321);

            // Weir's own log line names the URL it was given; neither the log nor the MXBean shows the password
            String log = server.log();
            assertTrue(log.contains("WeirDS - started: jdbcUrl=" + env.get("WEIR_JDBC_URL")), "Weir's start in " + server.log);
            assertFalse(log.contains(SECRET), "the password in " + server.log);
            assertFalse(pool.contains(SECRET));
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
        try (PayaraMicroServer server = PayaraMicroServer.start("missing-variable", env)) {
            String log = server.awaitReady(START);
            assertTrue(log.contains("Invalid Weir configuration: No connection source: set one of JdbcUrl (environment variable WEIR_JDBC_URL)"),
                    "Weir's message naming the variable in " + server.log);
            assertNotEquals(200, server.get("/api/notes").statusCode(), "the application is not served");
            assertFalse(log.contains(SECRET));
        }
    }
}
