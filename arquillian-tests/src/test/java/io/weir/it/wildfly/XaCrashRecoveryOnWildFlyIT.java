package io.weir.it.wildfly;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import io.weir.it.contract.XaCrashRecoveryContract;
import io.weir.testsupport.Await;
import io.weir.testsupport.Database;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Narayana's recovery through the connection definitions' recovery credentials, on a WildFly of the
 * test's own (next to the suite's, 50 port numbers up). The node identifier names this run's XIDs;
 * periodic recovery runs every 5 s instead of every 2 minutes, so that the test stays short.
 */
class XaCrashRecoveryOnWildFlyIT extends XaCrashRecoveryContract {
    private static final int PORT_OFFSET = Integer.getInteger("wildfly.port.offset", 100) + 50;
    private static final String POSTGRES_DEFINITION = "/subsystem=resource-adapters/resource-adapter=weir-crash/connection-definitions=CrashPg";
    /** A PostgreSQL role that may log in and list prepared transactions, but not finish one that postgres prepared. */
    private static final String UNPRIVILEGED = "weir_recovery_norights";
    private static final String UNPRIVILEGED_PASSWORD = "weir-norights-secret";
    private static final long RECOVERY_TIMEOUT_MS = 240_000;

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

    /**
     * Recovery credentials that cannot commit the prepared branch: one error from Weir names the user and the
     * missing right, the branch stays prepared through later recovery passes, and once the administrator
     * sets a user that may finish it (write-attribute and reload, as WildFly asks) recovery commits it.
     */
    @Test
    void aRecoveryUserWithoutTheRightToFinishPreparedTransactionsGetsOneClearErrorAndTheBranchWaitsForTheFix() throws Exception {
        try (Connection c = postgres().connect(); Statement s = c.createStatement()) {
            s.execute("CREATE ROLE " + UNPRIVILEGED + " LOGIN PASSWORD '" + UNPRIVILEGED_PASSWORD + "'");
        }
        setPostgresRecoveryCredentials(UNPRIVILEGED, UNPRIVILEGED_PASSWORD);
        String tag;
        List<String> errors;
        try {
            tag = haltInTheCommit();
            assertEquals(1, postgresInDoubt(), "PostgreSQL's branch must be prepared, not committed");
            restartServer();

            Await.until("an error from Weir for the recovery user", RECOVERY_TIMEOUT_MS, () -> !weirErrors().isEmpty());
            // MariaDB's recovery user may finish its branch: recovery went on with PostgreSQL's in doubt
            Await.until("recovery commits MariaDB's row", RECOVERY_TIMEOUT_MS, () -> rows(mariadb(), tag) == 1);
            Thread.sleep(12_000); // two more recovery passes, each trying PostgreSQL's branch again
            errors = weirErrors();
            assertEquals(1, postgresInDoubt(), "the branch the recovery user could not finish must stay prepared");
            assertEquals(0, rows(postgres(), tag));
        } finally {
            setPostgresRecoveryCredentials(postgres().user(), postgres().password());
            server.reload();
        }
        assertEquals(1, errors.size(), "one error, not one per recovery pass: " + errors);
        String error = errors.get(0);
        assertTrue(error.contains("recovery user " + UNPRIVILEGED) && error.contains("lacks the right to finish (commit) prepared transactions"),
                error);
        assertFalse(Files.readString(server.serverLog()).contains(UNPRIVILEGED_PASSWORD), "the server log shows the recovery password");

        Await.until("recovery with the fixed credentials resolves PostgreSQL's branch", RECOVERY_TIMEOUT_MS, () -> postgresInDoubt() == 0);
        assertEquals(1, rows(postgres(), tag), "recovery must commit PostgreSQL's row once the credentials are fixed");
    }

    /** Written to the configuration; they take effect at the next start or reload. */
    private static void setPostgresRecoveryCredentials(String user, String password) {
        JBossCli.runCommand(server.managementPort(), POSTGRES_DEFINITION + ":write-attribute(name=recovery-username, value=" + user + ")");
        JBossCli.runCommand(server.managementPort(), POSTGRES_DEFINITION + ":write-attribute(name=recovery-password, value=" + password + ")");
    }

    /** The server log's ERROR lines from Weir's XA resource. */
    private static List<String> weirErrors() throws IOException {
        return Files.readAllLines(server.serverLog()).stream()
                .filter(line -> line.contains(" ERROR ") && line.contains("[io.weir.rar.WeirXAResource]")).toList();
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
