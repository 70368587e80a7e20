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
import java.util.function.Supplier;

import static io.weir.it.payara.PayaraDomain.probe;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An administrator changes WeirReconf's settings with {@code asadmin set} while requests run: Payara
 * builds a new connection definition, which takes over the PoolName; the old pool closes its
 * connections once they are back. Over two MariaDB databases made for the test, so that the
 * processlist shows which pool's connections are left. The load comes from applications that inject the
 * definition with {@code @Resource}, as applications do: a JNDI lookup per request would have Payara rebuild
 * its connection factory on request threads while it recreates the pool, and may keep a definition built on
 * the way (see docs/server.md). WeirLive's changes reach an application that holds its data source from
 * before: injected with {@code @Resource}, and a JPA persistence unit's.
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
    private static final String PROPERTY_OF_TX = "resources.connector-connection-pool." + TX_POOL + "Pool.property.";
    private static final String APPLICATION_NAME = "weir-reconf-tx-" + ProcessHandle.current().pid();
    /** The applications that inject WeirReconf and WeirReconfTx. */
    private static final String QUERY_APPLICATION = "weir-reconf-queries";
    private static final String TX_APPLICATION = "weir-reconf-inserts";
    private static final long HOLD_MILLIS = 1_500;
    /** A PostgreSQL definition whose Schema changes under a deployed JPA application that also injects it with @Resource. */
    private static final String LIVE_POOL = "WeirLive";
    private static final String LIVE_JNDI = "jdbc/" + LIVE_POOL;
    private static final String LIVE_APPLICATION = "weir-live";
    private static final int REQUESTS_AFTER_A_CHANGE = 20;
    private static String before;
    private static String after;
    private static Probe liveApplication;
    private static Probe queries;

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
        queries = PayaraDomain.shared().deploy(Applications.injected(QUERY_APPLICATION, JNDI));
    }

    @AfterAll
    static void dropThem() throws Exception {
        try {
            admin("undeploy", LIVE_APPLICATION);
            admin("undeploy", QUERY_APPLICATION);
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
        Probe inserts = createTxPool(0);
        try (Inserters inserters = new Inserters(inserts, CLIENTS, HOLD_MILLIS)) {
            await(() -> inserters.answers.size() >= CLIENTS && backends().size() == CLIENTS, "the first requests did not run");
            Set<Long> oldBackends = backends();

            admin("set", PROPERTY_OF_TX + "MaximumPoolSize=" + 2 * CLIENTS);
            inserters.awaitAnswersAfterTheChange(3 * CLIENTS);
            inserters.stop();

            for (Properties answer : inserters.answers) {
                assertEquals("false", answer.getProperty("failed"), "a request failed: " + answer);
            }
            assertEquals(inserters.answers.size(), inserters.committedRows(), "every request's row is committed");
            assertEquals(String.valueOf(2 * CLIENTS), probe().get("api/named/mxbean?pool=" + TX_POOL).getProperty("MaximumPoolSize"));
            await(() -> backends().stream().noneMatch(oldBackends::contains),
                    "the replaced pool's connections " + oldBackends + " are still open");
        } finally {
            deleteTxPool();
        }
    }

    /**
     * Under load beyond the pool's size, as a fleet runs: three times as many clients as connections, each request
     * a short container transaction, and one {@code asadmin set} that lowers the size and the minimum idle together
     * (which Payara applies one property at a time, through a definition whose MinimumIdle is above its size).
     * No request fails in Weir, the rows committed are exactly those of the requests that succeeded, and once the
     * clients stop the replaced pool's connections are closed, none is left idle in a transaction (holding its
     * locks), and the new pool holds no more than its size.
     */
    @Test
    void sizeAndMinimumIdleLoweredTogetherUnderQueuedLoadFailNoRequestInWeirAndLeaveNoOldConnectionOrOpenTransaction() throws Exception {
        Probe inserts = createTxPool(CLIENTS);
        try (Inserters inserters = new Inserters(inserts, 3 * CLIENTS, 50)) {
            await(() -> inserters.answers.size() >= 10 * CLIENTS, "the first requests did not run");
            Set<Long> oldBackends = backends();
            long logged = PayaraDomain.shared().serverLogSize();

            admin("set", PROPERTY_OF_TX + "MaximumPoolSize=" + (CLIENTS - 1), PROPERTY_OF_TX + "MinimumIdle=" + (CLIENTS - 1));
            inserters.awaitAnswersAfterTheChange(10 * CLIENTS);
            inserters.stop();

            assertNoFailureFromWeir(inserters.answers);
            long succeeded = inserters.answers.stream().filter(a -> "false".equals(a.getProperty("failed"))).count();
            assertEquals(succeeded, inserters.committedRows(), "the rows committed are those of the requests that succeeded");
            await(() -> backends().stream().noneMatch(oldBackends::contains),
                    "the replaced pool's connections " + oldBackends + " are still open",
                    () -> activity(oldBackends) + "\nWeir's log lines since the change:\n" + weirLinesSince(logged));
            await(() -> backends().size() <= CLIENTS - 1, "more backends than the new pool's size: " + backends());
            assertEquals(Set.of(), idleInTransaction(), "backends left idle in a transaction");
        } finally {
            deleteTxPool();
        }
    }

    /**
     * TX_POOL over the shared PostgreSQL, CLIENTS connections at most, the table its requests write, and the
     * application that inserts through it, which is returned.
     */
    private static Probe createTxPool(int minimumIdle) throws SQLException {
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TX_TABLE + " (tag varchar(64) NOT NULL)");
        PayaraDomain.shared().createWeirPool(TX_POOL, TX_JNDI, "LocalTransaction", 100,
                "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:5432/test?ApplicationName\\=" + APPLICATION_NAME
                        + ":DriverClassName=org.postgresql.Driver:Username=postgres:MaximumPoolSize=" + CLIENTS
                        + ":MinimumIdle=" + minimumIdle + ":ConnectionTimeout=30000:RegisterMbeans=true");
        return PayaraDomain.shared().deploy(Applications.injected(TX_APPLICATION, TX_JNDI));
    }

    private static void deleteTxPool() {
        try {
            admin("undeploy", TX_APPLICATION);
        } finally {
            PayaraDomain.shared().deleteWeirPool(TX_POOL, TX_JNDI);
        }
    }

    /** Clients that each send one insert request after another into TX_TABLE, every row tagged with this run's name. */
    private static final class Inserters implements AutoCloseable {
        final List<Properties> answers = new CopyOnWriteArrayList<>();
        private final String run = "run" + System.nanoTime();
        private final AtomicInteger next = new AtomicInteger();
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final ExecutorService clients;

        /** Starts {@code count} clients of {@code application} whose requests hold their connection {@code holdMillis} in their transaction. */
        Inserters(Probe application, int count, long holdMillis) {
            clients = Executors.newFixedThreadPool(count);
            for (int i = 0; i < count; i++) {
                clients.execute(() -> {
                    while (running.get()) {
                        String tag = run + "-" + next.incrementAndGet();
                        answers.add(application.post("api/injected/insert?table=" + TX_TABLE + "&tag=" + tag + "&holdMillis=" + holdMillis));
                    }
                });
            }
        }

        /** Waits until {@code count} more requests have answered than when it is called (just after a change). */
        void awaitAnswersAfterTheChange(int count) throws InterruptedException {
            int answeredAtTheChange = answers.size();
            await(() -> answers.size() >= answeredAtTheChange + count, "too few requests after the change");
        }

        /** Lets every client finish its request and stop. */
        void stop() throws InterruptedException {
            running.set(false);
            clients.shutdown();
            assertTrue(clients.awaitTermination(60, TimeUnit.SECONDS), "the clients did not stop within 60 s");
        }

        long committedRows() throws SQLException {
            return Databases.postgres().scalar("SELECT count(*) FROM " + TX_TABLE + " WHERE tag LIKE ?", run + "-%");
        }

        @Override
        public void close() {
            running.set(false);
            clients.shutdownNow();
        }
    }

    /** The server processes of the shared PostgreSQL serving TX_POOL's physical connections. */
    private static Set<Long> backends() {
        return backendsWhere("");
    }

    /** TX_POOL's backends whose transaction is open with no statement running. */
    private static Set<Long> idleInTransaction() {
        return backendsWhere(" AND state LIKE 'idle in transaction%'");
    }

    private static Set<Long> backendsWhere(String condition) {
        try (Connection c = Databases.postgres().connect();
             PreparedStatement query = c.prepareStatement("SELECT pid FROM pg_stat_activity WHERE application_name = ?" + condition)) {
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

    /** What pg_stat_activity shows of these backends: state, transaction age, last statement. */
    private static String activity(Set<Long> pids) {
        try (Connection c = Databases.postgres().connect();
             PreparedStatement query = c.prepareStatement("SELECT pid, state, now() - xact_start, query FROM pg_stat_activity"
                     + " WHERE pid = ANY (?)")) {
            query.setArray(1, c.createArrayOf("int4", pids.toArray()));
            StringBuilder rows = new StringBuilder();
            try (ResultSet rs = query.executeQuery()) {
                while (rs.next()) {
                    rows.append("\n  ").append(rs.getLong(1)).append(' ').append(rs.getString(2)).append(", transaction open ")
                            .append(rs.getString(3)).append(": ").append(rs.getString(4));
                }
            }
            return rows.toString();
        } catch (SQLException e) {
            return pids + " (pg_stat_activity unreadable: " + e.getMessage() + ")";
        }
    }

    /** The server log's lines from Weir's classes (with the line after each, the message) since the log had {@code offset} bytes. */
    private static String weirLinesSince(long offset) {
        try {
            List<String> lines = PayaraDomain.shared().serverLogSince(offset).lines().toList();
            StringBuilder weir = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains("[io.weir.") && i + 1 < lines.size()) {
                    weir.append(lines.get(i), 0, Math.min(lines.get(i).length(), 120)).append(" ").append(lines.get(i + 1)).append('\n');
                }
            }
            return weir.toString();
        } catch (IOException | InterruptedException e) {
            return "(the server log is unreadable: " + e + ")";
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
                while (running.get()) answers.add(queries.get("api/injected/query?holdMillis=50"));
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
            assertNoFailureFromWeir(answers);
        } finally {
            running.set(false);
            clients.shutdownNow();
        }
    }

    /**
     * Payara destroys the managed connections in use when it rebuilds the pool, so a request running then may find
     * its JDBC objects closed under it (FacadeClosedException), and Payara's own pool manager may fail an allocation
     * while it swaps its pools (a NullPointerException on the absent pool, a ConcurrentModificationException in its
     * listeners, or a failed lookup of the data source that a new bean instance's {@code @Resource} injects); a
     * failure that Weir raises (its classes, or its messages, naming a pool, a PoolName or its configuration) is a
     * bug. Weir's classes are those of the product's packages: the test applications' own packages start with
     * io.weir too, and Payara's messages name them (the injection's JNDI name holds the bean's class name).
     */
    private static void assertNoFailureFromWeir(List<Properties> answers) {
        for (Properties answer : answers) {
            if ("true".equals(answer.getProperty("failed"))) {
                String causes = answer.getProperty("causes").replace("io.weir.pool.internal.jdbc.FacadeClosedException", "");
                assertFalse(causes.contains("io.weir.pool.") || causes.contains("io.weir.rar.") || causes.contains("Weir pool") || causes.contains("PoolName=")
                        || causes.contains("Weir config"), "a failure from Weir while Payara rebuilt the pool: " + answer);
            }
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
        await(condition, failure, () -> "");
    }

    /** Waits 30 s at most for {@code condition}; a failure's message ends with {@code details}, read then. */
    private static void await(BooleanSupplier condition, String failure, Supplier<String> details) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) throw new AssertionError(failure + " after 30 s" + details.get());
            Thread.sleep(100);
        }
    }
}
