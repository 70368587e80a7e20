package io.weir.it.contract;

import io.weir.it.Probe;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What one request does with its connections never reaches the next request, on any server. */
public interface RequestIsolationContract {
    Probe probe();

    /** Read-only and catalog are reset too, but H2 ignores both: pool-core's own tests cover them. */
    @Test
    default void settingsChangedByOneRequestAreBackToTheDefaultsInTheNext() {
        Properties dirty = probe().post("api/lifecycle/dirty/" + UUID.randomUUID());
        assertEquals("false", dirty.getProperty("autoCommit"));
        assertEquals(Integer.toString(Connection.TRANSACTION_SERIALIZABLE), dirty.getProperty("isolation"));
        assertEquals("WEIR_OTHER", dirty.getProperty("schema"));

        Properties next = probe().get("api/lifecycle/state/" + UUID.randomUUID());
        assertEquals(dirty.getProperty("session"), next.getProperty("session"),
                "WeirSingle holds one physical connection: the next request must get the same one");
        assertEquals("true", next.getProperty("autoCommit"));
        assertEquals(Integer.toString(Connection.TRANSACTION_READ_COMMITTED), next.getProperty("isolation"));
        assertEquals("PUBLIC", next.getProperty("schema"));
    }

    @Test
    default void workLeftUncommittedByOneRequestIsRolledBackBeforeTheNext() {
        String tag = UUID.randomUUID().toString();
        Properties dirty = probe().post("api/lifecycle/dirty/" + tag);
        assertEquals("1", dirty.getProperty("rowsSeenInsideItsTransaction"));

        Properties next = probe().get("api/lifecycle/state/" + tag);
        assertEquals(dirty.getProperty("session"), next.getProperty("session"));
        assertEquals("0", next.getProperty("rows"), "the same physical connection must not see the uncommitted row");
    }

    @Test
    default void closingAHandleClosesItsStatementsAndResultSets() {
        Properties cascade = probe().get("api/lifecycle/cascade");
        assertEquals("true", cascade.getProperty("statementClosed"));
        assertEquals("true", cascade.getProperty("resultSetClosed"));
    }

    @Test
    default void handlesInOneTransactionShareOnePhysicalConnection() {
        Properties shared = probe().get("api/lifecycle/shared");
        assertEquals(shared.getProperty("first"), shared.getProperty("second"), shared.toString());
        assertEquals(shared.getProperty("first"), shared.getProperty("third"), shared.toString());
        assertEquals(shared.getProperty("first"), shared.getProperty("firstAgain"), shared.toString());
    }
}
