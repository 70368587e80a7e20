package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.spi.Setting;
import io.weir.pool.internal.engine.EngineParts;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.testsupport.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The count of slots (entries and connects in flight) against maximumPoolSize and minimumIdle. */
class CapacityTest {
    private final EngineParts parts = new EngineParts(c -> {
        c.setMaximumPoolSize(3);
        c.setMinimumIdle(1);
    });
    private final Capacity capacity = parts.capacity;

    @AfterEach
    void close() {
        parts.close();
    }

    @Test
    void noMoreSlotsThanMaximumPoolSizeAreGivenOut() {
        assertTrue(capacity.reserveSlot());
        assertTrue(capacity.reserveSlot());
        assertTrue(capacity.reserveSlot());
        assertFalse(capacity.reserveSlot());
    }

    @Test
    void aReleasedSlotCanBeReservedAgain() {
        for (int i = 0; i < 3; i++) capacity.reserveSlot();
        capacity.releaseSlot();
        assertTrue(capacity.reserveSlot());
    }

    @Test
    void noSlotIsGivenOutOnceThePoolCloses() {
        capacity.close();
        assertTrue(capacity.isClosing());
        assertFalse(capacity.reserveSlot());
    }

    @Test
    void aClosingPoolIsShrinkingAndNeedsNoConnection() {
        capacity.close();
        assertTrue(capacity.isShrinking());
        assertFalse(capacity.needsConnection());
    }

    @Test
    void loweringMaximumPoolSizeBelowTheSlotsHeldMakesThePoolShrink() {
        capacity.reserveSlot();
        capacity.reserveSlot();
        assertFalse(capacity.isShrinking());
        parts.settings.change(Setting.MAXIMUM_POOL_SIZE, 1);
        assertTrue(capacity.isShrinking());
        assertFalse(capacity.reserveSlot());
    }

    @Test
    void aConnectionIsNeededBelowMinimumIdleUnlessAConnectInFlightServesIt() {
        assertTrue(capacity.needsConnection());
        capacity.reserveSlot(); // a connect in flight, not yet in the bag
        assertFalse(capacity.needsConnection());
    }

    @Test
    void noConnectionIsNeededOnceMinimumIdleAreIdle() throws Exception {
        parts.idle();
        assertFalse(capacity.needsConnection());
        assertFalse(capacity.isBelowMinimumIdle());
    }

    @Test
    void aWaitingBorrowerNeedsAConnectionUntilAConnectInFlightServesIt() throws Exception {
        parts.settings.change(Setting.MINIMUM_IDLE, 0); // so that only the waiter can want a connection
        parts.borrowed();
        assertFalse(capacity.needsConnection());
        CompletableFuture<PoolEntry> waiter = CompletableFuture.supplyAsync(() -> {
            try {
                return parts.bag.borrow(TimeUnit.SECONDS.toNanos(30), () -> { });
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Await.until("the borrower waits", 5000, () -> parts.bag.waiting() == 1);
        assertTrue(capacity.needsConnection());
        capacity.reserveSlot();
        assertFalse(capacity.needsConnection(), "the connect in flight is the waiter's");
        parts.bag.releaseWaiters();
        waiter.handle((e, t) -> null).join();
    }

    @Test
    void atMaximumPoolSizeNoConnectionIsNeededOrAskedForEvenBelowMinimumIdle() throws Exception {
        parts.borrowed();
        parts.borrowed();
        parts.borrowed();
        assertFalse(capacity.isBelowMinimumIdle());
        assertFalse(capacity.needsConnection());
    }

    @Test
    void theBagIsFullWhenItHoldsMaximumPoolSizeEntries() throws Exception {
        parts.idle();
        parts.idle();
        assertFalse(capacity.isBagFull());
        parts.idle();
        assertTrue(capacity.isBagFull());
    }
}
