package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.TestFiles;
import io.weir.testsupport.Database;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * One Payara domain for the whole suite: created fresh, started, configured with
 * examples/payara/configure-weir.asadmin (run by asadmin, unchanged) after deploying weir-rar.rar,
 * then the probe application deployed. Stopped when the test run ends. Tests that kill or restart
 * their server create a throw-away domain of their own ({@link #throwAway}).
 */
public final class PayaraDomain implements BeforeAllCallback, ExtensionContext.Store.CloseableResource {
    static final int PORT_BASE = Integer.getInteger("payara.portbase", 20000);
    static final int ADMIN_PORT = PORT_BASE + 48;
    static final int HTTP_PORT = PORT_BASE + 80;
    /** The admin-service's system JMX connector. */
    static final int JMX_PORT = PORT_BASE + 86;
    private static final String DOMAIN = "weir";

    private static volatile PayaraDomain shared;

    private Asadmin asadmin;
    private Path domains;
    private String name = DOMAIN;
    private int portBase = PORT_BASE;
    private boolean started;

    /** For @ExtendWith: starts the shared domain before the first test class that needs it. */
    public PayaraDomain() {
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(PayaraDomain.class, key -> startShared(), PayaraDomain.class);
    }

    public static Probe probe() {
        return new Probe(URI.create("http://localhost:" + HTTP_PORT + "/weir-probe/"));
    }

    /** The shared domain, once a test class extended with it has started it. */
    static PayaraDomain shared() {
        return shared;
    }

    /** The domain's configuration file. */
    static Path domainXml() {
        return Path.of(System.getProperty("payara.domains.dir")).resolve(DOMAIN).resolve("config/domain.xml");
    }

    Asadmin asadmin() {
        return asadmin;
    }

    private static PayaraDomain startShared() {
        PayaraDomain domain = new PayaraDomain();
        domain.start();
        shared = domain;
        return domain;
    }

    /**
     * A new domain of a test's own, in its own folder under the build's, on its own port base, with the
     * adapter deployed and the database drivers in place; the caller configures the rest and closes it.
     */
    static PayaraDomain throwAway(String name, int portBase) {
        PayaraDomain domain = startedEmpty(name, portBase);
        domain.admin("deploy", TestFiles.weirRar().toString());
        return domain;
    }

    /** Like {@link #throwAway}, but nothing deployed yet: the caller deploys to the targets it makes. */
    static PayaraDomain startedEmpty(String name, int portBase) {
        PayaraDomain domain = new PayaraDomain();
        domain.name = name;
        domain.portBase = portBase;
        domain.create(Path.of(System.getProperty("payara.domains.dir")).resolveSibling("payara-" + name));
        domain.startDomain();
        return domain;
    }

    String name() {
        return name;
    }

    private void start() {
        create(Path.of(System.getProperty("payara.domains.dir")));
        startDomain();
        try {
            admin("deploy", TestFiles.weirRar().toString());
            admin("multimode", "--file", TestFiles.examples().resolve("payara/configure-weir.asadmin").toString());
            admin("multimode", "--file", Path.of(PayaraDomain.class.getResource("/payara/test-definitions.asadmin").toURI()).toString());
            admin("deploy", "--contextroot", "weir-probe", TestFiles.probeWar().toString());
        } catch (RuntimeException | java.net.URISyntaxException e) {
            close();
            throw new IllegalStateException("cannot set up the Payara domain", e);
        }
    }

    private void create(Path domainsDir) {
        asadmin = new Asadmin(TestFiles.existing("payara.home"));
        domains = domainsDir;
        if (Files.isDirectory(domains.resolve(name))) {
            stopLeftOverDomain();
        }
        TestFiles.deleteRecursively(domains);
        asadmin.run("create-domain", "--nopassword=true", "--portbase", Integer.toString(portBase), "--domaindir", domains.toString(), name);
        try {
            // the domain's lib/ is on the common class path: the MariaDB and PostgreSQL drivers (H2 is there already)
            Files.copy(TestFiles.existing("weir.mariadb.jar"), domains.resolve(name).resolve("lib/mariadb-java-client.jar"));
            Files.copy(TestFiles.existing("weir.postgres.jar"), domains.resolve(name).resolve("lib/postgresql.jar"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stops and starts the domain (asadmin's restart-domain would start the installation's default domain instead). */
    void restart() {
        asadmin.run("stop-domain", "--domaindir", domains.toString(), name);
        startDomain();
    }

    /** Starts the domain, also again after it died. */
    void startDomain() {
        asadmin.run("start-domain", "--domaindir", domains.toString(), name);
        started = true;
    }

    /** The domain's server process, unless it has ended already. */
    java.util.Optional<ProcessHandle> process() {
        try {
            return ProcessHandle.of(Long.parseLong(Files.readString(domains.resolve(name).resolve("config/pid")).trim()));
        } catch (IOException e) {
            throw new UncheckedIOException("domain " + name + " has no pid file", e);
        }
    }

    /** Deploys an application (io.weir.it.Applications), replacing an earlier copy; its name is its context root. */
    Probe deploy(WebArchive application) {
        return probe(deployTo("server", application));
    }

    /** {@link #deploy} to {@code target} (an instance, a deployment group); returns the context root. */
    String deployTo(String target, WebArchive application) {
        String name = application.getName().replaceFirst("\\.war$", "");
        admin("deploy", "--force=true", "--target", target, "--contextroot", name,
                Applications.export(application, domains.resolveSibling("applications")).toString());
        return name;
    }

    Probe probe(String contextRoot) {
        return new Probe(URI.create("http://localhost:" + (portBase + 80) + "/" + contextRoot + "/"));
    }

    Path serverLog() {
        return domains.resolve(name).resolve("logs/server.log");
    }

    /** The server log's length now, to read what is logged from here on ({@link #serverLogSince}). */
    long serverLogSize() throws IOException {
        return Files.size(serverLog());
    }

    /**
     * What the server logged since its log had {@code offset} bytes (all of it if the log was rotated since), after
     * a moment for Payara's log writer, which writes behind the requests, to catch up.
     */
    String serverLogSince(long offset) throws IOException, InterruptedException {
        Thread.sleep(1_000);
        Path log = serverLog();
        try (InputStream in = Files.newInputStream(log)) {
            in.skipNBytes(Files.size(log) < offset ? 0 : offset);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * A pool of the Weir adapter, {@code name + "Pool"}, whose PoolName is {@code name}, and its resource at {@code jndi};
     * {@code properties} follow PoolName in asadmin's colon-separated form.
     */
    void createWeirPool(String name, String jndi, String transactionSupport, int maxPoolSize, String properties) {
        createWeirPool(name, jndi, transactionSupport, maxPoolSize, properties, "server");
    }

    /** {@link #createWeirPool(String, String, String, int, String)} with its resource on {@code target} (an instance, a deployment group). */
    void createWeirPool(String name, String jndi, String transactionSupport, int maxPoolSize, String properties, String target) {
        admin("create-connector-connection-pool", "--raname", "weir-rar", "--connectiondefinition", "javax.sql.DataSource",
                "--transactionsupport", transactionSupport, "--steadypoolsize", "0", "--maxpoolsize", Integer.toString(maxPoolSize),
                "--property", "PoolName=" + name + ":" + properties, name + "Pool");
        admin("create-connector-resource", "--poolname", name + "Pool", "--target", target, jndi);
    }

    /** Undoes {@link #createWeirPool}. */
    void deleteWeirPool(String name, String jndi) {
        admin("delete-connector-resource", jndi);
        admin("delete-connector-connection-pool", name + "Pool");
    }

    /** Undoes {@link #createWeirPool}, then drops the table of {@code database} that the pool's tests wrote, whatever happened. */
    void deleteWeirPoolAndTable(String name, String jndi, Database database, String table) throws SQLException {
        try {
            deleteWeirPool(name, jndi);
        } finally {
            database.execute("DROP TABLE IF EXISTS " + table);
        }
    }

    /** An asadmin command against this domain's admin port. */
    String admin(String... arguments) {
        String[] withPort = new String[arguments.length + 2];
        withPort[0] = "--port";
        withPort[1] = Integer.toString(portBase + 48);
        System.arraycopy(arguments, 0, withPort, 2, arguments.length);
        return asadmin.run(withPort);
    }

    /**
     * {@code asadmin create-password-alias}, the password given the way asadmin takes it without a prompt: in
     * a password file, written for the command and deleted after it.
     */
    void createPasswordAlias(String alias, String password) {
        try {
            Path passwordFile = Files.createTempFile("weir-alias", ".txt");
            try {
                Files.writeString(passwordFile, "AS_ADMIN_ALIASPASSWORD=" + password + "\n");
                admin("--passwordfile", passwordFile.toString(), "create-password-alias", alias);
            } finally {
                Files.delete(passwordFile);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A run that was killed may have left its domain running, holding the ports. */
    private void stopLeftOverDomain() {
        try {
            asadmin.run("stop-domain", "--domaindir", domains.toString(), name);
        } catch (IllegalStateException notRunning) {
            // the usual case: it was stopped
        }
    }

    @Override
    public void close() {
        if (started) {
            started = false;
            asadmin.run("stop-domain", "--domaindir", domains.toString(), name);
        }
    }
}
