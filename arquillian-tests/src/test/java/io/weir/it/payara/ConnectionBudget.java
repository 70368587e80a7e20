package io.weir.it.payara;

import io.weir.testsupport.ScratchPostgres;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The deployment group's connection budget: a PostgreSQL of the tests' own that logs every connect, a role
 * whose CONNECTION LIMIT is smaller than the group's pools want, and the pool definition WeirBudget over it
 * (MaximumPoolSize 4 on each instance, MinimumIdle from each instance's weir.budget.min-idle, each
 * instance's connections named after it in pg_stat_activity). The role admits no connection until the scenario
 * {@link #open}s it: a pool that keeps idle connections starts as the instance first looks up its resource, and
 * the scenario decides which instance takes its connections first.
 */
final class ConnectionBudget {
    static final String POOL = "WeirBudget";
    static final String JNDI = "jdbc/" + POOL;
    /** The application (io.weir.injected) that takes its connections from WeirBudget injected, and its context root. */
    static final String APPLICATION = "weir-budget";
    static final String ROLE = "weir_budget";
    static final int LIMIT = 6;
    static final int MAXIMUM_POOL_SIZE = 4;
    /** Long enough for a connect on a busy machine: a connect that takes longer is abandoned, and is no refusal. */
    static final long CONNECTION_TIMEOUT_MILLIS = 5_000;

    private ConnectionBudget() {
    }

    /** Lets the role open up to {@link #LIMIT} connections. */
    static void open(ScratchPostgres postgres) throws SQLException {
        try (Connection c = postgres.database().connect(); Statement s = c.createStatement()) {
            s.execute("ALTER ROLE " + ROLE + " CONNECTION LIMIT " + LIMIT);
        }
    }

    static ScratchPostgres createDatabaseAndPool(PayaraDomain das) {
        ScratchPostgres postgres = ScratchPostgres.start("weir-budget-admin", "log_connections=on", "log_disconnections=on");
        try (Connection c = postgres.database().connect(); Statement s = c.createStatement()) {
            s.execute("CREATE ROLE " + ROLE + " LOGIN PASSWORD 'weir-budget-secret' CONNECTION LIMIT 0");
            das.createWeirPool(POOL, JNDI, "LocalTransaction", 100,
                    "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:" + postgres.database().port()
                            + "/postgres?ApplicationName\\=${com.sun.aas.instanceName}:DriverClassName=org.postgresql.Driver"
                            + ":Username=" + ROLE + ":Password=weir-budget-secret:MaximumPoolSize=" + MAXIMUM_POOL_SIZE
                            + ":MinimumIdle=${weir.budget.min-idle}:IdleTimeout=2000:ConnectionTimeout=" + CONNECTION_TIMEOUT_MILLIS
                            + ":RegisterMbeans=true", PayaraGroup.GROUP);
            return postgres;
        } catch (SQLException | RuntimeException e) {
            postgres.close();
            throw new IllegalStateException("cannot set up the connection budget's database and pool", e);
        }
    }
}
