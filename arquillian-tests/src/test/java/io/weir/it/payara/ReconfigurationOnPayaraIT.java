package io.weir.it.payara;

import io.weir.it.ScratchMariaDb;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import static io.weir.it.payara.PayaraDomain.probe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An administrator changes WeirReconf's settings with {@code asadmin set} while requests run: Payara
 * builds a new connection definition, which takes over the PoolName; the old pool closes its
 * connections once they are back. Over two MariaDB databases made for the test, so that the
 * processlist shows which pool's connections are left.
 */
@ExtendWith(PayaraDomain.class)
class ReconfigurationOnPayaraIT {
    private static final String POOL = "WeirReconf";
    private static final String JNDI = "jdbc/" + POOL;
    private static final String PROPERTY = "resources.connector-connection-pool." + POOL + "Pool.property.";
    private static final int CLIENTS = 4;
    private static final ScratchMariaDb MARIADB = new ScratchMariaDb("weir_reconf");
    private static String before;
    private static String after;

    @BeforeAll
    static void createDatabasesAndPool() throws Exception {
        before = MARIADB.createDatabase("before");
        after = MARIADB.createDatabase("after");
        PayaraDomain.shared().createWeirPool(POOL, JNDI, "LocalTransaction", 100,
                "JdbcUrl=jdbc\\:mariadb\\://127.0.0.1\\:3306/" + before
                        + ":DriverClassName=org.mariadb.jdbc.Driver:Username=root:MaximumPoolSize=5:MinimumIdle=0"
                        + ":ConnectionTimeout=10000:RegisterMbeans=true");
    }

    @AfterAll
    static void dropThem() throws Exception {
        try {
            PayaraDomain.shared().deleteWeirPool(POOL, JNDI);
        } finally {
            MARIADB.close();
        }
    }

    private static String admin(String... arguments) {
        return PayaraDomain.shared().admin(arguments);
    }

    @Test
    void changedPoolSizeAndDatabaseTakeEffectWhileRequestsRunAndTheOldConnectionsClose() throws Exception {
        List<Properties> answers = new CopyOnWriteArrayList<>();
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        for (int i = 0; i < CLIENTS; i++) {
            clients.execute(() -> {
                while (running.get()) answers.add(probe().get("api/named/query?holdMillis=50&jndi=" + JNDI));
            });
        }
        try {
            await(() -> answers.stream().anyMatch(a -> before.equals(a.getProperty("database"))), "no request reached " + before);
            assertTrue(MARIADB.connectionsTo(before) > 0);

            admin("set", PROPERTY + "MaximumPoolSize=20");
            admin("set", PROPERTY + "JdbcUrl=jdbc:mariadb://127.0.0.1:3306/" + after);

            await(() -> answers.stream().anyMatch(a -> after.equals(a.getProperty("database"))), "no request reached " + after);
            int firstAfter = answers.size();
            Thread.sleep(2_000);
            running.set(false);
            clients.shutdown();
            assertTrue(clients.awaitTermination(60, TimeUnit.SECONDS));

            List<Properties> later = answers.subList(firstAfter, answers.size());
            assertTrue(later.size() > 10, "too few requests after the change: " + later.size());
            for (Properties answer : later) {
                assertEquals("false", answer.getProperty("failed"), "a request after the change failed: " + answer);
                assertEquals(after, answer.getProperty("database"), answer.toString());
            }
            assertEquals("20", probe().get("api/named/mxbean?pool=" + POOL).getProperty("MaximumPoolSize"));
            await(() -> connectionsTo(before) == 0, "the old pool's connections to " + before + " are still open");
            // Payara destroys the managed connections in use when it rebuilds the pool, so a request running
            // then may find its JDBC objects closed under it (FacadeClosedException), and Payara's own pool
            // manager may fail while its pool is absent; a failure that Weir raises (its classes, or its
            // messages, naming a pool or a PoolName) is a bug
            for (Properties answer : answers) {
                if ("true".equals(answer.getProperty("failed"))) {
                    String causes = answer.getProperty("causes").replace("io.weir.pool.internal.jdbc.FacadeClosedException", "");
                    assertFalse(causes.contains("io.weir") || causes.contains("Weir pool") || causes.contains("PoolName="),
                            "a failure from Weir while Payara rebuilt the pool: " + answer);
                }
            }
        } finally {
            running.set(false);
            clients.shutdownNow();
        }
    }

    private static int connectionsTo(String database) {
        try {
            return MARIADB.connectionsTo(database);
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void await(BooleanSupplier condition, String failure) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) throw new AssertionError(failure + " after 30 s");
            Thread.sleep(100);
        }
    }
}
