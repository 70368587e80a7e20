package io.weir.it.wildfly;

import io.weir.it.Probe;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.as.arquillian.api.ServerSetup;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.URI;
import java.net.URL;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Weir's pool as the server runs it: its numbers, and what happens to connections behind the application's back. */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
@ServerSetup(WeirOnWildFly.class)
class PoolHealthOnWildFlyIT {
    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive probeWar() {
        return ProbeOnWildFly.war();
    }

    private Probe probe() {
        return new Probe(URI.create(base.toString()));
    }

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
    void connectionKilledByTheDatabaseIsReplacedForTheNextRequest() throws InterruptedException {
        Properties kill = probe().post("api/lifecycle/kill-single");
        assertEquals("true", kill.getProperty("killed"));
        // past Weir's alive-bypass window (500 ms), the idle connection is checked before it is lent again
        Thread.sleep(1_000);

        Properties next = probe().get("api/lifecycle/single-session");
        assertNotEquals(kill.getProperty("session"), next.getProperty("session"));
    }
}
