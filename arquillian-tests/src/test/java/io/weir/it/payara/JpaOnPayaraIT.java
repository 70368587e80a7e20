package io.weir.it.payara;

import io.weir.it.Applications;
import io.weir.it.Probe;
import io.weir.it.contract.JpaContract;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** EclipseLink, Payara's JPA provider, over WeirPg. */
@ExtendWith(PayaraDomain.class)
class JpaOnPayaraIT extends JpaContract {
    private static Probe application;

    @BeforeAll
    static void deploy() {
        application = PayaraDomain.shared().deploy(Applications.jpa("jdbc/WeirPg"));
    }

    @Override
    protected Probe probe() {
        return application;
    }

    /** Payara hands handles the application already closed back through associateConnection; that is no error. */
    @Test
    void closedHandlesHandedBackByPayaraLogNoError() throws Exception {
        long before = PayaraDomain.shared().serverLogSize(); // the domain's log: other classes' requests wrote before

        String id = probe().post("api/notes/" + UUID.randomUUID() + "/logged").getProperty("id");
        probe().get("api/notes/" + id);

        String written = PayaraDomain.shared().serverLogSince(before);
        assertFalse(written.contains("RAR5031"), "Payara logged RAR5031 (an association refused by the adapter): " + written);
    }
}
