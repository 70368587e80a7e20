package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.ScratchMariaDb;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import static io.weir.it.payara.PayaraDomain.probe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An administrator changes WeirReconf's settings with {@code asadmin set} while requests run: Payara
 * builds a new connection definition, which takes over the PoolName; the old pool closes its
 * connections once they are back. Over two MariaDB databases made for the test, so that the
 * processlist shows which pool's connections are left. WeirLive's changes reach an application that
 * holds its data source from before: injected with {@code @Resource}, and a JPA persistence unit's.
 */
@ExtendWith(PayaraDomain.class)
class ReconfigurationOnPayaraIT {
    private static final String POOL = "WeirReconf";
    private static final String JNDI = "jdbc/" + POOL;
    private static final String PROPERTY = "resources.connector-connection-pool." + POOL + "Pool.property.";
    private static final int CLIENTS = 4;
    private static final ScratchMariaDb MARIADB = new ScratchMariaDb("weir_reconf");
    /** A LocalTransaction definition over the shared PostgreSQL whose connections pg_stat_activity tells apart by name. */
    private static final String TX_POOL = "WeirReconfTx";
    private static final String TX_JNDI = "jdbc/" + TX_POOL;
    private static final String TX_TABLE = "weir_reconf_tx";
    private static final String APPLICATION_NAME = "weir-reconf-tx-" + ProcessHandle.current().pid();
    private static final long HOLD_MILLIS = 1_500;
    /** A PostgreSQL definition whose Schema changes under a deployed JPA application that also injects it with @Resource. */
    private static final String LIVE_POOL = "WeirLive";
    private static final String LIVE_JNDI = "jdbc/" + LIVE_POOL;
    private static final String LIVE_APPLICATION = "weir-live";
    private static final int REQUESTS_AFTER_A_CHANGE = 20;
    private static String before;
    private static String after;
    private static Probe liveApplication;

    @BeforeAll
    static void createDatabasesAndPool() throws Exception {
        before = MARIADB.createDatabase("before");
        after = MARIADB.createDatabase("after");
        PayaraDomain.shared().createWeirPool(POOL, JNDI, "LocalTransaction", 100,
                "JdbcUrl=jdbc\\:mariadb\\://127.0.0.1\\:3306/" + before
                        + ":DriverClassName=org.mariadb.jdbc.Driver:Username=root:MaximumPoolSize=5:MinimumIdle=0"
                        + ":ConnectionTimeout=10000:RegisterMbeans=true");
        PayaraDomain.shared().createWeirPool(LIVE_POOL, LIVE_JNDI, "LocalTransaction", 20,
                "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:5432/test:DriverClassName=org.postgresql.Driver:Username=postgres"
                        + ":MaximumPoolSize=2:MinimumIdle=0:ConnectionTimeout=10000:RegisterMbeans=true");
        liveApplication = PayaraDomain.shared().deploy(Applications.jpa(LIVE_APPLICATION, LIVE_JNDI));
    }

    @AfterAll
    static void dropThem() throws Exception {
        try {
            admin("undeploy", LIVE_APPLICATION);
            PayaraDomain.shared().deleteWeirPool(LIVE_POOL, LIVE_JNDI);
            PayaraDomain.shared().deleteWeirPool(POOL, JNDI);
        } finally {
            MARIADB.close();
        }
    }

    /** The application's stateless bean holds the data source Payara injected with {@code @Resource} before the change. */
    @Test
    void aChangedSettingReachesADataSourceInjectedWithResourceWithoutALogLinePerRequest() throws Exception {
        assertAChangedSchemaReaches("api/session", "serverSchema");
    }

    /** EclipseLink holds the persistence unit's {@code <jta-data-source>} from deployment on. */
    @Test
    void aChangedSettingReachesAJpaPersistenceUnitWithoutALogLinePerRequest() throws Exception {
        assertAChangedSchemaReaches("api/notes/schema", "schema");
    }

    /**
     * Uses the application once through {@code path} (so that it holds its data source), sets WeirLive's Schema
     * to the one of information_schema and pg_catalog that the application does not see now; then every request
     * gets connections with the new Schema, and Payara logs no RAR7099 (the factory the application holds is
     * not the pool's) for them.
     */
    private static void assertAChangedSchemaReaches(String path, String key) throws Exception {
        String changed = "information_schema".equals(liveApplication.get(path).getProperty(key)) ? "pg_catalog" : "information_schema";
        admin("set", "resources.connector-connection-pool." + LIVE_POOL + "Pool.property.Schema=" + changed);
        long logged = PayaraDomain.shared().serverLogSize();
        for (int i = 0; i < REQUESTS_AFTER_A_CHANGE; i++) {
            assertEquals(changed, liveApplication.get(path).getProperty(key), "request " + i + " after the change");
        }
        assertEquals(List.of(), rar7099Since(logged));
    }

    /** The pool's numbers on JMX (the example's /api/pool reads them there) show the changed MaximumPoolSize once the injected data source is used. */
    @Test
    void aChangedMaximumPoolSizeShowsOnThePoolsMXBeanAfterARequestThroughTheInjectedDataSource() {
        liveApplication.get("api/session");
        int size = Integer.parseInt(probe().get("api/named/mxbean?pool=" + LIVE_POOL).getProperty("MaximumPoolSize"));
        admin("set", "resources.connector-connection-pool." + LIVE_POOL + "Pool.property.MaximumPoolSize=" + (size + 1));
        liveApplication.get("api/session");
        assertEquals(String.valueOf(size + 1), probe().get("api/named/mxbean?pool=" + LIVE_POOL).getProperty("MaximumPoolSize"));
    }

    /** The RAR7099 lines logged since the log had {@code offset} bytes. */
    private static List<String> rar7099Since(long offset) throws IOException, InterruptedException {
        return PayaraDomain.shared().serverLogSince(offset).lines().filter(l -> l.contains("RAR7099")).toList();
    }

    /**
     * Payara destroys the managed connections in use when a changed property rebuilds its pool; Weir lets
     * each request that holds one finish its work and commit, and the replaced pool closes its physical
     * connections once they are back. Every request holds its connection across a sleep in a container
     * transaction, so that several are in the middle of their work when {@code asadmin set} runs.
     */
    @Test
    void requestsHoldingConnectionsInTransactionsWhileThePoolSizeChangesAllCommit() throws Exception {
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TX_TABLE + " (tag varchar(64) NOT NULL)");
        PayaraDomain.shared().createWeirPool(TX_POOL, TX_JNDI, "LocalTransaction", 100,
                "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:5432/test?ApplicationName\\=" + APPLICATION_NAME
                        + ":DriverClassName=org.postgresql.Driver:Username=postgres:MaximumPoolSize=" + CLIENTS
                        + ":MinimumIdle=0:ConnectionTimeout=30000:RegisterMbeans=true");
        String run = "run" + System.nanoTime();
        List<String> tags = new CopyOnWriteArrayList<>();
        List<Properties> answers = new CopyOnWriteArrayList<>();
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            for (int i = 0; i < CLIENTS; i++) {
                clients.execute(() -> {
                    while (running.get()) {
                        String tag = run + "-" + next.incrementAndGet();
                        tags.add(tag);
                        answers.add(probe().post("api/named-tx/insert?jndi=" + TX_JNDI + "&table=" + TX_TABLE + "&tag=" + tag
                                + "&holdMillis=" + HOLD_MILLIS));
                    }
                });
            }
            await(() -> answers.size() >= CLIENTS && backends().size() == CLIENTS, "the first requests did not run");
            Set<Long> oldBackends = backends();

            admin("set", "resources.connector-connection-pool." + TX_POOL + "Pool.property.MaximumPoolSize=" + 2 * CLIENTS);
            int answeredAtTheChange = answers.size();
            await(() -> answers.size() >= answeredAtTheChange + 3 * CLIENTS, "too few requests after the change");
            running.set(false);
            clients.shutdown();
            assertTrue(clients.awaitTermination(60, TimeUnit.SECONDS));

            for (Properties answer : answers) {
                assertEquals("false", answer.getProperty("failed"), "a request failed: " + answer);
            }
            assertEquals(tags.size(), committedRows(run), "every request's row is committed");
            assertEquals(String.valueOf(2 * CLIENTS), probe().get("api/named/mxbean?pool=" + TX_POOL).getProperty("MaximumPoolSize"));
            await(() -> backends().stream().noneMatch(oldBackends::contains),
                    "the replaced pool's connections " + oldBackends + " are still open");
        } finally {
            running.set(false);
            clients.shutdownNow();
            PayaraDomain.shared().deleteWeirPool(TX_POOL, TX_JNDI);
        }
    }

    /** The server processes of the shared PostgreSQL serving TX_POOL's physical connections. */
    private static Set<Long> backends() {
        try (Connection c = Databases.postgres().connect();
             PreparedStatement query = c.prepareStatement("SELECT pid FROM pg_stat_activity WHERE application_name = ?")) {
            query.setString(1, APPLICATION_NAME);
            Set<Long> pids = new HashSet<>();
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) pids.add(rs.getLong(1));
            }
            return pids;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long committedRows(String run) throws SQLException {
        return Databases.postgres().scalar("SELECT count(*) FROM " + TX_TABLE + " WHERE tag LIKE ?", run + "-%");
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

    private static long connectionsTo(String database) {
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
