package io.weir.it.wildfly.domain;

import io.weir.it.Applications;
import io.weir.it.RollingLoad;
import io.weir.it.TestFiles;
import io.weir.it.UncleanCloses;
import io.weir.it.contract.JpaContract;
import io.weir.it.wildfly.JBossCli;
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
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    /** How long a stopping server's suspend waits for the requests it took before it stops anyway. */
    private static final int SUSPEND_TIMEOUT_SECONDS = 30;
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

    /**
     * Each server of the group in turn stopped the way an operator restarts a server gracefully (suspended first, so
     * that the requests it took end and new ones get 503) and started again, while clients on both servers write
     * through JPA and read through the example's injected data source. No request a server took fails; every write
     * answered as committed is in the table; requests sent while a server is down fail at once; the stopped server's
     * connections close, cleanly (no unclean close in PostgreSQL's log), while the other server goes on serving;
     * the restarted server serves again from a new pool of its own, sized by its own system properties.
     */
    @Test
    void aRollingRestartOfTheGroupUnderLoadFailsNoRequestAServerTookAndLosesNoCommittedRow() throws Exception {
        String tag = "rolling-" + UUID.randomUUID();
        List<RollingLoad.Answer> answers;
        List<String> unclean;
        Map<String, long[]> down = new HashMap<>();
        try (UncleanCloses closes = UncleanCloses.onThisMachine(applicationNames());
             RollingLoad load = new RollingLoad(writesAndReads(tag), 2)) {
            for (GroupServer server : WeirDomain.SERVERS) {
                load.awaitSuccesses(server.name(), 20, 120_000);
            }
            for (GroupServer server : WeirDomain.SERVERS) {
                GroupServer other = WeirDomain.SERVERS.get(1 - WeirDomain.SERVERS.indexOf(server));
                String pidBefore = server.jpa().get("api/session").getProperty("pid");
                long start = System.nanoTime();
                ModelNode stop = blocking("stop", "host", WeirDomain.HOST, "server-config", server.name());
                stop.get("suspend-timeout").set(SUSPEND_TIMEOUT_SECONDS);
                long stopped;
                try {
                    Operations.execute(management.getControllerClient(), stop);
                    stopped = System.nanoTime();
                    Await.until(server.name() + "'s connections to close", 30_000, () -> backendsNamed(server.applicationName()).isEmpty());
                    load.awaitSuccesses(other.name(), 20, 120_000);
                    down.put(server.name(), new long[] {stopped, System.nanoTime()});
                } finally {
                    // started again whatever failed, so that the tests after this one find the group whole
                    startUnlessStarted(server);
                }
                awaitAnswer(server);
                long ready = System.nanoTime();
                load.awaitSuccesses(server.name(), 20, 120_000);
                System.out.printf("rolling restart: %s stopped in %d ms, served again %d ms later%n", server.name(),
                        (stopped - start) / 1_000_000, (ready - stopped) / 1_000_000);

                Properties session = server.jpa().get("api/session");
                assertNotEquals(pidBefore, session.getProperty("pid"), "the restarted " + server.name() + " runs on a connection of its previous pool");
                assertTrue(backendsNamed(server.applicationName()).contains(Integer.valueOf(session.getProperty("pid"))));
                assertMaximumPoolSize(server, server.equals(WeirDomain.SERVERS.get(1)) ? WEIR_TWO_MAXIMUM : GROUP_MAXIMUM);
            }
            answers = load.stopAndAnswers();
            unclean = closes.lines();
        }

        String summary = RollingLoad.summary(answers);
        System.out.println("rolling restart: " + summary);
        assertEquals(List.of(), RollingLoad.first(answers, a -> a.outcome() == RollingLoad.Outcome.FAILED),
                "requests a server took and failed (" + summary + "; " + RollingLoad.failures(answers) + ")");
        assertNoWriteLostAndNoUncleanClose(answers, tag, unclean);
        assertTrue(answers.stream().anyMatch(a -> a.outcome() == RollingLoad.Outcome.NOT_TAKEN), "no request met a stopped server: " + summary);
        assertEquals(List.of(), RollingLoad.first(answers, a -> RollingLoad.endedWithin(a, down) && a.millis() > 1_000),
                "requests sent to a stopped server that waited instead of failing at once");
    }

    /**
     * Weir's RAR redeployed to the group as an operator does it ({@code deploy weir-rar.rar --force} on the domain
     * controller, which replaces its content on every server of the group), while clients on both servers write
     * through JPA and read through the example's injected data source. Each server stops the applications that use
     * the adapter, then the adapter, whose pools close once nothing is lent, and starts them again over new pools:
     * requests fail only while the redeploy runs (see {@link #underLoad}), every write answered as committed is in
     * the table, the old pools' connections close, cleanly, and both servers serve again on new ones.
     */
    @Test
    void aRedeployOfTheRarToTheGroupUnderLoadFailsRequestsOnlyWhileItRunsAndClosesTheOldPoolsCleanly() throws Exception {
        Map<String, Set<Integer>> before = new HashMap<>();
        for (GroupServer server : WeirDomain.SERVERS) {
            server.jpa().get("api/session");
            before.put(server.name(), backendsNamed(server.applicationName()));
        }
        String tag = "rar-redeploy-" + UUID.randomUUID();
        underLoad(tag, "RAR redeploy",
                () -> JBossCli.runCommand(WeirDomain.managementPort(), "deploy " + TestFiles.weirRar().toAbsolutePath() + " --force"));

        for (GroupServer server : WeirDomain.SERVERS) {
            Await.until(server.name() + "'s connections from before the redeploy to close", 30_000,
                    () -> backendsNamed(server.applicationName()).stream().noneMatch(before.get(server.name())::contains));
        }
    }

    /**
     * The example application redeployed to the group ({@code deploy weir-example.war --force}) while clients on both
     * servers write through JPA and read through it: its requests meet a missing context for a moment and fail only
     * while the redeploy runs (see {@link #underLoad}), the JPA application's writes go on, and every write answered
     * as committed is in the table.
     */
    @Test
    void aRedeployOfAnApplicationToTheGroupUnderLoadFailsRequestsOnlyWhileItRunsAndLosesNoCommittedRow() throws Exception {
        String tag = "app-redeploy-" + UUID.randomUUID();
        underLoad(tag, "application redeploy", () -> JBossCli.runCommand(WeirDomain.managementPort(),
                "deploy " + TestFiles.existing("weir.example.war").toAbsolutePath() + " --force"));
    }

    /**
     * Runs {@code event} once both servers serve the load of {@link #writesAndReads}, waits until both answer and
     * serve again, and asserts what every such event must keep: no request failed outside the event, no committed
     * write is missing, no connection closed uncleanly. While a deployment stops, WildFly's web container fails a
     * request that reaches it then before any application code runs ({@code UT010051: Deployment ... has stopped},
     * {@code UT015023: This Context has been already destroyed}: a bare 500 or 400 error page), whichever data
     * source the application uses; WildFly has no suspend of one deployment.
     */
    private void underLoad(String tag, String name, Runnable event) throws Exception {
        List<RollingLoad.Answer> answers;
        List<String> unclean;
        Map<String, long[]> running = new HashMap<>();
        try (UncleanCloses closes = UncleanCloses.onThisMachine(applicationNames());
             RollingLoad load = new RollingLoad(writesAndReads(tag), 2)) {
            for (GroupServer server : WeirDomain.SERVERS) {
                load.awaitSuccesses(server.name(), 20, 120_000);
            }
            long start = System.nanoTime();
            event.run();
            long done = System.nanoTime();
            for (GroupServer server : WeirDomain.SERVERS) {
                running.put(server.name(), new long[] {start, done});
            }
            for (GroupServer server : WeirDomain.SERVERS) {
                awaitAnswer(server);
                load.awaitSuccesses(server.name(), 20, 120_000);
            }
            System.out.printf("%s: the command took %d ms, both servers served again %d ms after it%n", name,
                    (done - start) / 1_000_000, (System.nanoTime() - done) / 1_000_000);
            answers = load.stopAndAnswers();
            unclean = closes.lines();
        }
        String summary = RollingLoad.summary(answers);
        System.out.println(name + ": " + summary);
        System.out.println(name + ": requests that failed while it ran: "
                + RollingLoad.failures(answers.stream().filter(a -> RollingLoad.endedWithin(a, running)).toList()));
        assertEquals(List.of(), RollingLoad.first(answers, a -> a.outcome() == RollingLoad.Outcome.FAILED && !RollingLoad.endedWithin(a, running)),
                "requests that failed outside the " + name + " (" + summary + "; " + RollingLoad.failures(answers) + ")");
        assertNoWriteLostAndNoUncleanClose(answers, tag, unclean);
    }

    /** On each server, clients writing through JPA (each write's body its sequence number, under {@code tag}) and reading through the example. */
    private static List<RollingLoad.Target> writesAndReads(String tag) {
        List<RollingLoad.Target> targets = new ArrayList<>();
        for (GroupServer server : WeirDomain.SERVERS) {
            targets.add(new RollingLoad.Target(server.name(), "JPA write", "POST",
                    server.http() + Applications.JPA + "/api/notes/" + tag + "/{n}"));
            targets.add(new RollingLoad.Target(server.name(), "@Resource read", "GET", server.example("notes").toString()));
        }
        return targets;
    }

    private static List<String> applicationNames() {
        return WeirDomain.SERVERS.stream().map(GroupServer::applicationName).toList();
    }

    private static void assertNoWriteLostAndNoUncleanClose(List<RollingLoad.Answer> answers, String tag, List<String> unclean)
            throws SQLException {
        String summary = RollingLoad.summary(answers);
        Set<String> committed = new HashSet<>(answers.stream().filter(a -> a.outcome() == RollingLoad.Outcome.OK && a.target().method().equals("POST"))
                .map(a -> Long.toString(a.sequence())).toList());
        committed.removeAll(Databases.postgres().column("SELECT body FROM weir_jpa_note WHERE tag = ?", tag));
        assertEquals(Set.of(), committed, "writes answered as committed and absent from the table (" + summary + ")");
        assertEquals(List.of(), unclean, "connections of the group's pools that PostgreSQL saw closed uncleanly");
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

    private void startUnlessStarted(GroupServer server) throws IOException {
        ModelNode status = Operations.operation("read-attribute", "host", WeirDomain.HOST, "server-config", server.name());
        status.get("name").set("status");
        if (!"STARTED".equals(Operations.execute(management.getControllerClient(), status).asString())) {
            Operations.execute(management.getControllerClient(), blocking("start", "host", WeirDomain.HOST, "server-config", server.name()));
        }
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
        Set<Integer> pids = new HashSet<>();
        for (String pid : Databases.postgres().column("SELECT pid FROM pg_stat_activity WHERE application_name = ?", applicationName)) {
            pids.add(Integer.valueOf(pid));
        }
        return pids;
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
