package io.weir.it.wildfly;

import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.container.ManagementClient;
import org.jboss.dmr.ModelNode;
import org.junit.jupiter.api.Test;

import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Weir's pool as the server runs it: its numbers, and what happens to connections behind the application's back. */
class PoolHealthOnWildFlyIT extends ProbeOnWildFly {
    @ArquillianResource
    ManagementClient management;

    @Test
    void mxBeanOfAPoolInUseShowsTheSettingsOfTheAdminScript() {
        probe().get("inject/servlet");

        Properties pool = probe().get("api/lifecycle/pool/WeirDS");
        assertEquals("true", pool.getProperty("registered"), "io.weir:type=Pool,name=WeirDS must be registered");
        assertEquals("10", pool.getProperty("MaximumPoolSize"));
        assertEquals("2", pool.getProperty("MinimumIdle"));
    }

    @Test
    void mxBeanCountsTheConnectionARequestHoldsUntilItClosesIt() {
        Properties hold = probe().get("api/lifecycle/hold-single");
        assertEquals("1", hold.getProperty("activeWhileHeld"));
        assertEquals("0", hold.getProperty("idleWhileHeld"));
        assertEquals("0", hold.getProperty("activeAfterClose"));
        assertEquals("1", hold.getProperty("totalAfterClose"), "WeirSingle's MaximumPoolSize is 1");
    }

    @Test
    void serverStatisticsAndWeirAgreeWhileARequestHoldsAConnectionAndAfter() throws Exception {
        ModelNode enable = Operations.operation("write-attribute", STATISTICS);
        enable.get("name").set("statistics-enabled");
        enable.get("value").set(true);
        Operations.execute(management, enable);

        CompletableFuture<Properties> holding = CompletableFuture.supplyAsync(() -> probe().get("api/lifecycle/hold-single/4000"));
        probe().awaitActive("WeirSingle", 1);
        assertEquals(1, serverInUseCount(), "WildFly's statistics must show the handle Weir counts as active");

        holding.get(60, TimeUnit.SECONDS);
        probe().awaitActive("WeirSingle", 0);
        assertEquals(0, serverInUseCount());
    }

    private static final String[] STATISTICS = {"subsystem", "resource-adapters", "resource-adapter", "weir",
            "connection-definitions", "WeirSingle", "statistics", "pool"};

    private int serverInUseCount() throws Exception {
        ModelNode read = Operations.operation("read-attribute", STATISTICS);
        read.get("name").set("InUseCount");
        return Operations.execute(management, read).asInt();
    }

    @Test
    void connectionKilledByTheDatabaseIsReplacedForTheNextRequest() throws InterruptedException {
        Properties kill = probe().post("api/lifecycle/kill-single");
        assertEquals("true", kill.getProperty("killed"));
        // past Weir's alive-bypass window (500 ms), the idle connection is checked before it is lent again
        Thread.sleep(1_000);

        Properties next = probe().get("api/lifecycle/single-session");
        assertNotEquals(kill.getProperty("session"), next.getProperty("session"));
    }
}
