package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolClock;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.connect.PoolMetrics;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.LeakWatch;
import io.weir.pool.internal.engine.upkeep.Retirement;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;

import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * What an entry reports to while it is lent, and how it comes back: the reset, the doubts a call raised, then
 * lent again or retired; the resource adapter's evictions and first-use checks; the fatal errors that put the
 * pool's other connections in doubt. The only {@link PoolEntry.Home}, so an entry's call to it binds statically.
 */
final class Returns extends PoolEntry.Home {
    private final String poolName;
    private final FatalErrorClassifier classifier;
    private final PoolClock clock;
    private final ConnectionBag bag;
    private final Capacity capacity;
    private final Retirement retirement;
    private final FailureDiagnosis diagnosis;
    private final LeakWatch leaks;
    /** Null when the pool records no metrics. */
    private final PoolMetrics tracker;

    Returns(String poolName, FatalErrorClassifier classifier, PoolClock clock, ConnectionBag bag, Capacity capacity,
            Retirement retirement, FailureDiagnosis diagnosis, LeakWatch leaks, PoolMetrics tracker) {
        this.poolName = poolName;
        this.classifier = classifier;
        this.clock = clock;
        this.bag = bag;
        this.capacity = capacity;
        this.retirement = retirement;
        this.diagnosis = diagnosis;
        this.leaks = leaks;
        this.tracker = tracker;
    }

    /** Takes an entry back from its borrower: reset, then lend again or retire. */
    @Override
    public void giveBack(PoolEntry e) {
        leaks.onReturn(e);
        if (tracker != null) tracker.recordConnectionUsageMillis(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - e.borrowedNanos));
        if (!e.isEvicted()) {
            try {
                e.session.reset(e.raw);
            } catch (SQLException | RuntimeException ex) {
                e.markEvicted(RetireCause.FAILED_RESET, ex);
            }
        }
        if (e.hasDoubts() && !e.isEvicted()) settleDoubts(e);
        if (e.isEvicted() || capacity.isShrinking()) {
            retirement.retire(e, capacity.isClosing() ? RetireCause.POOL_CLOSED : RetireCause.POOL_SHRUNK);
            return;
        }
        // a plain write: the bag's volatile write of the state (idle) publishes it to the next borrower
        e.lastAccessNanos = clock.now();
        bag.requite(e);
    }

    /** Checks what a timeout or a read-only refusal put in doubt, after the reset, before the entry is lent again. */
    private void settleDoubts(PoolEntry e) {
        int doubts = e.takeDoubts();
        if ((doubts & PoolEntry.TIMED_OUT) != 0 && !diagnosis.isAlive(e)) {
            e.markEvicted(RetireCause.FAILED_ALIVE_CHECK, e.lastCheckFailure);
        } else if ((doubts & PoolEntry.MAYBE_ON_STANDBY) != 0 && diagnosis.isOnStandby(e)) {
            e.markEvicted(RetireCause.ON_STANDBY, e.lastCheckFailure);
        }
    }

    /**
     * The resource adapter asks before the first work on a lease it held unused: checked only if a fatal
     * error happened since it was last known good, as a borrow would check it. A dead one is marked
     * evicted, so that the adapter's evict retires it with that reason.
     */
    @Override
    public boolean confirmAlive(PoolEntry e) {
        long epoch = diagnosis.fatalEpoch();
        if (e.checkedEpoch == epoch) return true;
        if (!diagnosis.isAlive(e)) {
            e.markEvicted(RetireCause.FAILED_ALIVE_CHECK, e.lastCheckFailure);
            return false;
        }
        e.checkedEpoch = epoch;
        return true;
    }

    /** The resource adapter gives back a lease whose connection failed: retire it, and check the others before lending them. */
    @Override
    public void evict(PoolEntry e) {
        diagnosis.fatalError(null);
        e.markEvicted(RetireCause.EVICTED_BY_ADAPTER, null);
        leaks.onReturn(e);
        retirement.retire(e, RetireCause.EVICTED_BY_ADAPTER);
    }

    @Override
    public void fatalError(SQLException cause) {
        diagnosis.fatalError(cause);
    }

    @Override
    public FatalErrorClassifier classifier() {
        return classifier;
    }

    @Override
    public String poolName() {
        return poolName;
    }
}
