package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.TransactionPoolerContract;
import io.weir.testsupport.Databases;
import io.weir.testsupport.PgBouncer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * {@link TransactionPoolerContract} on Payara (EclipseLink for JPA), over the pool WeirPooler, into which the
 * application deploys.
 */
class TransactionPoolerOnPayaraIT extends ProbeOnPayara implements TransactionPoolerContract {
    private static final String JNDI = "jdbc/" + POOL;
    private static final String APPLICATION = "weir-pooler";
    private static PgBouncer bouncer;
    private static long logBefore;
    private static Probe application;

    @BeforeAll
    static void startPgBouncerThenCreateTablePoolAndApplication() throws Exception {
        bouncer = TransactionPoolerContract.startPgBouncer();
        logBefore = PayaraDomain.shared().serverLogSize();
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag text)");
        // asadmin's --property separates with ':' and assigns with '=': both are escaped inside a value
        PayaraDomain.shared().createWeirPool(POOL, JNDI, "LocalTransaction", 100,
                "JdbcUrl=" + bouncer.jdbcUrl().replace(":", "\\:") + "?ApplicationName\\=" + APPLICATION_NAME
                        + ":DriverClassName=org.postgresql.Driver:Username=postgres:MaximumPoolSize=" + MAXIMUM_POOL_SIZE
                        + ":RegisterMbeans=true");
        application = PayaraDomain.shared().deploy(Applications.jpaAndInjected(APPLICATION, JNDI));
    }

    @AfterAll
    static void dropThemAndStopPgBouncer() throws Exception {
        try {
            PayaraDomain.shared().admin("undeploy", APPLICATION);
            PayaraDomain.shared().deleteWeirPool(POOL, JNDI);
        } finally {
            try {
                Databases.postgres().execute("DROP TABLE IF EXISTS " + TABLE);
            } finally {
                if (bouncer != null) bouncer.close();
            }
        }
    }

    @Override
    public Probe application() {
        return application;
    }

    @Override
    public String serverLog() throws Exception {
        return PayaraDomain.shared().serverLogSince(logBefore);
    }
}
