package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.XaCrashRecoveryContract;
import io.weir.testsupport.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.util.concurrent.TimeUnit;

/**
 * Payara's automatic transaction recovery at start-up, on a domain of the test's own (500 port numbers
 * above the suite's). Its xa-servername names this run's XIDs: by default every domain on a host writes
 * the host's name.
 */
class XaCrashRecoveryOnPayaraIT extends XaCrashRecoveryContract {
    private static PayaraDomain domain;
    private static Probe application;

    @BeforeAll
    static void startDomain() {
        domain = PayaraDomain.throwAway("weir-crash", PayaraDomain.PORT_BASE + 500);
        definition("CrashPg", "org.postgresql.xa.PGXADataSource", postgres());
        definition("CrashMaria", "org.mariadb.jdbc.MariaDbDataSource", mariadb());
        domain.admin("set", "configs.config.server-config.transaction-service.automatic-recovery=true");
        domain.admin("set", "configs.config.server-config.transaction-service.property.xa-servername=" + SERVER_NAME);
        // xa-servername is read when the transaction service starts
        domain.restart();
        application = domain.deploy(Applications.crash("jdbc/CrashPg", "jdbc/CrashMaria"));
    }

    /** Recovery opens its connections with the pool's own user. */
    private static void definition(String name, String xaDataSource, Database db) {
        domain.createWeirPool(name, "jdbc/" + name, "XATransaction", 5,
                "XaDataSourceClassName=" + xaDataSource + ":DataSourceProperties=url\\=" + db.jdbcUrl().replace(":", "\\:")
                        + ":Username=" + db.user() + ":Password=" + db.password() + ":MaximumPoolSize=5:MinimumIdle=0");
    }

    @AfterAll
    static void stopDomain() {
        if (domain != null) {
            domain.close();
        }
    }

    @Override
    protected Probe crashApplication() {
        return application;
    }

    @Override
    protected void awaitServerDeath() throws Exception {
        java.util.Optional<ProcessHandle> server = domain.process();
        if (server.isPresent()) {
            server.get().onExit().get(60, TimeUnit.SECONDS);
        }
    }

    @Override
    protected void restartServer() {
        domain.startDomain();
    }
}
