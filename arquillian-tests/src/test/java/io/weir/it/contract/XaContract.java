package io.weir.it.contract;

import io.weir.it.Probe;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** One JTA transaction over two Weir XA definitions (two H2 databases), on any server. */
public abstract class XaContract {
    private String tag;

    protected abstract Probe probe();

    @BeforeEach
    void neitherDatabaseHoldsTheTagYet() {
        tag = UUID.randomUUID().toString();
        Properties before = probe().get("api/xa/count/" + tag);
        assertEquals("0", before.getProperty("first"));
        assertEquals("0", before.getProperty("second"));
    }

    @Test
    void commitWritesBothDatabases() {
        Properties after = probe().post("api/xa/commit/" + tag);
        assertEquals("1", after.getProperty("first"));
        assertEquals("1", after.getProperty("second"));
    }

    @Test
    void rollbackWritesNeitherDatabase() {
        Properties after = probe().post("api/xa/rollback/" + tag);
        assertEquals("true", after.getProperty("failed"));
        assertEquals("0", after.getProperty("first"));
        assertEquals("0", after.getProperty("second"));
    }

    @Test
    void failureInTheSecondDatabaseRollsBackTheFirst() {
        Properties after = probe().post("api/xa/fail-second/" + tag);
        assertEquals("true", after.getProperty("failed"));
        assertEquals("0", after.getProperty("first"), "the first database's insert must be rolled back");
        assertEquals("0", after.getProperty("second"));
    }
}
