package io.weir.it.contract;

import io.weir.it.Probe;
import org.junit.jupiter.api.Test;

import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Weir's LocalTransaction under the container's transactions, on any server. */
public interface LocalTransactionContract {
    Probe probe();

    private static String tag() {
        return UUID.randomUUID().toString();
    }

    @Test
    default void containerManagedTransactionCommitsWhenTheMethodReturns() {
        String tag = tag();
        probe().post("api/tx/cmt/" + tag);
        assertEquals("1", probe().get("api/tx/count/" + tag).getProperty("rows"));
    }

    @Test
    default void containerManagedTransactionRollsBackOnASystemException() {
        String tag = tag();
        Properties answer = probe().post("api/tx/cmt-failing/" + tag);
        assertEquals("true", answer.getProperty("failed"));
        assertEquals("0", answer.getProperty("rows"));
        assertEquals("0", probe().get("api/tx/count/" + tag).getProperty("rows"));
    }

    @Test
    default void userTransactionCommitPersists() {
        String tag = tag();
        probe().post("api/tx/bmt/" + tag + "?commit=true");
        assertEquals("1", probe().get("api/tx/count/" + tag).getProperty("rows"));
    }

    @Test
    default void userTransactionRollbackDiscards() {
        String tag = tag();
        probe().post("api/tx/bmt/" + tag + "?commit=false");
        assertEquals("0", probe().get("api/tx/count/" + tag).getProperty("rows"));
    }
}
