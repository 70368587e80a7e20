package io.weir.it.wildfly.domain;

import io.weir.it.Applications;
import io.weir.it.contract.JpaContract;
import io.weir.it.wildfly.Operations;
import io.weir.testsupport.Await;
import io.weir.testsupport.Databases;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.container.test.api.TargetsContainer;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.container.domain.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Weir in a WildFly managed domain: one profile, one server group of two servers on this host, the RAR and the
 * example WAR deployed once to the group (see {@link WeirDomain}), the JPA application deployed to the group by
 * Arquillian. Each server runs its own pools from the profile's definitions.
 */
@ExtendWith({WeirDomain.class, ArquillianExtension.class})
@RunAsClient
class ManagedDomainIT {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static final Duration SERVER_START = Duration.ofSeconds(900);
    private static final String[] WEIR_DS = {"subsystem", "resource-adapters", "resource-adapter", "weir", "connection-definitions", "WeirDS"};
    /** configure-domain.cli: the group's weir.pool.max, and weir-two's own. */
    private static final int GROUP_MAXIMUM = 15;
    private static final int WEIR_TWO_MAXIMUM = 20;

    @ArquillianResource
    @TargetsContainer("domain")
    ManagementClient management;

    @Deployment(testable = false)
    @TargetsContainer(WeirDomain.GROUP)
    static WebArchive jpaWar() {
        return Applications.jpa("java:/jdbc/WeirPg");
    }

    @BeforeAll
    static void createTable() throws SQLException {
        JpaContract.createTable();
    }

    @Test
    void eachServerServesTheExampleApplicationThroughItsResourceInjectedDataSource() {
        for (GroupServer server : WeirDomain.SERVERS) {
            String text = "written on " + server.name();
            HttpResponse<String> created = send(HttpRequest.newBuilder(server.example("notes"))
                    .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(text)));
            assertEquals(201, created.statusCode(), server.name() + ": " + created.body());
            String id = number(created.body(), "\"id\":(\\d+)");
            HttpResponse<String> read = send(HttpRequest.newBuilder(server.example("notes/" + id)).GET());
            assertEquals(200, read.statusCode(), server.name() + ": " + read.body());
            assertTrue(read.body().contains(text), server.name() + ": " + read.body());
        }
    }

    @Test
    void eachServerServesJpaRequests() {
        for (GroupServer server : WeirDomain.SERVERS) {
            String tag = UUID.randomUUID().toString();
            String id = server.jpa().post("api/notes/" + tag + "/" + server.name()).getProperty("id");
            Properties read = server.jpa().get("api/notes/" + id);
            assertEquals("true", read.getProperty("found"), server.name() + ": " + read);
            assertEquals(server.name(), read.getProperty("body"), server.name() + ": " + read);
        }
    }

    /**
     * Both servers run WeirPg from the one definition in the profile, each opening its own physical connections:
     * PostgreSQL sees each server's backends under that server's application_name (the JdbcUrl's
     * {@code ${jboss.server.name}}), and a request on a server runs on one of that server's own backends.
     */
    @Test
    void eachServerHoldsItsOwnPhysicalConnectionsUnderItsOwnApplicationName() throws SQLException {
        for (GroupServer server : WeirDomain.SERVERS) {
            Properties session = server.jpa().get("api/session");
            assertEquals(server.applicationName(), session.getProperty("serverApplicationName"), session.toString());
            Set<Integer> backends = backendsNamed(server.applicationName());
            assertTrue(backends.contains(Integer.valueOf(session.getProperty("pid"))),
                    server.name() + "'s request ran on backend " + session.getProperty("pid") + ", not one of its own: " + backends);
            assertTrue(backends.size() <= 3, server.name() + " holds more connections than WeirPg's MaximumPoolSize 3: " + backends);
        }
    }

    /**
     * WeirDS's MaximumPoolSize in the profile is {@code ${weir.pool.max:10}}: weir-one takes the server group's
     * system property, weir-two its own, as its MXBean and the server's statistics=extended both show.
     */
    @Test
    void eachServerSizesItsPoolFromItsOwnSystemPropertiesThroughTheProfilesExpression() throws Exception {
        assertMaximumPoolSize(WeirDomain.SERVERS.get(0), GROUP_MAXIMUM);
        assertMaximumPoolSize(WeirDomain.SERVERS.get(1), WEIR_TWO_MAXIMUM);
        ModelNode resolved = Operations.operation("read-attribute",
                WeirDomain.SERVERS.get(1).address(with(WEIR_DS, "config-properties", "MaximumPoolSize")));
        resolved.get("name").set("value");
        resolved.get("resolve-expressions").set(true);
        assertEquals(Integer.toString(WEIR_TWO_MAXIMUM), Operations.execute(management.getControllerClient(), resolved).asString());
    }

    @Test
    void aMaximumPoolSizeChangedOnceInTheProfileReachesBothServersAfterReloadServers() throws Exception {
        String expression = profileMaximumPoolSize();
        assertEquals("${weir.pool.max:10}", expression);
        writeProfileMaximumPoolSize(new ModelNode(7));
        try {
            reloadServers();
            for (GroupServer server : WeirDomain.SERVERS) {
                assertMaximumPoolSize(server, 7);
            }
        } finally {
            writeProfileMaximumPoolSize(new ModelNode().setExpression(expression));
            reloadServers();
        }
        assertMaximumPoolSize(WeirDomain.SERVERS.get(1), WEIR_TWO_MAXIMUM);
    }

    /** The other server keeps serving meanwhile; the restarted one opens new connections of its own. */
    @Test
    void aServerStoppedAndStartedAgainRejoinsTheGroupWithItsOwnPool() throws Exception {
        GroupServer stopped = WeirDomain.SERVERS.get(1);
        GroupServer other = WeirDomain.SERVERS.get(0);
        String pidBefore = stopped.jpa().get("api/session").getProperty("pid");
        Operations.execute(management.getControllerClient(), blocking("stop", "host", WeirDomain.HOST, "server-config", stopped.name()));
        try {
            assertFalse(answers(stopped.example("pool")), stopped.name() + " still answers after its stop");
            Await.until("the stopped server's connections close", 30_000, () -> backendsNamed(stopped.applicationName()).isEmpty());
            assertEquals("true", other.jpa().get("api/notes/" + other.jpa().post("api/notes/rejoin/while-stopped").getProperty("id"))
                    .getProperty("found"));
        } finally {
            Operations.execute(management.getControllerClient(), blocking("start", "host", WeirDomain.HOST, "server-config", stopped.name()));
        }
        awaitAnswer(stopped);

        Properties session = stopped.jpa().get("api/session");
        assertNotEquals(pidBefore, session.getProperty("pid"), "the restarted server runs on a connection of its previous pool");
        assertTrue(backendsNamed(stopped.applicationName()).contains(Integer.valueOf(session.getProperty("pid"))));
        assertMaximumPoolSize(stopped, WEIR_TWO_MAXIMUM);
    }

    /** WeirDS's MaximumPoolSize on one server: its MXBean (read by the example application) and statistics=extended. */
    private void assertMaximumPoolSize(GroupServer server, int expected) throws IOException {
        HttpResponse<String> pools = send(HttpRequest.newBuilder(server.example("pool")).GET());
        assertEquals(200, pools.statusCode(), server.name() + ": " + pools.body());
        assertEquals(Integer.toString(expected), number(pools.body(), "\"WeirDS\":\\{[^}]*\"maximumPoolSize\":(\\d+)"),
                server.name() + "'s MXBean: " + pools.body());
        ModelNode statistics = Operations.operation("read-resource", server.address(with(WEIR_DS, "statistics", "extended")));
        statistics.get("include-runtime").set(true);
        ModelNode read = Operations.execute(management.getControllerClient(), statistics);
        assertEquals(expected, read.get("MaximumPoolSize").asLong(), server.name() + "'s statistics=extended: " + read);
    }

    private String profileMaximumPoolSize() throws IOException {
        ModelNode read = Operations.operation("read-attribute", with(new String[] {"profile", WeirDomain.PROFILE},
                with(WEIR_DS, "config-properties", "MaximumPoolSize")));
        read.get("name").set("value");
        return Operations.execute(management.getControllerClient(), read).asString();
    }

    private void writeProfileMaximumPoolSize(ModelNode value) throws IOException {
        ModelNode write = Operations.operation("write-attribute", with(new String[] {"profile", WeirDomain.PROFILE},
                with(WEIR_DS, "config-properties", "MaximumPoolSize")));
        write.get("name").set("value");
        write.get("value").set(value);
        Operations.execute(management.getControllerClient(), write);
    }

    private void reloadServers() throws Exception {
        Operations.execute(management.getControllerClient(), blocking("reload-servers", "server-group", WeirDomain.GROUP));
        for (GroupServer server : WeirDomain.SERVERS) {
            awaitAnswer(server);
        }
    }

    /** Waits until the servers are done, however long a loaded machine takes (the domain's own limit is 300 s). */
    private static ModelNode blocking(String name, String... address) {
        ModelNode op = Operations.operation(name, address);
        op.get("blocking").set(true);
        op.get("operation-headers", "blocking-timeout").set(SERVER_START.toSeconds());
        return op;
    }

    /** A server's deployments may still be starting when its process reports started. */
    private static void awaitAnswer(GroupServer server) throws InterruptedException {
        long deadline = System.nanoTime() + SERVER_START.toNanos();
        while (!answers(server.example("pool")) || !answers(server.http().resolve(Applications.JPA + "/api/session"))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(server.name() + " did not serve again within " + SERVER_START.toSeconds() + " s");
            }
            Thread.sleep(500);
        }
    }

    private static boolean answers(URI uri) {
        try {
            return HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).GET().build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException notListening) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The PostgreSQL backends that carry {@code applicationName}, as pg_stat_activity shows them. */
    private static Set<Integer> backendsNamed(String applicationName) throws SQLException {
        try (Connection c = Databases.postgres().connect();
             PreparedStatement s = c.prepareStatement("SELECT pid FROM pg_stat_activity WHERE application_name = ?")) {
            s.setString(1, applicationName);
            Set<Integer> pids = new HashSet<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    pids.add(rs.getInt(1));
                }
            }
            return pids;
        }
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) {
        try {
            return HTTP.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The first group of {@code regex} in a JSON answer of the example application. */
    private static String number(String json, String regex) {
        Matcher m = Pattern.compile(regex).matcher(json);
        if (!m.find()) {
            throw new AssertionError("no " + regex + " in " + json);
        }
        return m.group(1);
    }

    private static String[] with(String[] address, String... more) {
        String[] all = new String[address.length + more.length];
        System.arraycopy(address, 0, all, 0, address.length);
        System.arraycopy(more, 0, all, address.length, more.length);
        return all;
    }
}
