package io.weir.it.payara;

import io.weir.it.payara.PayaraGroup.Instance;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.weir.it.payara.PayaraGroup.A;
import static io.weir.it.payara.PayaraGroup.B;
import static io.weir.it.payara.PayaraGroup.INSTANCES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    @Test
    @Order(3)
    void anInstanceStoppedAndStartedAgainRejoinsWithItsPool() {
        PayaraGroup.das().admin("stop-instance", B.name());
        assertFalse(responds(B), B.name() + " still answers after stop-instance");
        assertEquals(201, A.example().sendText("POST", "api/notes", "while " + B.name() + " is down").statusCode());

        PayaraGroup.das().admin("start-instance", B.name());
        B.awaitApplications();
        String text = "after the restart of " + B.name();
        assertEquals(201, B.example().sendText("POST", "api/notes", text).statusCode());
        assertTrue(notes(B).contains(text));
        String pool = pool(B);
        assertEquals(B.poolMax(), number(pool, "maximumPoolSize"), pool);
        assertTrue(number(pool, "totalConnections") >= 1, pool);
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

    private static boolean responds(Instance instance) {
        try {
            instance.example().send("GET", "api/notes");
            return true;
        } catch (IllegalStateException refused) {
            return false;
        }
    }

}
