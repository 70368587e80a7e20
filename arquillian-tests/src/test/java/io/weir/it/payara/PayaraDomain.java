package io.weir.it.payara;

import io.weir.it.Probe;
import io.weir.it.TestFiles;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One Payara domain for the whole suite: created fresh, started, configured with
 * examples/payara/configure-weir.asadmin (run by asadmin, unchanged) after deploying weir-rar.rar,
 * then the probe application deployed. Stopped when the test run ends.
 */
public final class PayaraDomain implements BeforeAllCallback, ExtensionContext.Store.CloseableResource {
    static final int PORT_BASE = Integer.getInteger("payara.portbase", 20000);
    static final int ADMIN_PORT = PORT_BASE + 48;
    static final int HTTP_PORT = PORT_BASE + 80;
    private static final String DOMAIN = "weir";

    private Asadmin asadmin;
    private Path domains;
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

    Asadmin asadmin() {
        return asadmin;
    }

    private static PayaraDomain startShared() {
        PayaraDomain domain = new PayaraDomain();
        domain.start();
        return domain;
    }

    private void start() {
        asadmin = new Asadmin(TestFiles.existing("payara.home"));
        domains = Path.of(System.getProperty("payara.domains.dir"));
        if (Files.isDirectory(domains.resolve(DOMAIN))) {
            stopLeftOverDomain();
        }
        TestFiles.deleteRecursively(domains);
        asadmin.run("create-domain", "--nopassword=true", "--portbase", Integer.toString(PORT_BASE), "--domaindir", domains.toString(), DOMAIN);
        try {
            // the domain's lib/ is on the common class path: the MariaDB driver for WeirXaMaria (H2 is there already)
            Files.copy(TestFiles.existing("weir.mariadb.jar"), domains.resolve(DOMAIN).resolve("lib/mariadb-java-client.jar"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        asadmin.run("start-domain", "--domaindir", domains.toString(), DOMAIN);
        started = true;
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

    /** An asadmin command against this domain's admin port. */
    String admin(String... arguments) {
        String[] withPort = new String[arguments.length + 2];
        withPort[0] = "--port";
        withPort[1] = Integer.toString(ADMIN_PORT);
        System.arraycopy(arguments, 0, withPort, 2, arguments.length);
        return asadmin.run(withPort);
    }

    /** A run that was killed may have left its domain running, holding the ports. */
    private void stopLeftOverDomain() {
        try {
            asadmin.run("stop-domain", "--domaindir", domains.toString(), DOMAIN);
        } catch (IllegalStateException notRunning) {
            // the usual case: it was stopped
        }
    }

    @Override
    public void close() {
        if (started) {
            started = false;
            asadmin.run("stop-domain", "--domaindir", domains.toString(), DOMAIN);
        }
    }
}
