package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static io.weir.pool.internal.engine.EngineParts.physical;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** softEvictConnections: what is open or opening now retires, idle at once, borrowed on return. */
class SoftEvictionTest {
    private final EngineParts parts = new EngineParts(3);
    private final SoftEviction eviction = parts.softEviction;

    @AfterEach
    void close() {
        parts.close();
    }

    /** Waits until nanoTime has moved past {@code e}'s connect, so that an eviction now comes after it. */
    private static void afterTheConnectOf(PoolEntry e) {
        Await.until("the clock moves on", 1000, () -> System.nanoTime() - e.openStartedNanos > 0);
    }

    @Test
    void idleEntriesRetireAtOnce() throws Exception {
        PoolEntry e = parts.idle();
        eviction.evictAll();
        assertEquals(0, parts.bag.size());
        assertTrue(physical(e).awaitEnded(Duration.ofSeconds(5)));
    }

    @Test
    void aBorrowedEntryStaysWithItsBorrowerMarkedToRetireOnReturn() throws Exception {
        PoolEntry e = parts.borrowed();
        eviction.evictAll();
        assertEquals(1, parts.bag.size());
        assertTrue(e.isEvicted());
        assertEquals(RetireCause.SOFT_EVICTED, e.evictCause());
    }

    @Test
    void anEvictionAppliesToAConnectThatBeganBeforeIt() throws Exception {
        PoolEntry opening = parts.opened();
        afterTheConnectOf(opening);
        eviction.evictAll();
        assertTrue(eviction.appliesTo(opening));
    }

    @Test
    void anEvictionDoesNotApplyToAConnectThatBeganAfterIt() throws Exception {
        eviction.evictAll();
        PoolEntry later = parts.opened();
        assertFalse(eviction.appliesTo(later));
    }

    @Test
    void withoutAnyEvictionNoConnectIsAffected() throws Exception {
        assertFalse(eviction.appliesTo(parts.opened()));
    }

    @Test
    void evictingOneEntryRetiresItWhenIdle() throws Exception {
        PoolEntry e = parts.idle();
        PoolEntry other = parts.idle();
        eviction.evict(e);
        assertEquals(1, parts.bag.size());
        assertFalse(other.isEvicted());
    }
}
