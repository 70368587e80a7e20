package io.weir.it.wildfly;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import io.weir.it.contract.XaCrashRecoveryContract;
import io.weir.testsupport.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Narayana's recovery through the connection definitions' recovery credentials, on a WildFly of the
 * test's own (next to the suite's, 50 port numbers up). The node identifier names this run's XIDs;
 * periodic recovery runs every 5 s instead of every 2 minutes, so that the test stays short.
 */
class XaCrashRecoveryOnWildFlyIT extends XaCrashRecoveryContract {
    private static final int PORT_OFFSET = Integer.getInteger("wildfly.port.offset", 100) + 50;

    private static ThrowAwayWildFly server;

    @BeforeAll
    static void startServer() throws Exception {
        server = new ThrowAwayWildFly("wildfly-crash", PORT_OFFSET, "-Djboss.tx.node.id=" + SERVER_NAME,
                "-DRecoveryEnvironmentBean.periodicRecoveryPeriod=5", "-DRecoveryEnvironmentBean.recoveryBackoffPeriod=1");
        server.start();
        Path script = Files.createTempFile("weir-crash", ".cli");
        try {
            Files.writeString(script, configuration());
            server.cli(script);
        } finally {
            Files.delete(script);
        }
    }

    /** Two XA definitions with recovery credentials, the adapter and the crash application. */
    private static String configuration() {
        Path home = TestFiles.existing("jboss.home");
        StringBuilder cli = new StringBuilder();
        // the modules live in the installation, shared with the suite's server, which may have added them already
        if (!Files.exists(home.resolve("modules/org/postgresql"))) {
            cli.append("module add --name=org.postgresql --resources=").append(TestFiles.existing("weir.postgres.jar").toAbsolutePath())
                    .append(" --dependencies=java.sql,java.transaction.xa,java.naming,java.management,java.logging,java.security.jgss\n");
        }
        if (!Files.exists(home.resolve("modules/org/mariadb"))) {
            cli.append("module add --name=org.mariadb.jdbc --resources=").append(TestFiles.existing("weir.mariadb.jar").toAbsolutePath())
                    .append(" --dependencies=java.sql,java.transaction.xa,java.naming,java.management,java.logging\n");
        }
        cli.append("batch\n")
                .append("/subsystem=ee:list-add(name=global-modules, value={name=org.postgresql})\n")
                .append("/subsystem=ee:list-add(name=global-modules, value={name=org.mariadb.jdbc})\n")
                .append("/subsystem=resource-adapters/resource-adapter=weir-crash:add(archive=weir-rar.rar, transaction-support=XATransaction)\n");
        definition(cli, "CrashPg", "org.postgresql.xa.PGXADataSource", postgres());
        definition(cli, "CrashMaria", "org.mariadb.jdbc.MariaDbDataSource", mariadb());
        cli.append("run-batch\n")
                .append("deploy ").append(TestFiles.weirRar().toAbsolutePath()).append('\n')
                .append("deploy ").append(Applications.export(Applications.crash("java:/jdbc/CrashPg", "java:/jdbc/CrashMaria"),
                        TestFiles.existing("jboss.home").getParent().resolve("applications")).toAbsolutePath()).append('\n');
        return cli.toString();
    }

    /** A definition whose recovery credentials are the same user as its connections'. */
    private static void definition(StringBuilder cli, String name, String xaDataSource, Database db) {
        String address = "/subsystem=resource-adapters/resource-adapter=weir-crash/connection-definitions=" + name;
        cli.append(address).append(":add(class-name=io.weir.rar.WeirManagedConnectionFactory, jndi-name=java:/jdbc/").append(name)
                .append(", min-pool-size=0, max-pool-size=5, pool-prefill=false, recovery-username=").append(db.user())
                .append(", recovery-password=").append(db.password()).append(")\n");
        String[][] properties = {{"PoolName", name}, {"XaDataSourceClassName", xaDataSource}, {"DataSourceProperties", "url=" + db.jdbcUrl()},
                {"Username", db.user()}, {"Password", db.password()}, {"MaximumPoolSize", "5"}, {"MinimumIdle", "0"}};
        for (String[] property : properties) {
            cli.append(address).append("/config-properties=").append(property[0]).append(":add(value=\"").append(property[1]).append("\")\n");
        }
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @Override
    protected Probe crashApplication() {
        return new Probe(server.http().resolve(Applications.CRASH + "/"));
    }

    @Override
    protected void awaitServerDeath() throws InterruptedException {
        server.awaitExit(Duration.ofSeconds(60));
    }

    @Override
    protected void restartServer() throws InterruptedException {
        server.start();
    }
}
