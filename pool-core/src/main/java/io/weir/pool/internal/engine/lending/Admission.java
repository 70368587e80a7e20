package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.HouseKeeper;
import io.weir.pool.internal.engine.upkeep.Retirement;
import io.weir.pool.internal.engine.upkeep.SoftEviction;

import static java.lang.System.Logger.Level.DEBUG;

/**
 * A newly opened connection, holding the slot it was opened in, joins the pool here, or is closed at
 * once if the pool closed meanwhile or a soft eviction (a password change, say) already retired what
 * it was opened with.
 */
final class Admission {
    private static final System.Logger LOG = System.getLogger(Admission.class.getName());

    private final ConnectionBag bag;
    private final Capacity capacity;
    private final SoftEviction softEviction;
    private final Retirement retirement;
    private final HouseKeeper houseKeeper;
    private final PoolCounters counters;

    Admission(ConnectionBag bag, Capacity capacity, SoftEviction softEviction, Retirement retirement, HouseKeeper houseKeeper,
              PoolCounters counters) {
        this.bag = bag;
        this.capacity = capacity;
        this.softEviction = softEviction;
        this.retirement = retirement;
        this.houseKeeper = houseKeeper;
        this.counters = counters;
    }

    /** The entry joins the bag, with its lifetime and keepalive scheduled, unless it must be closed at once. */
    void admit(PoolEntry e) {
        if (capacity.isClosing() || softEviction.appliesTo(e)) {
            retirement.discard(e);
            return;
        }
        houseKeeper.scheduleRetirement(e);
        // counted before it joins: a waiting borrower may take it from the bag at once, and whoever then
        // reads the counters must see it among the created
        counters.created();
        bag.add(e);
        // A soft eviction between the check above and the add looked at the bag without e. It writes its
        // time and then reads the bag; the add writes the bag and then this reads the time (all volatile),
        // so one of the two sees the other.
        if (softEviction.appliesTo(e)) softEviction.evict(e);
        LOG.log(DEBUG, () -> e + " joined the pool; " + bag.counts());
    }

    /**
     * An entry whose attempt was given up on arrived after all: it joins only if there is still room.
     *
     * @return whether it went on to {@link #admit}
     */
    boolean admitLate(PoolEntry e) {
        if (capacity.isClosing() || capacity.isBagFull()) {
            retirement.discard(e);
            return false;
        }
        admit(e);
        return true;
    }
}
