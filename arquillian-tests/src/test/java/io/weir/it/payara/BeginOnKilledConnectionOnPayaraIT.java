package io.weir.it.payara;

import io.weir.it.contract.BeginOnKilledConnectionContract;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** {@link BeginOnKilledConnectionContract} on Payara, over the pool WeirMariaKilled. */
class BeginOnKilledConnectionOnPayaraIT extends ProbeOnPayara implements BeginOnKilledConnectionContract {
    private static final String POOL = "WeirMariaKilled";
    private static final String JNDI = "jdbc/" + POOL;

    @BeforeAll
    static void createTableAndPool() throws Exception {
        Databases.mariadb().execute("CREATE TABLE IF NOT EXISTS " + TABLE + " (tag varchar(64))");
        PayaraDomain.shared().createWeirPool(POOL, JNDI, "LocalTransaction", 10,
                "JdbcUrl=jdbc\\:mariadb\\://127.0.0.1\\:3306/test:DriverClassName=org.mariadb.jdbc.Driver:Username=root"
                        + ":MaximumPoolSize=1:AliveBypassWindow=600000");
    }

    @AfterAll
    static void dropThem() throws Exception {
        PayaraDomain.shared().deleteWeirPoolAndTable(POOL, JNDI, Databases.mariadb(), TABLE);
    }

    @Override
    public String jndi() {
        return JNDI;
    }
}
