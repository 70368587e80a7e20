package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.upkeep.LeakDetector;

/**
 * What a pool serves. Its borrowers' habits decide two policies: whether a return should wake a waiter
 * for every idle entry, and whether every borrow records its stack for the leak report.
 */
public enum PoolRole {
    /**
     * An application's data source. Threads that return a connection often borrow again at once (a loop
     * over work items, a batch), so one wake-up at a time is enough; leak detection is off unless the
     * application sets a threshold, and then it wants the borrowing stack in the first report.
     */
    DATA_SOURCE(false, LeakDetector.Stacks.EVERY_BORROW),
    /**
     * The resource adapter's physical pool. Each request gives its connection back at the end of its
     * transaction and goes on to write its response, so a returned connection stays idle until a waiter
     * takes it; leak detection is on by default, and a stack per borrow would cost more than the rest of
     * the adapter's work.
     */
    RESOURCE_ADAPTER(true, LeakDetector.Stacks.AFTER_FIRST_LEAK);

    /** Whether returning threads go on to other work instead of borrowing again (see ConnectionBag). */
    final boolean returnsLeave;
    final LeakDetector.Stacks leakStacks;

    PoolRole(boolean returnsLeave, LeakDetector.Stacks leakStacks) {
        this.returnsLeave = returnsLeave;
        this.leakStacks = leakStacks;
    }
}
