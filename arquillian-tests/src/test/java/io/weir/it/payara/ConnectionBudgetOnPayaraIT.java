package io.weir.it.payara;

import io.weir.testsupport.ScratchPostgres;
import io.weir.it.payara.PayaraGroup.Instance;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static io.weir.it.payara.PayaraGroup.A;
import static io.weir.it.payara.PayaraGroup.B;
import static io.weir.it.payara.ConnectionBudget.CONNECTION_TIMEOUT_MILLIS;
import static io.weir.it.payara.ConnectionBudget.LIMIT;
import static io.weir.it.payara.ConnectionBudget.MAXIMUM_POOL_SIZE;
import static io.weir.it.payara.ConnectionBudget.POOL;
import static io.weir.it.payara.ConnectionBudget.ROLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two instances of a deployment group share a database that allows fewer connections than their pools
 * want ({@link ConnectionBudget}: MaximumPoolSize 4 on each instance, MinimumIdle 0 on A and 4 on B, against a
 * role whose CONNECTION LIMIT is 6, opened as the scenario begins). A takes 4 under load, so B's pool gets 2 and
 * keeps asking for the others. Requests take their connections from WeirBudget injected with {@code @Resource}, as applications do.
 * One scenario in steps, in order: B serves with what it got, a borrow that times out on B names the
 * refusal, B's retries stay few, and once A's idle connections time out B fills up by itself.
 */
@ExtendWith(PayaraGroup.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConnectionBudgetOnPayaraIT {
    /**
     * How long A's requests hold its connections: the steps that need B starved run within it, and Payara's
     * HTTP listener cuts a request that sends nothing for 30 s.
     */
    private static final long HOLD_MILLIS = 25_000;

    private static ScratchPostgres postgres;
    private static Census census;
    private static final ExecutorService CLIENTS = Executors.newCachedThreadPool();
    private static final List<CompletableFuture<Properties>> HELD_ON_A = new ArrayList<>();
    /** When B's pool had all the database left it, and asked in vain for more from then on. */
    private static Instant starvedSince;

    @BeforeAll
    static void starveTheSecondInstance() throws Exception {
        postgres = PayaraGroup.database();
        census = new Census(postgres);
        // B's pool, which keeps idle connections, starts as B first looks up its resource: refused while the role is
        // closed, it starts again at B's first request, once A holds its connections
        Await.until(B.name() + "'s pool to try to start before its first request", 60_000,
                () -> refusalsLogged(Instant.EPOCH, Instant.now()) > 0);
        ConnectionBudget.open(postgres);
        for (int i = 0; i < MAXIMUM_POOL_SIZE; i++) {
            HELD_ON_A.add(CompletableFuture.supplyAsync(() -> query(A, HOLD_MILLIS), CLIENTS));
        }
        Await.until(A.name() + " to hold " + MAXIMUM_POOL_SIZE + " connections", 60_000,
                () -> census.connections(A) == MAXIMUM_POOL_SIZE);
        Properties first = query(B, 0);
        assertEquals("false", first.getProperty("failed"), "the first request on the starved instance: " + first);
        Await.until(B.name() + " to hold what the database left it", 30_000,
                () -> census.connections(B) == LIMIT - MAXIMUM_POOL_SIZE);
        starvedSince = Instant.now();
    }

    @AfterAll
    static void stopTheClients() {
        CLIENTS.shutdownNow();
        if (census != null) census.close();
    }

    @Test
    @Order(1)
    void theStarvedInstanceServesWithTheConnectionsTheDatabaseAllows() {
        for (int i = 0; i < 10; i++) {
            Properties answer = query(B, 0);
            assertEquals("false", answer.getProperty("failed"), answer.toString());
        }
        assertEquals(LIMIT - MAXIMUM_POOL_SIZE, census.connections(B), census.toString());
        assertEquals(MAXIMUM_POOL_SIZE, census.connections(A), census.toString());
    }

    @Test
    @Order(2)
    void aBorrowThatTimesOutSaysTheDatabaseRefusedAndWhy() {
        List<CompletableFuture<Properties>> holding = new ArrayList<>();
        for (int i = 0; i < LIMIT - MAXIMUM_POOL_SIZE; i++) {
            holding.add(CompletableFuture.supplyAsync(() -> query(B, 2 * CONNECTION_TIMEOUT_MILLIS), CLIENTS));
        }
        Await.until(B.name() + " to lend all its connections", 30_000,
                () -> (LIMIT - MAXIMUM_POOL_SIZE) == Integer.parseInt(B.named().get("api/named/mxbean?pool=" + POOL).getProperty("ActiveConnections")));
        Properties timedOut = query(B, 0);
        assertEquals("true", timedOut.getProperty("failed"), timedOut.toString());
        String causes = timedOut.getProperty("causes");
        assertTrue(causes.contains("the database refused a new connection (SQLSTATE 53300"), causes);
        assertTrue(causes.contains("too many connections for role \"" + ROLE + "\""), causes);
        for (CompletableFuture<Properties> held : holding) {
            assertEquals("false", held.join().getProperty("failed"));
        }
    }

    /** B's pool wants two more connections all along: it keeps asking, with backoff, not in a storm. */
    @Test
    @Order(3)
    void refusedConnectsAreRetriedAtABoundedRate() throws Exception {
        long windowMillis = 5_000;
        long waited = Instant.now().toEpochMilli() - starvedSince.toEpochMilli();
        if (waited < windowMillis) Thread.sleep(windowMillis - waited);
        Instant end = Instant.now();
        long refused = refusalsLogged(starvedSince, end);
        double perSecond = refused * 1000.0 / (end.toEpochMilli() - starvedSince.toEpochMilli());
        System.out.printf("connects refused while %s was starved: %d in %d ms = %.2f per second%n", B.name(), refused,
                end.toEpochMilli() - starvedSince.toEpochMilli(), perSecond);
        assertTrue(census.connections(A) == MAXIMUM_POOL_SIZE, "the window ended before A released: " + census);
        assertTrue(refused > 0, "the starved pool stopped asking for connections");
        assertTrue(perSecond <= 4, "a retry storm: " + perSecond + " refused connects per second");
    }

    @Test
    @Order(4)
    void theStarvedPoolFillsUpByItselfOnceTheOtherInstancesIdleConnectionsClose() {
        for (CompletableFuture<Properties> held : HELD_ON_A) {
            assertEquals("false", held.join().getProperty("failed"));
        }
        Await.until(B.name() + " to fill up to " + MAXIMUM_POOL_SIZE + "; " + census, 30_000,
                () -> census.connections(B) == MAXIMUM_POOL_SIZE);
        long roomAt = census.firstMillisWhen(s -> s.a() < MAXIMUM_POOL_SIZE);
        long filledAt = census.firstMillisWhen(s -> s.b() == MAXIMUM_POOL_SIZE);
        System.out.printf("%s filled up %d ms after %s's first idle connection closed%n", B.name(), filledAt - roomAt, A.name());
        System.out.println("connections per instance over time (ms since the first request: " + A.name() + ", " + B.name() + "):\n"
                + census.changes());
        assertTrue(filledAt - roomAt < 5_000, "filling took " + (filledAt - roomAt) + " ms");
        assertTrue(census.connections(A) + census.connections(B) <= LIMIT, census.toString());
    }

    private static Properties query(Instance instance, long holdMillis) {
        return instance.budget().get("api/injected/query?holdMillis=" + holdMillis);
    }

    /** Connects PostgreSQL refused for the role's limit between two instants, from its log. */
    private static long refusalsLogged(Instant from, Instant to) throws IOException {
        DateTimeFormatter stamp = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS z");
        String refusal = "too many connections for role \"" + ROLE + "\"";
        try {
            return Files.readAllLines(postgres.log()).stream()
                    .filter(line -> line.contains(refusal))
                    .map(line -> ZonedDateTime.parse(line.substring(0, line.indexOf(" [")), stamp).toInstant())
                    .filter(at -> !at.isBefore(from) && at.isBefore(to))
                    .count();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** The role's connections per instance (pg_stat_activity's application_name), sampled every 100 ms. */
    private static final class Census implements AutoCloseable {
        /** {@code others}: connections of the role whose application_name names neither instance. */
        record Sample(long millis, int a, int b, int others) {
        }

        private final List<Sample> samples = new CopyOnWriteArrayList<>();
        private final long start = System.nanoTime();
        private final Connection connection;
        private final java.util.concurrent.ScheduledExecutorService sampler = Executors.newSingleThreadScheduledExecutor();

        Census(ScratchPostgres postgres) throws SQLException {
            connection = postgres.database().connect();
            sampler.scheduleAtFixedRate(this::sample, 0, 100, TimeUnit.MILLISECONDS);
        }

        private void sample() {
            int a = 0;
            int b = 0;
            int others = 0;
            try (Statement s = connection.createStatement();
                 ResultSet rs = s.executeQuery("SELECT application_name, count(*) FROM pg_stat_activity WHERE usename = '" + ROLE
                         + "' GROUP BY application_name")) {
                while (rs.next()) {
                    if (A.name().equals(rs.getString(1))) a = rs.getInt(2);
                    else if (B.name().equals(rs.getString(1))) b = rs.getInt(2);
                    else others += rs.getInt(2);
                }
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
            samples.add(new Sample(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), a, b, others));
        }

        int connections(Instance instance) {
            Await.until("a first census", 5_000, () -> !samples.isEmpty());
            Sample last = samples.get(samples.size() - 1);
            return instance == A ? last.a() : last.b();
        }

        long firstMillisWhen(java.util.function.Predicate<Sample> condition) {
            boolean seenFull = false;
            for (Sample s : samples) {
                // from the moment both held what they could: earlier samples are the start
                if (s.a() == MAXIMUM_POOL_SIZE && s.b() == LIMIT - MAXIMUM_POOL_SIZE) seenFull = true;
                else if (seenFull && condition.test(s)) return s.millis();
            }
            throw new AssertionError("never: " + changes());
        }

        String changes() {
            StringBuilder text = new StringBuilder();
            Sample previous = null;
            for (Sample s : samples) {
                if (previous == null || previous.a() != s.a() || previous.b() != s.b()) {
                    text.append(String.format("  %6d ms: %d, %d%n", s.millis(), s.a(), s.b()));
                }
                previous = s;
            }
            return text.toString();
        }

        @Override
        public String toString() {
            return samples.isEmpty() ? "no census yet" : "connections now: " + samples.get(samples.size() - 1);
        }

        @Override
        public void close() {
            sampler.shutdownNow();
            try {
                connection.close();
            } catch (SQLException ignored) {
                // the database is stopped next
            }
        }
    }
}
