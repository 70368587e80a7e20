package io.weir.it.payara;

import io.weir.it.contract.KilledBeforeFirstStatementContract;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** {@link KilledBeforeFirstStatementContract} on Payara, over the pool WeirKilled. */
class KilledBeforeFirstStatementOnPayaraIT extends ProbeOnPayara implements KilledBeforeFirstStatementContract {
    private static final String POOL = "WeirKilled";
    private static final String JNDI = "jdbc/" + POOL;

    @BeforeAll
    static void createTableAndPool() throws Exception {
        Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag text)");
        PayaraDomain.shared().createWeirPool(POOL, JNDI, "LocalTransaction", 10,
                "JdbcUrl=jdbc\\:postgresql\\://127.0.0.1\\:5432/test?ApplicationName\\=" + APPLICATION_NAME
                        + ":DriverClassName=org.postgresql.Driver:Username=postgres:MaximumPoolSize=3:MinimumIdle=3"
                        + ":AliveBypassWindow=600000:ConnectionTimeout=5000");
    }

    @AfterAll
    static void dropThem() throws Exception {
        PayaraDomain.shared().deleteWeirPoolAndTable(POOL, JNDI, Databases.postgres(), TABLE);
    }

    @Override
    public String jndi() {
        return JNDI;
    }
}
