package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.RollingLoad;
import io.weir.it.TestFiles;
import io.weir.it.UncleanCloses;
import io.weir.it.payara.PayaraGroup.Instance;
import io.weir.testsupport.Databases;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.http.HttpResponse;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.weir.it.payara.PayaraGroup.INSTANCES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The example application and Weir's adapter deployed once to a Payara deployment group of two instances,
 * its connection pool and resource defined once for the group (examples/payara/configure-weir-group.asadmin):
 * each instance runs a pool of its own, sized by its own system property.
 */
@ExtendWith(PayaraGroup.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DeploymentGroupOnPayaraIT {
    private static final String POOL_PROPERTY = "resources.connector-connection-pool.WeirPool.property.";
    private static final String ROLLING_TABLE = "weir_rolling";
    /** Weir's adapter's name in the group: its file's name. */
    private static final String WEIR_RAR = TestFiles.weirRar().getFileName().toString().replaceFirst("\\.rar$", "");
    /** The example WAR's application name in the group: its file's name. */
    private static final String EXAMPLE = TestFiles.exampleWar().getFileName().toString().replaceFirst("\\.war$", "");

    @Test
    @Order(1)
    void everyInstanceServesTheExampleThroughItsInjectedDataSource() {
        for (Instance instance : INSTANCES) {
            String text = "written on " + instance.name() + " " + System.nanoTime();
            assertEquals(201, instance.example().sendText("POST", "api/notes", text).statusCode());
            assertTrue(notes(instance).contains(text), instance.name() + " lists " + notes(instance));
        }
    }

    @Test
    @Order(2)
    void eachInstanceReportsItsOwnPoolSizedByItsOwnSystemProperty() {
        for (Instance instance : INSTANCES) {
            instance.example().sendText("POST", "api/notes", "counted on " + instance.name());
            String pool = pool(instance);
            assertEquals(instance.poolMax(), number(pool, "maximumPoolSize"), instance.name() + ": " + pool);
            assertTrue(number(pool, "createdConnections") >= 1, instance.name() + ": " + pool);
            assertTrue(number(pool, "totalConnections") <= instance.poolMax(), instance.name() + ": " + pool);
        }
    }

    /**
     * One asadmin set on the group's pool definition reaches both running instances and the example's
     * injected data source on each: the instance builds its pool anew at the next request, in the same
     * process, and the application keeps using the data source it was given at deployment.
     */
    @Test
    @Order(4)
    void aPropertySetOnceOnTheGroupsPoolReachesTheInjectedDataSourceOnEveryRunningInstance() {
        java.util.Map<String, Long> pids = new java.util.HashMap<>();
        for (Instance instance : INSTANCES) {
            pids.put(instance.name(), instance.pid());
        }
        PayaraGroup.das().admin("set", POOL_PROPERTY + "MinimumIdle=1");
        try {
            for (Instance instance : INSTANCES) {
                Await.until(instance.name() + "'s injected pool to have minimumIdle=1", 60_000, () -> {
                    assertEquals(201, instance.example().sendText("POST", "api/notes", "after the change").statusCode());
                    return number(pool(instance), "minimumIdle") == 1;
                });
                assertEquals(pids.get(instance.name()), instance.pid(), instance.name() + " was restarted instead of reconfigured");
                String text = "served after the change on " + instance.name();
                assertEquals(201, instance.example().sendText("POST", "api/notes", text).statusCode());
                assertTrue(notes(instance).contains(text), instance.name() + " lists " + notes(instance));
            }
        } finally {
            PayaraGroup.das().admin("set", POOL_PROPERTY + "MinimumIdle=2");
        }
    }

    /**
     * Each instance of the group in turn stopped and started again (stop-instance, start-instance) while clients on
     * both write in container transactions through a Weir definition over PostgreSQL and read through the example's
     * injected data source. No request fails but while its instance is stopping (Payara has no suspend: while
     * stop-instance unloads the applications, before it closes its listener, it fails the requests that arrive or
     * still run, whichever data source they use); every insert answered as committed is in the table;
     * requests sent while an instance is down fail at once; the stopped instance's connections close, cleanly (no
     * unclean close in PostgreSQL's log), while the other goes on serving; the restarted instance serves again from
     * a pool sized by its own system property.
     */
    @Test
    @Order(3)
    void aRollingRestartOfTheGroupUnderLoadFailsRequestsOnlyWhileAnInstanceStopsAndLosesNoCommittedRow() throws Exception {
        String tag = "rolling-" + System.nanoTime();
        List<RollingLoad.Answer> answers;
        List<String> unclean;
        Set<String> stored;
        Map<String, long[]> stopping = new HashMap<>();
        Map<String, long[]> down = new HashMap<>();
        try (InsertsTable table = new InsertsTable()) {
            List<RollingLoad.Target> targets = insertsAndReads(tag);
            try (UncleanCloses closes = UncleanCloses.onThisMachine(txApplicationNames());
                 RollingLoad load = new RollingLoad(targets, 2)) {
                for (Instance instance : INSTANCES) {
                    load.awaitSuccesses(instance.name(), 20, 120_000);
                }
                for (Instance instance : INSTANCES) {
                    Instance other = INSTANCES.get(1 - INSTANCES.indexOf(instance));
                    long start = System.nanoTime();
                    PayaraGroup.das().admin("stop-instance", instance.name());
                    long stopped = System.nanoTime();
                    stopping.put(instance.name(), new long[] {start, stopped});
                    Await.until(instance.name() + "'s connections to close", 30_000,
                            () -> Databases.postgres().column("SELECT pid FROM pg_stat_activity WHERE application_name = ?",
                                    instance.name() + PayaraGroup.TX_SUFFIX).isEmpty());
                    load.awaitSuccesses(other.name(), 20, 120_000);
                    down.put(instance.name(), new long[] {stopped, System.nanoTime()});
                    PayaraGroup.das().admin("start-instance", instance.name());
                    instance.awaitApplications();
                    long ready = System.nanoTime();
                    load.awaitSuccesses(instance.name(), 20, 120_000);
                    System.out.printf("rolling restart: %s stopped in %d ms, served again %d ms later%n", instance.name(),
                            (stopped - start) / 1_000_000, (ready - stopped) / 1_000_000);

                    String pool = pool(instance);
                    assertEquals(instance.poolMax(), number(pool, "maximumPoolSize"), instance.name() + ": " + pool);
                    assertTrue(number(pool, "totalConnections") >= 1, instance.name() + ": " + pool);
                }
                answers = load.stopAndAnswers();
                unclean = closes.lines();
            }
            stored = table.tags(tag);
        }

        String summary = RollingLoad.summary(answers);
        System.out.println("rolling restart: " + summary);
        // Payara has no suspend: stop-instance fails requests in several ways (an empty 500 while it unloads the
        // applications, an EJB "container is in STOPPED", an error page) before it closes its listener
        System.out.println("rolling restart: requests that failed while their instance was stopping: "
                + RollingLoad.failures(answers.stream().filter(a -> RollingLoad.endedWithin(a, stopping)).toList()));
        assertEquals(List.of(), RollingLoad.first(answers, a -> a.outcome() == RollingLoad.Outcome.FAILED && !RollingLoad.endedWithin(a, stopping)),
                "requests that failed while no instance was stopping (" + summary + "; " + RollingLoad.failures(answers) + ")");
        assertTrue(answers.stream().anyMatch(a -> a.outcome() == RollingLoad.Outcome.NOT_TAKEN), "no request met a stopped instance: " + summary);
        assertEquals(List.of(), RollingLoad.first(answers, a -> RollingLoad.endedWithin(a, down) && a.millis() > 1_000),
                "requests sent to a stopped instance that waited instead of failing at once");
        assertNoCommittedInsertLostAndNoUncleanClose(answers, tag, stored, unclean);
    }

    /**
     * The example application redeployed to the group ({@code asadmin redeploy --target <group>}) while clients on both
     * instances insert in container transactions through the group's Weir definition, from another application, and
     * read through the example's injected data source. The inserts go on: none fails, and every one answered as
     * committed is in the table; the example's requests fail only while the redeploy runs (Payara answers 503, or 500
     * for a servlet it is unloading, before the application runs), and both instances serve it again afterwards.
     */
    @Test
    @Order(5)
    void aRedeployOfAnApplicationToTheGroupUnderLoadFailsOnlyItsOwnRequestsWhileItRunsAndLosesNoCommittedRow() throws Exception {
        UnderLoad run = UnderLoad.around("application redeploy", () ->
                PayaraGroup.das().admin("redeploy", "--target", PayaraGroup.GROUP, "--name", EXAMPLE, TestFiles.exampleWar().toString()));

        List<RollingLoad.Answer> swept = run.answers().stream().filter(a -> a.outcome() == RollingLoad.Outcome.FAILED
                && RollingLoad.endedWithin(a, run.window()) && brokenByTheUndeploysThreadLocalSweep(a)).toList();
        System.out.println("application redeploy: requests another application's undeploy broke (its sweep of the threads' ThreadLocal maps): "
                + RollingLoad.failures(swept));
        assertEquals(List.of(), RollingLoad.first(run.answers(), a -> a.outcome() == RollingLoad.Outcome.FAILED && a.target().method().equals("POST")
                        && !swept.contains(a)),
                "inserts through the application not redeployed that failed (" + run.failures() + ")");
        run.assertFailuresOnlyWithinTheOperationNoCommittedInsertLostAndNoUncleanClose();
    }

    /**
     * Weir's adapter redeployed to the group the way its operator rolls out a new build while clients on both instances
     * insert and read through it: the applications that use it disabled on the group, {@code asadmin redeploy --target
     * <group>} of the RAR, the applications enabled again. Requests fail only while that runs; every insert answered as
     * committed is in the table; the pools the redeploy closed close their connections cleanly; and each instance serves
     * again from a pool sized by its own system property.
     */
    @Test
    @Order(6)
    void aRedeployOfTheAdapterToTheGroupUnderLoadFailsRequestsOnlyWhileItRunsAndLosesNoCommittedRow() throws Exception {
        List<String> users = List.of(EXAMPLE, Applications.NAMED, PayaraGroup.TX_APPLICATION, ConnectionBudget.APPLICATION);
        UnderLoad run = UnderLoad.around("adapter redeploy", () -> {
            for (String application : users) PayaraGroup.das().admin("disable", "--target", PayaraGroup.GROUP, application);
            PayaraGroup.das().admin("redeploy", "--target", PayaraGroup.GROUP, "--name", WEIR_RAR, TestFiles.weirRar().toString());
            for (String application : users) PayaraGroup.das().admin("enable", "--target", PayaraGroup.GROUP, application);
        });

        run.assertFailuresOnlyWithinTheOperationNoCommittedInsertLostAndNoUncleanClose();
        for (Instance instance : INSTANCES) {
            String pool = pool(instance);
            assertEquals(instance.poolMax(), number(pool, "maximumPoolSize"), instance.name() + " after the redeploy: " + pool);
        }
    }

    /**
     * One group-wide operation under the load of {@link #insertsAndReads}: what the clients were answered, the unclean
     * closes PostgreSQL logged meanwhile, the tags the table holds afterwards, and when the operation ran on each instance.
     */
    private record UnderLoad(String what, String tag, List<RollingLoad.Answer> answers, List<String> unclean, Set<String> stored,
                             Map<String, long[]> window) {
        interface Operation {
            void run() throws Exception;
        }

        /** Runs {@code operation} once both instances serve the load, and goes on until both serve it again. */
        static UnderLoad around(String what, Operation operation) throws Exception {
            String tag = what.replace(' ', '-') + "-" + System.nanoTime();
            Map<String, long[]> window = new HashMap<>();
            try (InsertsTable table = new InsertsTable()) {
                List<RollingLoad.Answer> answers;
                List<String> unclean;
                try (UncleanCloses closes = UncleanCloses.onThisMachine(txApplicationNames());
                     RollingLoad load = new RollingLoad(insertsAndReads(tag), 2)) {
                    for (Instance instance : INSTANCES) {
                        load.awaitSuccesses(instance.name(), 20, 120_000);
                    }
                    long start = System.nanoTime();
                    operation.run();
                    long done = System.nanoTime();
                    for (Instance instance : INSTANCES) {
                        window.put(instance.name(), new long[] {start, done});
                    }
                    for (Instance instance : INSTANCES) {
                        instance.awaitApplications();
                        load.awaitSuccesses(instance.name(), 20, 120_000);
                    }
                    System.out.printf("%s: the commands took %d ms%n", what, (done - start) / 1_000_000);
                    answers = load.stopAndAnswers();
                    unclean = closes.lines();
                }
                UnderLoad run = new UnderLoad(what, tag, answers, unclean, table.tags(tag), window);
                System.out.println(what + ": " + RollingLoad.summary(answers));
                return run;
            }
        }

        String failures() {
            return RollingLoad.summary(answers) + "; " + RollingLoad.failures(answers);
        }

        void assertFailuresOnlyWithinTheOperationNoCommittedInsertLostAndNoUncleanClose() {
            assertEquals(List.of(), RollingLoad.first(answers, a -> a.outcome() == RollingLoad.Outcome.FAILED && !RollingLoad.endedWithin(a, window)),
                    "requests that failed outside the " + what + " (" + failures() + ")");
            assertNoCommittedInsertLostAndNoUncleanClose(answers, tag, stored, unclean);
        }
    }

    /**
     * A request that failed because an undeploy on its instance corrupted its thread's ThreadLocal map. When Payara
     * stops a web application, its class loader looks for leaks in every thread's ThreadLocal maps and expunges their
     * stale entries, from the undeploying thread, while the request threads of the other applications use those maps:
     * the request thread then meets a {@code NullPointerException} inside {@code ThreadLocal$ThreadLocalMap} (seen in
     * Jersey's response filter, {@code Cannot assign field "value" because "tab[staleSlot]" is null}), and Payara
     * answers 500 with an error page that names it as the root cause. That exception means another thread changed the
     * map, which only the sweep does; only a failure whose answer names it counts as this.
     */
    private static boolean brokenByTheUndeploysThreadLocalSweep(RollingLoad.Answer answer) {
        return answer.status() == 500 && answer.detail().contains("java.lang.NullPointerException") && answer.detail().contains("tab[staleSlot]");
    }

    /**
     * On each instance, clients inserting rows tagged {@code tag-<n>} in container transactions through the group's
     * transaction pool (injected with @Resource) and reading through the example's injected data source; each instance
     * has served one insert before this returns.
     */
    private static List<RollingLoad.Target> insertsAndReads(String tag) {
        List<RollingLoad.Target> targets = new ArrayList<>();
        for (Instance instance : INSTANCES) {
            targets.add(new RollingLoad.Target(instance.name(), "@Resource insert in a container transaction", "POST", instance.transactions().uri(
                    "api/injected/insert?table=" + ROLLING_TABLE + "&tag=" + tag + "-{n}"), null, "failed=true"));
            targets.add(new RollingLoad.Target(instance.name(), "@Resource read", "GET", instance.example().uri("api/notes")));
        }
        for (Instance instance : INSTANCES) {
            Properties first = instance.transactions().post("api/injected/insert?table=" + ROLLING_TABLE + "&tag=" + tag + "-first");
            assertEquals("false", first.getProperty("failed"), instance.name() + " before the load: " + first);
        }
        return targets;
    }

    /** The table the load's inserts go to, created for one test and dropped after it. */
    private static final class InsertsTable implements AutoCloseable {
        InsertsTable() throws SQLException {
            Databases.postgres().execute("CREATE TABLE IF NOT EXISTS " + ROLLING_TABLE + " (tag varchar(64) NOT NULL)");
        }

        /** The tags of the rows inserted under {@code tag}. */
        Set<String> tags(String tag) throws SQLException {
            return Databases.postgres().column("SELECT tag FROM " + ROLLING_TABLE + " WHERE tag LIKE ?", tag + "-%");
        }

        @Override
        public void close() throws SQLException {
            Databases.postgres().execute("DROP TABLE IF EXISTS " + ROLLING_TABLE);
        }
    }

    /** The application_name of each instance's connections from the group's transaction pool. */
    private static List<String> txApplicationNames() {
        return INSTANCES.stream().map(i -> i.name() + PayaraGroup.TX_SUFFIX).toList();
    }

    private static void assertNoCommittedInsertLostAndNoUncleanClose(List<RollingLoad.Answer> answers, String tag, Set<String> stored,
                                                                     List<String> unclean) {
        Set<String> committed = new HashSet<>(answers.stream().filter(a -> a.outcome() == RollingLoad.Outcome.OK && a.target().method().equals("POST"))
                .map(a -> tag + "-" + a.sequence()).toList());
        committed.removeAll(stored);
        assertEquals(Set.of(), committed, "inserts answered as committed and absent from the table (" + RollingLoad.summary(answers) + ")");
        assertEquals(List.of(), unclean, "connections of the group's pools that PostgreSQL saw closed uncleanly");
    }

    private static String notes(Instance instance) {
        HttpResponse<String> answer = instance.example().send("GET", "api/notes");
        assertEquals(200, answer.statusCode(), answer.body());
        return answer.body();
    }

    /** The WeirDS pool's MXBean in the example's /api/pool answer (JSON, one object per pool). */
    private static String pool(Instance instance) {
        HttpResponse<String> answer = instance.example().send("GET", "api/pool");
        assertEquals(200, answer.statusCode(), answer.body());
        Matcher weirDs = Pattern.compile("\"WeirDS\":\\{[^}]*}").matcher(answer.body());
        assertTrue(weirDs.find(), instance.name() + " has no WeirDS pool: " + answer.body());
        return weirDs.group();
    }

    private static long number(String json, String attribute) {
        Matcher m = Pattern.compile("\"" + attribute + "\":(\\d+)").matcher(json);
        assertTrue(m.find(), attribute + " missing from " + json);
        return Long.parseLong(m.group(1));
    }
}
