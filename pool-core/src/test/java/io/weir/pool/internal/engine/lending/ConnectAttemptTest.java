package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLTimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConnectAttemptTest {
    private final CreationParts parts = new CreationParts(2);
    private final ConnectAttempt attempt =
            new ConnectAttempt(parts.connectors, parts.opener, parts.capacity, parts.diagnosis, parts.admission);

    @AfterEach
    void close() {
        parts.db.connects().pass();
        parts.close();
    }

    @Test
    void aSuccessfulConnectReturnsTheEntryAlreadyInTheBag() throws Exception {
        assertTrue(parts.capacity.reserveSlot());
        PoolEntry e = attempt.run(10_000);
        assertNotNull(e);
        assertEquals(1, parts.bag.count(PoolEntry.IDLE));
        assertEquals(0, attempt.inFlightSince());
    }

    @Test
    void aFailedConnectReleasesItsSlotAndKeepsTheDriversError() throws Exception {
        parts.db.connects().fail("08001", "refused by the stub");
        assertTrue(parts.capacity.reserveSlot());
        assertNull(attempt.run(10_000));
        Throwable failure = parts.diagnosis.lastConnectFailure();
        assertTrue(failure != null && String.valueOf(failure.getMessage()).contains("refused by the stub"), String.valueOf(failure));
        assertTrue(parts.capacity.reserveSlot() && parts.capacity.reserveSlot(), "both slots are free again");
    }

    @Test
    void aHungConnectIsGivenUpAfterTheTimeoutAndJoinsWhenItCompletesLater() throws Exception {
        parts.db.connects().hang();
        assertTrue(parts.capacity.reserveSlot());
        long start = System.nanoTime();
        assertNull(attempt.run(300));
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "gave up within the timeout, not when the connect ended");
        assertTrue(parts.diagnosis.lastConnectFailure() instanceof SQLTimeoutException);
        assertEquals(0, parts.bag.size());
        parts.db.connects().release();
        Await.until("the late connection joins the pool", 2000, () -> parts.bag.count(PoolEntry.IDLE) == 1);
    }
}
