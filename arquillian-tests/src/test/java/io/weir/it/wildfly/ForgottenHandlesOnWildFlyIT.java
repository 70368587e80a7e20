package io.weir.it.wildfly;

import org.jboss.as.arquillian.api.ServerSetup;
import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Handles an application never closes. WildFly's cached connection manager in debug mode (which
 * configure-weir.cli leaves off, and the README says how to turn on) closes them at the end of the request;
 * from then on they throw, and their physical connections are back in Weir's pool.
 */
@ServerSetup({WeirOnWildFly.class, CachedConnectionManagerDebug.class})
class ForgottenHandlesOnWildFlyIT extends ProbeOnWildFly {
    @Test
    void handleKeptPastItsRequestThrowsOnUse() throws InterruptedException {
        probe().post("api/lifecycle/keep");
        // the cached connection manager closes the kept handle after the answer may have reached us
        probe().awaitActive("WeirDS", 0);

        Properties use = probe().get("api/lifecycle/use-kept");
        assertEquals("true", use.getProperty("connectionThrew"), use.toString());
        assertEquals("08003", use.getProperty("connectionSqlState"), use.toString());
        assertEquals("true", use.getProperty("statementThrew"));
        assertEquals("true", use.getProperty("resultSetThrew"));
    }

    @Test
    void connectionNeverClosedByItsRequestGoesBackToThePool() throws InterruptedException {
        Properties during = probe().get("api/lifecycle/leak");
        assertEquals("1", during.getProperty("activeDuringRequest"));

        probe().awaitActive("WeirDS", 0);
    }
}
