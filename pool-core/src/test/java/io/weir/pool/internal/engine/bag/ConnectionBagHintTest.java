package io.weir.pool.internal.engine.bag;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertSame;

/** The per-thread hint: a thread borrows first the entry it returned last, ahead of the scan order. */
class ConnectionBagHintTest {
    private final ConnectionBag bag = new ConnectionBag(new PoolClock("test", () -> 0, () -> false), false);
    private final PoolEntry first = idleEntry(1);
    private final PoolEntry second = idleEntry(2);

    private PoolEntry idleEntry(int id) {
        PoolEntry e = new PoolEntry(null, id, null, null, null, 0, 0);
        bag.add(e);
        return e;
    }

    private PoolEntry borrow() throws InterruptedException {
        return bag.borrow(0, () -> { });
    }

    private void borrowBoth() throws InterruptedException {
        PoolEntry one = borrow();
        PoolEntry other = borrow();
        assertSame(first, one == first ? one : other);
        assertSame(second, one == second ? one : other);
    }

    @Test
    void aThreadBorrowsFirstTheEntryItReturnedLast() throws InterruptedException {
        borrowBoth();
        bag.requite(first);
        bag.requite(second);

        assertSame(second, borrow()); // the scan alone would take first
    }

    /** The hint moves away from an entry and back to it: what the entry remembers must follow. */
    @Test
    void theHintFollowsEveryReturnEvenToAnEntryItPointedAtBefore() throws InterruptedException {
        borrowBoth();
        bag.requite(second);
        bag.requite(first); // the hint leaves second
        assertSame(first, borrow());
        assertSame(second, borrow());
        bag.requite(first);
        bag.requite(second); // and comes back to it

        assertSame(second, borrow());
    }
}
