package io.weir.benchmarks.pools;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import io.weir.testsupport.PgBouncer;
import io.weir.testsupport.PoolerWorkload;

import javax.sql.DataSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntSupplier;

/**
 * The pools behind a real PgBouncer in transaction mode, as a user first tries them: 8 threads on a pool of 4,
 * PgBouncer lending 2 server sessions, the driver's defaults, the {@link PoolerWorkload} (repeated prepared
 * statements, commits, rollbacks, SET LOCAL, temporary tables, client info). Each arm gets a PgBouncer of its own,
 * and the arms take turns in every round. Prints a Markdown table: operations, errors by SQLState, anomalies
 * (rows lost or committed against the client's record, state seen across borrowers) and connections still lent
 * after the run. Needs PostgreSQL on 127.0.0.1:5432 and Debian's pgbouncer.
 * <p>
 * {@code java -cp benchmarks/target/weir-benchmarks.jar io.weir.benchmarks.pools.PoolerComparison [seconds] [rounds]}
 */
public final class PoolerComparison {
    private static final int THREADS = 8;
    private static final int POOL_SIZE = 4;
    private static final int SERVER_SESSIONS = 2;

    /** One way to run a pool behind the pooler: its name and how to start it on a URL. */
    private record Arm(String name, Starter starter) {
    }

    @FunctionalInterface
    private interface Starter {
        Started start(String jdbcUrl) throws Exception;
    }

    /** A started pool, with how many of its connections are lent now. */
    private record Started(DataSource dataSource, IntSupplier active, AutoCloseable stop) {
    }

    private PoolerComparison() {
    }

    public static void main(String[] args) throws Exception {
        Duration each = Duration.ofSeconds(args.length > 0 ? Long.parseLong(args[0]) : 10);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        Database postgres = Databases.postgresUnchecked();
        List<Arm> arms = List.of(
                new Arm("Weir, defaults (transactionPooler=auto)", url -> weir(url, "auto")),
                new Arm("Weir, transactionPooler=none", url -> weir(url, "none")),
                new Arm("HikariCP, defaults", PoolerComparison::hikari),
                new Arm("HikariCP, prepareThreshold=0 in the URL", url -> hikari(url + "&prepareThreshold=0")));
        StringBuilder table = new StringBuilder("| pool | round | operations | errors | errors by SQLState | anomalies: rows"
                + " | server session | JDBC state at borrow | lent after the run |\n|---|--:|--:|--:|---|--:|--:|--:|--:|\n");
        List<String> examples = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (Arm arm : arms) {
                try (PgBouncer bouncer = PgBouncer.start(postgres, PgBouncer.Mode.TRANSACTION, SERVER_SESSIONS)) {
                    Started pool = arm.starter.start(bouncer.jdbcUrl() + "?user=" + postgres.user());
                    PoolerWorkload.Result r;
                    int lent;
                    try {
                        r = PoolerWorkload.run(pool.dataSource(), postgres, THREADS, each);
                        lent = pool.active().getAsInt();
                    } finally {
                        pool.stop().close();
                    }
                    table.append("| ").append(arm.name).append(" | ").append(round).append(" | ").append(r.operations())
                            .append(" | ").append(r.errorCount()).append(" | ").append(sqlStates(r.errors()))
                            .append(" | ").append(r.anomalies(PoolerWorkload.Anomaly.ROWS).size())
                            .append(" | ").append(r.anomalies(PoolerWorkload.Anomaly.SESSION).size())
                            .append(" | ").append(r.anomalies(PoolerWorkload.Anomaly.JDBC_STATE).size())
                            .append(" | ").append(lent).append(" |\n");
                    for (PoolerWorkload.Anomaly kind : PoolerWorkload.Anomaly.values()) {
                        if (!r.anomalies(kind).isEmpty() && round == 1) examples.add(arm.name + ": " + r.anomalies(kind).get(0));
                    }
                    System.err.println(arm.name + ", round " + round + ": " + r);
                }
            }
        }
        System.out.println(THREADS + " threads, a pool of " + POOL_SIZE + ", PgBouncer in pool_mode=transaction with default_pool_size="
                + SERVER_SESSIONS + ", " + each.toSeconds() + " s per run, pgjdbc " + org.postgresql.util.DriverInfo.DRIVER_VERSION
                + " with its defaults\n");
        System.out.print(table);
        if (!examples.isEmpty()) {
            System.out.println("\nIn the first round, an anomaly of each kind that each arm had:\n");
            for (String e : examples) System.out.println("- " + e);
        }
    }

    private static String sqlStates(Map<String, Long> errors) {
        if (errors.isEmpty()) return "";
        StringBuilder s = new StringBuilder();
        new TreeMap<>(errors).forEach((state, n) -> s.append(s.length() == 0 ? "" : ", ").append(state).append(": ").append(n));
        return s.toString();
    }

    private static Started weir(String url, String transactionPooler) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(url);
        c.setMaximumPoolSize(POOL_SIZE);
        c.setTransactionPooler(transactionPooler);
        WeirDataSource ds = new WeirDataSource(c);
        return new Started(ds, () -> ds.getPoolMXBean().getActiveConnections(), ds);
    }

    private static Started hikari(String url) {
        com.zaxxer.hikari.HikariConfig c = new com.zaxxer.hikari.HikariConfig();
        c.setJdbcUrl(url);
        c.setMaximumPoolSize(POOL_SIZE);
        com.zaxxer.hikari.HikariDataSource ds = new com.zaxxer.hikari.HikariDataSource(c);
        return new Started(ds, () -> ds.getHikariPoolMXBean().getActiveConnections(), ds);
    }
}
