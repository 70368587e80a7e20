package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.KilledUnderLoadContract;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@link KilledUnderLoadContract} on Payara, over the pool WeirUnderLoad, into which io.weir.injected deploys. */
@ExtendWith(PayaraDomain.class)
class KilledUnderLoadOnPayaraIT implements KilledUnderLoadContract {
    private static final String POOL = "WeirUnderLoad";
    private static final String JNDI = "jdbc/" + POOL;
    private static final String APPLICATION = "weir-under-load";
    private static Probe application;

    @BeforeAll
    static void createTablePoolAndApplication() throws Exception {
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag text)");
        PayaraDomain.shared().createWeirPool(POOL, JNDI, "LocalTransaction", 100,
                "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:5432/test?ApplicationName\\=" + APPLICATION_NAME
                        + ":DriverClassName=org.postgresql.Driver:Username=postgres");
        application = PayaraDomain.shared().deploy(Applications.injected(APPLICATION, JNDI));
    }

    @AfterAll
    static void dropThem() throws Exception {
        try {
            PayaraDomain.shared().admin("undeploy", APPLICATION);
            PayaraDomain.shared().deleteWeirPool(POOL, JNDI);
        } finally {
            Databases.postgres().execute("DROP TABLE IF EXISTS " + TABLE);
        }
    }

    @Override
    public Probe application() {
        return application;
    }
}
