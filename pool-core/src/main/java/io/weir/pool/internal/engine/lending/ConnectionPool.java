package io.weir.pool.internal.engine.lending;

import io.weir.pool.internal.engine.bag.ConnectionBag;
import io.weir.pool.internal.engine.bag.PoolClock;
import io.weir.pool.internal.engine.bag.PoolClosedException;
import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;
import io.weir.pool.internal.engine.connect.AliveCheck;
import io.weir.pool.internal.engine.connect.ConnectionSource;
import io.weir.pool.internal.engine.connect.EntryOpener;
import io.weir.pool.internal.engine.connect.FailureDiagnosis;
import io.weir.pool.internal.engine.connect.PoolMetrics;
import io.weir.pool.internal.engine.connect.TransactionPooler;
import io.weir.pool.internal.engine.settings.LiveSettings;
import io.weir.pool.internal.engine.settings.RunningConfig;
import io.weir.pool.internal.engine.upkeep.Capacity;
import io.weir.pool.internal.engine.upkeep.HouseKeeper;
import io.weir.pool.internal.engine.upkeep.LeakWatch;
import io.weir.pool.internal.engine.upkeep.Retirement;
import io.weir.pool.internal.engine.upkeep.SoftEviction;
import io.weir.pool.internal.engine.upkeep.Suspension;
import io.weir.pool.internal.jdbc.Facades;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static java.lang.System.Logger.Level.INFO;

/**
 * The pool engine: lends {@link PoolEntry entries} from the {@link ConnectionBag}, checks them and
 * takes them back. The rest is done by the parts it wires together: {@link ConnectionCreator} opens
 * connections, {@link Retirement} closes them, {@link HouseKeeper} looks after idle ones,
 * {@link FailureDiagnosis} remembers what failed, {@link Capacity} counts, {@link Suspension} and
 * {@link SoftEviction} serve the MXBean, {@link Returns} takes entries back from their borrowers. The layer
 * that starts it gives it the parts that face the application ({@link PoolParts}): the public API for a data
 * source, the SPI for the resource adapter.
 */
public final class ConnectionPool {
    private static final System.Logger LOG = System.getLogger(ConnectionPool.class.getName());

    private final Settings config;
    private final String poolName;
    private final ConnectionSource source;
    private final PoolClock clock;
    private final ConnectionBag bag;
    private final PoolThreads threads;
    private final ConnectionCreator creator;
    /** Null when the pool records no metrics. */
    private final PoolMetrics tracker;
    private final boolean metricsEnabled;
    private final PoolJmx jmx;
    private final PoolCounters counters = new PoolCounters();
    private final AtomicBoolean closed = new AtomicBoolean();

    private final RunningConfig settings;
    /** The MXBean, an instance of {@link #mxbeanType}, which reads the counts and changes the runtime settings. */
    private final Object mxbean;
    private final Class<?> mxbeanType;
    private final HouseKeeper houseKeeper;
    private final LeakWatch leaks;
    private final FailureDiagnosis diagnosis;
    private final Capacity capacity;
    private final Suspension suspension;
    private final Retirement retirement;
    private final SoftEviction softEviction;
    private final Returns returns;
    private final TransactionPooler pooler;

    private <M> ConnectionPool(Settings config, PoolRole role, PoolParts<M> parts) {
        this.config = config;
        this.poolName = config.poolName();
        this.settings = new RunningConfig(config, this::settingsChanged);
        MXBeanMapping<M> mapping = MXBeanMapping.of(parts.mxbeanInterface());
        M mxbean = mapping.implement(new PoolControl(this, settings));
        this.mxbean = mxbean;
        this.mxbeanType = mapping.type();
        String overrideClass = config.text(Setting.EXCEPTION_OVERRIDE_CLASS_NAME);
        FatalErrorClassifier classifier = FatalErrorClassifier.create(config, overrideClass == null ? null : parts.errorOverride(overrideClass));
        this.source = ConnectionSource.of(config);
        this.clock = new PoolClock(poolName, () -> settings.live().aliveBypassNanos(), this::tick);
        this.bag = new ConnectionBag(clock, role.returnsLeave);

        this.threads = new PoolThreads(poolName);
        AliveCheck aliveCheck = new AliveCheck(config.text(Setting.CONNECTION_TEST_QUERY),
                config.flag(Setting.ISOLATE_INTERNAL_QUERIES) && !config.flag(Setting.AUTO_COMMIT), settings, threads.connectors);
        this.leaks = new LeakWatch(settings.live().millis(Setting.LEAK_DETECTION_THRESHOLD), role.leakStacks, threads.scheduler,
                bag::snapshot, poolName);
        this.tracker = parts.metrics(poolName, mxbean);
        this.metricsEnabled = tracker != null;
        this.jmx = new PoolJmx(poolName, config.flag(Setting.REGISTER_MBEANS));

        this.diagnosis = new FailureDiagnosis(poolName, source, aliveCheck);
        this.capacity = new Capacity(settings, bag);
        this.suspension = Suspension.of(config.flag(Setting.ALLOW_POOL_SUSPENSION), poolName, bag);
        // the creator is made last, as it needs the others; they ask it for connections only once the pool runs
        Runnable refill = this::requestFill;
        this.retirement = new Retirement(poolName, bag, capacity, threads.connectors, refill, counters, source::masked);
        this.softEviction = new SoftEviction(bag, retirement);
        this.houseKeeper = new HouseKeeper(settings, bag, threads.scheduler, retirement, diagnosis, refill);
        this.returns = new Returns(poolName, classifier, clock, bag, capacity, retirement, diagnosis, leaks, tracker);
        EntryOpener opener = new EntryOpener(config, source, threads.connectors, returns, diagnosis, tracker);
        this.pooler = opener.pooler();
        Admission admission = new Admission(bag, capacity, softEviction, retirement, houseKeeper, counters);
        ConnectAttempt attempt = new ConnectAttempt(threads.connectors, opener, capacity, diagnosis, admission);
        this.creator = new ConnectionCreator(threads.creatorLoop, attempt, settings, capacity, suspension, diagnosis);
    }

    /**
     * Validates a copy of the settings and starts a pool with it.
     *
     * @param role  what the pool serves, which sets how returns wake waiters and what a leak report shows
     * @param parts the application-facing parts, made for this pool
     * @throws IllegalArgumentException  on an invalid setting
     * @throws FirstConnectionException if initializationFailTimeout passes without a first connection
     */
    public static ConnectionPool start(Settings config, PoolRole role, PoolParts<?> parts) {
        Settings own = config.copy();
        own.validate();
        ConnectionPool pool = new ConnectionPool(own, role, parts);
        try {
            pool.initialize();
        } catch (RuntimeException | Error e) {
            pool.close();
            throw e;
        }
        return pool;
    }

    private void initialize() {
        clock.start();
        long failTimeout = config.millis(Setting.INITIALIZATION_FAIL_TIMEOUT);
        if (failTimeout >= 0) creator.awaitFirstConnection(failTimeout, source.describe());
        jmx.register(mxbeanType, mxbean);
        houseKeeper.start();
        creator.request();
        LOG.log(INFO, () -> poolName + " - started: " + source.describe() + ", maximumPoolSize="
                + settings.live().count(Setting.MAXIMUM_POOL_SIZE) + ", minimumIdle=" + settings.live().count(Setting.MINIMUM_IDLE));
    }

    /** Borrows a connection facade for the application. */
    public Connection getConnection() throws SQLException {
        PoolEntry e = borrow();
        return Facades.newConnection(e, e);
    }

    // The hot path: a borrow that finds an idle connection reads no clock but the pool's coarse one,
    // takes no lock and allocates nothing. Plain fields are read once; the volatile ones (closing,
    // suspended, the entry's flags and state) are single loads on x86. The entry's plain fields
    // (lastAccessNanos, checkedEpoch, borrowedNanos) need no ordering of their own: the bag's CAS on the
    // entry's state, which made this thread its owner, comes after the last owner's writes to them.
    public PoolEntry borrow() throws SQLException {
        if (capacity.isClosing()) throw closedException();
        boolean suspended = suspension.isSuspended();
        long start = metricsEnabled || suspended ? System.nanoTime() : 0;
        if (suspended) suspension.awaitResume(start, settings.live().millis(Setting.CONNECTION_TIMEOUT));
        PoolEntry e = bag.tryBorrowOwn();
        // a thread that gets back the entry it returned last leaves the pool as it found it: only other
        // borrows look at whether minimumIdle needs a new connection (counting idle entries reads every
        // entry's state, which the other threads keep changing)
        boolean fill = e == null;
        if (fill) e = bag.tryBorrowAny();
        if (e != null) {
            if (!e.isEvicted() && !needsCheck(e)) {
                lent(e, start, fill);
                return e;
            }
            // an alive check may take up to validationTimeout, which counts against connectionTimeout
            if (start == 0) start = System.nanoTime();
            if (usable(e)) {
                lent(e, start, true);
                return e;
            }
        }
        return borrowWaiting(start != 0 ? start : System.nanoTime());
    }

    /** Whether an entry must pass an alive check before it is lent: it rested past aliveBypassWindow, or a fatal error happened since its last check. */
    private boolean needsCheck(PoolEntry e) {
        long bypass = settings.live().aliveBypassNanos();
        // both readings come from the coarse clock, so each may lag nanoTime: the allowance makes the error
        // go towards checking a little early, never towards checking too late
        return bypass == 0 || clock.now() - e.lastAccessNanos > bypass - clock.lagAllowanceNanos()
                || e.checkedEpoch != diagnosis.fatalEpoch();
    }

    private void lent(PoolEntry e, long start, boolean fill) {
        e.borrowedNanos = metricsEnabled ? start : clock.now();
        leaks.onBorrow(e);
        // keep minimumIdle ready without waiting for housekeeping
        if (fill && capacity.isBelowMinimumIdle()) creator.request();
        if (metricsEnabled) tracker.recordConnectionAcquiredNanos(System.nanoTime() - start);
    }

    /** The borrow that may wait: for a connection to come back or be opened, up to connectionTimeout. */
    private PoolEntry borrowWaiting(long start) throws SQLException {
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(settings.live().millis(Setting.CONNECTION_TIMEOUT));
        try {
            for (long remaining = deadline - System.nanoTime(); remaining > 0; remaining = deadline - System.nanoTime()) {
                PoolEntry e = bag.borrow(remaining, creator::request);
                if (e == null) break;
                if (usable(e)) {
                    lent(e, start, true);
                    return e;
                }
            }
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new SQLException(poolName + " - interrupted while waiting for a connection", "08001", ie);
        } catch (PoolClosedException pce) {
            throw closedException();
        } finally {
            counters.waited(System.nanoTime() - start);
        }
        if (capacity.isClosing()) throw closedException();
        counters.timedOut();
        if (metricsEnabled) tracker.recordConnectionTimeout();
        throw diagnosis.timeoutException(System.nanoTime() - start, settings.live().millis(Setting.CONNECTION_TIMEOUT), creator.attemptInFlightSince(),
                bag.counts() + (suspension.isSuspended() ? "; the pool is suspended" : ""));
    }

    /** Whether a borrowed entry may be lent: not evicted, and alive if it needs a check. An entry that may not is retired. */
    private boolean usable(PoolEntry e) {
        long epoch = diagnosis.fatalEpoch();
        if (e.isEvicted() || (needsCheck(e) && !diagnosis.isAlive(e))) {
            retirement.retire(e, RetireCause.FAILED_ALIVE_CHECK);
            return false;
        }
        e.checkedEpoch = epoch;
        return true;
    }

    private SQLException closedException() {
        return new SQLException(poolName + " - the pool is closed", "08003");
    }

    // a method rather than bag::nudge in the constructor: the bag is made after the clock it needs
    private boolean tick() {
        return bag.nudge();
    }

    public String poolName() {
        return poolName;
    }

    /** What the pool's entries report to, and how they come back. */
    Returns returns() {
        return returns;
    }

    /** The pool's MXBean, as the {@link PoolParts#mxbeanInterface()} it implements. */
    public <M> M mxbean(Class<M> type) {
        return type.cast(mxbean);
    }

    /** The settings the pool runs with, runtime changes included; do not change them. */
    public Settings settings() {
        return settings.config();
    }

    public boolean isClosed() {
        return closed.get();
    }

    /** Stops the background work, closes idle connections now, waits closeGracePeriod for borrowed ones, then aborts them. */
    public void close() {
        if (!closed.compareAndSet(false, true)) return;
        capacity.close();
        LOG.log(INFO, () -> poolName + " - closing: " + bag.counts());
        threads.stopBackground();
        clock.stop();
        bag.releaseWaiters();
        suspension.close();
        retirement.drain(config.millis(Setting.CLOSE_GRACE_PERIOD));
        threads.stopConnectors();
        jmx.unregister();
        if (metricsEnabled) tracker.close();
        LOG.log(INFO, () -> poolName + " - closed");
    }

    // What PoolControl (the MXBean) acts on.

    boolean isBehindTransactionPooler() {
        return pooler.pooled();
    }

    int activeCount() {
        return bag.count(PoolEntry.IN_USE);
    }

    int idleCount() {
        return bag.count(PoolEntry.IDLE);
    }

    int totalCount() {
        return bag.size();
    }

    int waitingCount() {
        return bag.waiting();
    }

    public PoolCounters counters() {
        return counters;
    }

    void softEvict() {
        softEviction.evictAll();
    }

    void suspend() {
        suspension.suspend();
    }

    void resume() {
        if (suspension.resume()) creator.request();
    }

    boolean isSuspended() {
        return suspension.isSuspended();
    }

    void requestFill() {
        creator.request();
    }

    /** A runtime setting changed: the components that keep state derived from one take the new value. */
    void settingsChanged(LiveSettings before, LiveSettings after) {
        if (after.changed(Setting.CONNECTION_TIMEOUT, before)) source.applyLoginTimeout(after.millis(Setting.CONNECTION_TIMEOUT));
        if (after.changed(Setting.LEAK_DETECTION_THRESHOLD, before)) leaks.thresholdChanged(after.millis(Setting.LEAK_DETECTION_THRESHOLD));
        if (after.changed(Setting.USERNAME, before) || after.changed(Setting.PASSWORD, before)) {
            // connections keep the credentials they were opened with: retire them (idle now, borrowed ones when they come back)
            source.setUsername(after.text(Setting.USERNAME));
            source.setPassword(after.text(Setting.PASSWORD));
            softEvict();
            LOG.log(INFO, () -> poolName + " - credentials changed; connections are being renewed");
        }
        if (after.changed(Setting.MAXIMUM_POOL_SIZE, before) || after.changed(Setting.MINIMUM_IDLE, before)) requestFill();
    }

    public ConnectionSource source() {
        return source;
    }

    /** Gives up the JMX name now (the resource adapter's pools with replaced settings); close() would later. */
    public void releaseName() {
        jmx.unregister();
    }

    @Override
    public String toString() {
        return poolName + "[" + source.describe() + ", " + bag.counts() + "]";
    }
}
