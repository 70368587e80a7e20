package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AdmissionTest {
    private final CreationParts parts = new CreationParts(2);

    @AfterEach
    void close() {
        parts.close();
    }

    @Test
    void anAdmittedEntryIsIdleInTheBagAndCountedAsCreated() throws Exception {
        PoolEntry e = parts.opened();
        parts.admission.admit(e);
        assertEquals(1, parts.bag.count(PoolEntry.IDLE));
        assertEquals(1, parts.counters.createdCount());
        assertTrue(parts.bag.tryBorrowAny() == e, "the admitted entry is the one lent next");
    }

    @Test
    void anEntryOpenedWhileThePoolClosesIsClosedInsteadOfAdmitted() throws Exception {
        PoolEntry e = parts.opened();
        parts.capacity.close();
        parts.admission.admit(e);
        assertEquals(0, parts.bag.size());
        assertEquals(0, parts.counters.createdCount());
        Await.until("the discarded connection is closed", 2000, () -> parts.db.openConnections() == 0);
    }

    @Test
    void anEntryOpenedBeforeASoftEvictionIsClosedInsteadOfAdmitted() throws Exception {
        PoolEntry e = parts.opened();
        Thread.sleep(2); // the eviction's time must come after the connect began
        parts.softEviction.evictAll();
        parts.admission.admit(e);
        assertEquals(0, parts.bag.size());
        Await.until("the discarded connection is closed", 2000, () -> parts.db.openConnections() == 0);
    }

    @Test
    void aLateEntryIsClosedWhenTheBagIsAlreadyFull() throws Exception {
        PoolEntry first = parts.opened();
        PoolEntry second = parts.opened();
        parts.admission.admit(first);
        parts.admission.admit(second);
        PoolEntry late = parts.opener.open(); // a slot given up on: the pool filled it meanwhile
        assertFalse(parts.admission.admitLate(late));
        assertEquals(2, parts.bag.size());
        Await.until("the late connection is closed", 2000, () -> parts.db.openConnections() == 2);
    }

    @Test
    void aLateEntryJoinsWhenThereIsRoom() throws Exception {
        PoolEntry late = parts.opened();
        assertTrue(parts.admission.admitLate(late));
        assertEquals(1, parts.bag.count(PoolEntry.IDLE));
    }
}
