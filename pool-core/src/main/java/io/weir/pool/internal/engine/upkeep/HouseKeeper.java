package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.settings.LiveSettings;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.spi.Setting;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

import static java.lang.System.Logger.Level.DEBUG;
import static java.lang.System.Logger.Level.WARNING;

/**
 * The pool's background care, on its one scheduler thread: each connection's lifetime and keepalive
 * checks, and a periodic pass that retires connections idle past idleTimeout (above minimumIdle) or
 * beyond a lowered maximumPoolSize, then asks for the pool to be filled again.
 */
public final class HouseKeeper {
    private static final System.Logger LOG = System.getLogger(HouseKeeper.class.getName());
    private final RunningConfig settings;
    private final ConnectionBag bag;
    private final ScheduledExecutorService scheduler;
    private final Retirement retirement;
    private final FailureDiagnosis diagnosis;
    /** Asks for the pool to be filled up to minimumIdle again. */
    private final Runnable refill;

    public HouseKeeper(RunningConfig settings, ConnectionBag bag, ScheduledExecutorService scheduler, Retirement retirement,
                FailureDiagnosis diagnosis, Runnable refill) {
        this.settings = settings;
        this.bag = bag;
        this.scheduler = scheduler;
        this.retirement = retirement;
        this.diagnosis = diagnosis;
        this.refill = refill;
    }

    public void start() {
        long idle = settings.live().millis(Setting.IDLE_TIMEOUT);
        // often enough for idleTimeout to be honoured within half of it
        long period = Math.max(100, Math.min(30_000, idle > 0 ? idle / 2 : 30_000));
        scheduler.scheduleWithFixedDelay(this::pass, period, period, TimeUnit.MILLISECONDS);
    }

    /** Schedules the retirement (maxLifetime) and the keepalive checks of a new entry. */
    public void scheduleRetirement(PoolEntry e) {
        long life = settings.live().millis(Setting.MAX_LIFETIME);
        try {
            if (life > 0) {
                // up to 2.5% earlier, so connections made together don't all retire together
                long delay = life - ThreadLocalRandom.current().nextLong(life / 40 + 1);
                e.lifetimeTask = scheduler.schedule(() -> expire(e), delay, TimeUnit.MILLISECONDS);
            }
            long keepalive = settings.live().millis(Setting.KEEPALIVE_TIME);
            if (keepalive > 0) {
                long delay = keepalive - ThreadLocalRandom.current().nextLong(keepalive / 10 + 1);
                e.keepaliveTask = scheduler.scheduleWithFixedDelay(() -> keepalive(e), delay, delay, TimeUnit.MILLISECONDS);
            }
        } catch (RejectedExecutionException closingNow) {
            // the pool is closing; the entry is retired by close()
        }
    }

    private void expire(PoolEntry e) {
        e.markEvicted(RetireCause.MAX_LIFETIME, null);
        // in use: it is retired when it comes back (giveBack checks the flag)
        retirement.retireIfIdle(e, RetireCause.MAX_LIFETIME);
    }

    private void keepalive(PoolEntry e) {
        if (!e.tryReserve()) return;
        long epoch = diagnosis.fatalEpoch();
        if (diagnosis.isAlive(e)) {
            e.checkedEpoch = epoch;
            e.lastAccessNanos = System.nanoTime();
            bag.requite(e);
        } else {
            retirement.retire(e, RetireCause.FAILED_ALIVE_CHECK);
        }
    }

    private void pass() {
        try {
            long now = System.nanoTime();
            LiveSettings live = settings.live();
            long idleTimeoutNanos = TimeUnit.MILLISECONDS.toNanos(live.millis(Setting.IDLE_TIMEOUT));
            int max = live.count(Setting.MAXIMUM_POOL_SIZE);
            int minIdle = live.count(Setting.MINIMUM_IDLE);
            int retirable = bag.count(PoolEntry.IDLE) - minIdle;
            int excess = bag.size() - max;
            for (PoolEntry e : bag.snapshot()) {
                if (e.isEvicted() && e.tryReserve()) {
                    retirement.retire(e, e.evictCause()); // expired while a keepalive check held it
                    continue;
                }
                boolean tooMany = excess > 0;
                boolean idleTooLong = idleTimeoutNanos > 0 && retirable > 0 && minIdle < max
                        && now - e.lastAccessNanos > idleTimeoutNanos;
                if ((tooMany || idleTooLong) && e.tryReserve()) {
                    retirement.retire(e, tooMany ? RetireCause.POOL_SHRUNK : RetireCause.IDLE_TIMEOUT);
                    excess--;
                    retirable--;
                }
            }
            LOG.log(DEBUG, () -> settings.poolName() + " - housekeeping: " + bag.counts());
            refill.run();
        } catch (RuntimeException e) {
            LOG.log(WARNING, settings.poolName() + " - housekeeping failed", e);
        }
    }
}
