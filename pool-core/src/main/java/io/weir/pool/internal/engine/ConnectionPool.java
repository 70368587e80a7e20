package io.weir.pool.internal.engine;

import io.weir.pool.MetricsTracker;
import io.weir.pool.WeirConfig;
import io.weir.pool.WeirPoolInitializationException;
import io.weir.pool.WeirPoolMXBean;
import io.weir.pool.Secrets;
import io.weir.pool.internal.jdbc.Facades;
import io.weir.pool.internal.jdbc.FatalErrorClassifier;
import io.weir.pool.internal.jdbc.SessionState;
import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.PhysicalPool;

import javax.sql.XAConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import static java.lang.System.Logger.Level.DEBUG;
import static java.lang.System.Logger.Level.INFO;
import static java.lang.System.Logger.Level.WARNING;

/**
 * The pool engine: lends {@link PoolEntry entries} from the {@link ConnectionBag}, checks them,
 * takes them back, and keeps the pool's size and health in the background. It is both the
 * standalone pool behind {@code WeirDataSource} and the {@link PhysicalPool} the resource adapter uses.
 */
public final class ConnectionPool implements PhysicalPool {
    static final System.Logger LOG = System.getLogger("io.weir.pool");

    private final WeirConfig config;
    private final String poolName;
    private final ConnectionSource source;
    private final FatalErrorClassifier classifier;
    private final PoolClock clock;
    private final ConnectionBag bag;
    private final ScheduledThreadPoolExecutor scheduler;
    private final ExecutorService connectors;
    private final ExecutorService creatorLoop;
    private final ConnectionCreator creator;
    private final AliveCheck aliveCheck;
    private final MetricsTracker tracker;
    private final boolean metricsEnabled;
    private final PoolJmx jmx;

    /** Entries in the bag plus connect attempts in flight: never above maximumPoolSize. */
    private final AtomicInteger slots = new AtomicInteger();
    private final AtomicInteger entryIds = new AtomicInteger();
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile boolean closing;
    private volatile Throwable lastConnectFailure;
    private volatile long lastConnectFailureNanos;
    private volatile boolean connectFailing;
    /** Why the most recent alive check failed, and when: a cause for timeouts while connects still succeed. */
    private volatile Throwable lastCheckFailure;
    private volatile long lastCheckFailureNanos;
    /**
     * Changes whenever a connection dies of a fatal error. A fatal error on one connection (a server
     * restart, a network cut) often means the others are dead too, so every entry last checked before
     * the change is checked again before it is lent, whatever its idle time.
     */
    private volatile long fatalEpoch;
    private volatile Throwable lastFatalError;
    private volatile long softEvictedNanos = System.nanoTime() - TimeUnit.DAYS.toNanos(1);

    /** The runtime-changeable settings, and the MXBean that changes them. */
    private final PoolControl control;
    private final HouseKeeper houseKeeper;
    private volatile LeakDetector leakDetector;

    private volatile boolean suspended;
    private final ReentrantLock suspendLock = new ReentrantLock();
    private final Condition resumed = suspendLock.newCondition();

    private ConnectionPool(WeirConfig config) {
        this.config = config;
        this.poolName = config.getPoolName();
        this.control = new PoolControl(this, config);
        this.classifier = FatalErrorClassifier.create(config);
        this.source = ConnectionSource.of(config);
        this.clock = new PoolClock(poolName, () -> control.live.aliveBypassNanos, this::tick);
        this.bag = new ConnectionBag(clock);

        this.scheduler = new ScheduledThreadPoolExecutor(1, PoolThreads.named(poolName + "-housekeeper"));
        scheduler.setRemoveOnCancelPolicy(true);
        scheduler.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.connectors = Executors.newCachedThreadPool(PoolThreads.named(poolName + "-connector"));
        this.creatorLoop = Executors.newSingleThreadExecutor(PoolThreads.named(poolName + "-creator"));
        this.creator = new ConnectionCreator(this, creatorLoop, connectors);
        this.aliveCheck = new AliveCheck(config.getConnectionTestQuery(),
                config.isIsolateInternalQueries() && !config.isAutoCommit(), control, connectors);
        this.leakDetector = LeakDetector.of(config.getLeakDetectionThreshold(), scheduler, LOG, poolName);
        this.metricsEnabled = config.getMetricsTrackerFactory() != null;
        this.tracker = metricsEnabled ? config.getMetricsTrackerFactory().create(poolName, control) : new MetricsTracker() {
        };
        this.jmx = new PoolJmx(poolName, config.isRegisterMbeans());
        this.houseKeeper = new HouseKeeper(this, control, bag, scheduler);
    }

    /**
     * Validates a copy of the configuration and starts a pool with it.
     *
     * @throws IllegalArgumentException        on an invalid setting
     * @throws WeirPoolInitializationException if initializationFailTimeout passes without a first connection
     */
    public static ConnectionPool start(WeirConfig config) {
        WeirConfig own = config.copy();
        own.validate();
        ConnectionPool pool = new ConnectionPool(own);
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
        long failTimeout = config.getInitializationFailTimeout();
        if (failTimeout >= 0) awaitFirstConnection(failTimeout);
        jmx.register(control);
        houseKeeper.start();
        creator.request();
        LOG.log(INFO, () -> poolName + " - started: " + source.describe() + ", maximumPoolSize=" + control.live.maximumPoolSize
                + ", minimumIdle=" + control.live.minimumIdle);
    }

    private void awaitFirstConnection(long failTimeoutMs) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(failTimeoutMs);
        try {
            do {
                if (reserveSlot() && creator.attempt(Math.max(control.live.connectionTimeoutMs, failTimeoutMs)) != null) return;
                if (System.nanoTime() - deadline < 0) Thread.sleep(100);
            } while (System.nanoTime() - deadline < 0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Throwable cause = lastConnectFailure;
        throw new WeirPoolInitializationException(poolName + " - could not get a first connection from "
                + source.describe() + " within initializationFailTimeout=" + failTimeoutMs + " ms: "
                + (cause == null ? "interrupted" : cause.getMessage()), cause);
    }

    /** Borrows a connection facade for the application. */
    public Connection getConnection() throws SQLException {
        PoolEntry e = acquire();
        return Facades.newConnection(e, e);
    }

    // The hot path: a borrow that finds an idle connection reads no clock but the pool's coarse one,
    // takes no lock and allocates nothing. Plain fields are read once; the volatile ones (closing,
    // suspended, the entry's flags and state) are single loads on x86.
    private PoolEntry acquire() throws SQLException {
        if (closing) throw closedException();
        long start = metricsEnabled || suspended ? System.nanoTime() : 0;
        if (suspended) awaitResume(start);
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
        return acquireWaiting(start != 0 ? start : System.nanoTime());
    }

    /** The borrow that may wait: for a connection to come back or be opened, up to connectionTimeout. */
    private PoolEntry acquireWaiting(long start) throws SQLException {
        long deadline = start + TimeUnit.MILLISECONDS.toNanos(control.live.connectionTimeoutMs);
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
        }
        if (closing) throw closedException();
        if (metricsEnabled) tracker.recordConnectionTimeout();
        throw timeoutException(System.nanoTime() - start);
    }

    /** Whether an entry must pass an alive check before it is lent: it rested past aliveBypassWindow, or a fatal error happened since its last check. */
    private boolean needsCheck(PoolEntry e) {
        long bypass = control.live.aliveBypassNanos;
        // both readings come from the coarse clock, so each may lag nanoTime: the allowance makes the error
        // go towards checking a little early, never towards checking too late
        return bypass == 0 || clock.now() - e.lastAccessNanos > bypass - clock.lagAllowanceNanos() || e.checkedEpoch != fatalEpoch;
    }

    /** Whether a borrowed entry may be lent: not evicted, and alive if it needs a check. An entry that may not is retired. */
    private boolean usable(PoolEntry e) {
        long epoch = fatalEpoch;
        if (e.isEvicted() || (needsCheck(e) && !isAlive(e))) {
            retire(e, e.isEvicted() ? e.evictReason() : "failed its alive check");
            return false;
        }
        e.checkedEpoch = epoch;
        return true;
    }

    private void lent(PoolEntry e, long start, boolean fill) {
        e.borrowedNanos = metricsEnabled ? start : clock.now();
        leakDetector.onBorrow(e);
        // below maximumPoolSize (only then) keep minimumIdle ready without waiting for housekeeping
        if (fill && slots.get() < control.live.maximumPoolSize && bag.count(PoolEntry.IDLE) < control.live.minimumIdle) creator.request();
        if (metricsEnabled) tracker.recordConnectionAcquiredNanos(System.nanoTime() - start);
    }

    boolean isAlive(PoolEntry e) {
        if (aliveCheck.isAlive(e)) return true;
        Throwable why = e.lastCheckFailure;
        lastCheckFailure = why != null ? why
                : new SQLException("a pooled connection to " + source.describe() + " failed its alive check", "08003");
        lastCheckFailureNanos = System.nanoTime();
        return false;
    }

    void noteFatalError(SQLException cause) {
        if (cause != null) lastFatalError = Secrets.scrub(cause, source.password());
        fatalEpoch = System.nanoTime();
    }

    /** Takes an entry back from its borrower: reset, then lend again or retire. */
    void giveBack(PoolEntry e) {
        leakDetector.onReturn(e);
        if (metricsEnabled) tracker.recordConnectionUsageMillis(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - e.borrowedNanos));
        if (!e.isEvicted()) {
            try {
                e.session.reset(e.raw);
            } catch (SQLException | RuntimeException ex) {
                e.markEvicted("could not be reset: " + ex.getMessage());
            }
        }
        if (e.isSuspect() && !e.isEvicted()) {
            e.clearSuspect();
            if (!isAlive(e)) e.markEvicted("failed its alive check after a timeout");
        }
        if (e.isEvicted() || closing || slots.get() > control.live.maximumPoolSize) {
            retire(e, e.isEvicted() ? e.evictReason() : closing ? "pool closed" : "maximumPoolSize lowered");
            return;
        }
        e.lastAccessNanos = clock.now();
        bag.requite(e);
    }

    private SQLException closedException() {
        return new SQLException(poolName + " - the pool is closed", "08003");
    }

    private SQLTransientConnectionException timeoutException(long waitedNanos) {
        Throwable cause = timeoutCause();
        String message = poolName + " - no connection available after waiting "
                + TimeUnit.NANOSECONDS.toMillis(waitedNanos) + " ms (connectionTimeout=" + control.live.connectionTimeoutMs
                + " ms); " + counts()
                + (suspended ? "; the pool is suspended" : "")
                + (cause != null ? "; cause: " + cause.getMessage() : "");
        SQLTransientConnectionException e = new SQLTransientConnectionException(message,
                cause instanceof SQLException ? ((SQLException) cause).getSQLState() : null);
        if (cause != null) e.initCause(cause);
        return e;
    }

    /** Why no connection came: connects failing, a connect not answering, or connections dying at their check. */
    private Throwable timeoutCause() {
        if (connectFailing && lastConnectFailure != null) return lastConnectFailure;
        long since = creator.attemptInFlightSince();
        long now = System.nanoTime();
        if (since != 0) {
            return new SQLTimeoutException("a connect to " + source.describe() + " has not answered for "
                    + TimeUnit.NANOSECONDS.toMillis(now - since) + " ms", "08001");
        }
        // otherwise the latest failure the pool saw, if it is recent enough to be why this wait failed
        long recent = Math.max(2 * TimeUnit.MILLISECONDS.toNanos(control.live.connectionTimeoutMs), TimeUnit.SECONDS.toNanos(10));
        Throwable latest = null;
        long latestAt = now - recent;
        if (lastCheckFailure != null && lastCheckFailureNanos - latestAt > 0) {
            latest = lastCheckFailure;
            latestAt = lastCheckFailureNanos;
        }
        if (lastFatalError != null && fatalEpoch - latestAt > 0) {
            latest = lastFatalError;
            latestAt = fatalEpoch;
        }
        if (lastConnectFailure != null && lastConnectFailureNanos - latestAt > 0) latest = lastConnectFailure;
        return latest;
    }

    private void awaitResume(long start) throws SQLException {
        long nanos = TimeUnit.MILLISECONDS.toNanos(control.live.connectionTimeoutMs) - (System.nanoTime() - start);
        suspendLock.lock();
        try {
            while (suspended && !closing) {
                if (nanos <= 0) {
                    throw new SQLTransientConnectionException(poolName + " - the pool is suspended and was not resumed "
                            + "within connectionTimeout=" + control.live.connectionTimeoutMs + " ms; " + counts());
                }
                nanos = resumed.awaitNanos(nanos);
            }
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new SQLException(poolName + " - interrupted while the pool was suspended", "08001", ie);
        } finally {
            suspendLock.unlock();
        }
    }

    // Creation: called by ConnectionCreator.

    // a method rather than bag::nudge in the constructor: the bag is made after the clock it needs
    private boolean tick() {
        return bag.nudge();
    }

    boolean needsConnection() {
        if (closing || suspended) return false;
        int total = slots.get();
        if (total >= control.live.maximumPoolSize) return false;
        int pending = total - bag.size();
        return bag.waiting() > pending || bag.count(PoolEntry.IDLE) + pending < control.live.minimumIdle;
    }

    boolean reserveSlot() {
        for (;;) {
            int n = slots.get();
            if (n >= control.live.maximumPoolSize || closing) return false;
            if (slots.compareAndSet(n, n + 1)) return true;
        }
    }

    void releaseSlot() {
        slots.decrementAndGet();
    }

    long connectionTimeoutMs() {
        return control.live.connectionTimeoutMs;
    }

    PoolEntry openEntry() throws SQLException {
        long start = System.nanoTime();
        ConnectionSource.Physical p = source.open();
        try {
            Connection c = p.connection();
            if (config.getNetworkTimeout() > 0) c.setNetworkTimeout(connectors, (int) config.getNetworkTimeout());
            SessionState session = SessionState.initialize(c, config);
            if (config.getConnectionInitSql() != null) {
                runInitSql(c);
                // what the init SQL set (a search_path, say) is the default a reset returns to; settings win
                session = SessionState.initialize(c, config);
            }
            PoolEntry e = new PoolEntry(this, entryIds.incrementAndGet(), c, p.xa(), session, start, System.nanoTime());
            e.checkedEpoch = fatalEpoch;
            if (metricsEnabled) tracker.recordConnectionCreatedMillis(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
            return e;
        } catch (SQLException | RuntimeException e) {
            closeQuietly(p);
            throw e;
        }
    }

    private void runInitSql(Connection c) throws SQLException {
        String sql = config.getConnectionInitSql();
        if (sql == null) return;
        try (Statement s = c.createStatement()) {
            s.execute(sql);
            if (config.isIsolateInternalQueries() && !c.getAutoCommit()) c.rollback();
        } catch (SQLException e) {
            throw new SQLException("connectionInitSql failed: " + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
        }
    }

    /** A new entry (holding its slot) joins the pool. */
    void added(PoolEntry e) {
        if (connectFailing) {
            connectFailing = false;
            LOG.log(INFO, () -> poolName + " - connected again to " + source.describe());
        }
        // opened while the pool closed, or with what a soft eviction (a password change, say) retired
        if (closing || openedBeforeSoftEviction(e)) {
            discard(e);
            return;
        }
        houseKeeper.scheduleRetirement(e);
        bag.add(e);
        // A soft eviction between the check above and the add looked at the bag without e. It writes its
        // time and then reads the bag; the add writes the bag and then this reads the time (all volatile),
        // so one of the two sees the other.
        if (openedBeforeSoftEviction(e)) evictSoftly(e);
        LOG.log(DEBUG, () -> poolName + " - added " + e + "; " + counts());
    }

    /** Closes a new entry that never joined the bag, and frees its slot. */
    private void discard(PoolEntry e) {
        closePhysical(e);
        releaseSlot();
        if (!closing) creator.request();
    }

    /** An attempt the creator gave up on succeeded after all. */
    void adoptLate(PoolEntry e) {
        if (closing || bag.size() >= control.live.maximumPoolSize) {
            discard(e);
        } else {
            added(e);
        }
    }

    void connectFailed(Throwable driverFailure) {
        // a driver may repeat the URL (with its password) or the password itself in its message
        Throwable failure = Secrets.scrub(driverFailure, source.password());
        lastConnectFailure = failure;
        lastConnectFailureNanos = System.nanoTime();
        if (!connectFailing) {
            connectFailing = true;
            LOG.log(WARNING, poolName + " - cannot connect to " + source.describe() + ": " + failure.getMessage()
                    + " (retrying in the background while connections are needed)", failure);
        } else {
            LOG.log(DEBUG, () -> poolName + " - connect failed again: " + failure.getMessage());
        }
    }

    /** Takes an entry its caller owns out of the pool and closes it; a replacement is made if needed. */
    void retire(PoolEntry e, String reason) {
        if (!bag.remove(e)) return;
        releaseSlot();
        Throwable why = e.lastCheckFailure;
        LOG.log(DEBUG, () -> poolName + " - retiring " + e + ": " + reason + (why == null ? "" : " (" + why.getMessage() + ")"));
        if (closing) {
            closePhysical(e);
        } else {
            try {
                connectors.execute(() -> closePhysical(e));
            } catch (java.util.concurrent.RejectedExecutionException closingNow) {
                closePhysical(e);
            }
            creator.request();
        }
    }

    private void closePhysical(PoolEntry e) {
        if (e.lifetimeTask != null) e.lifetimeTask.cancel(false);
        if (e.keepaliveTask != null) e.keepaliveTask.cancel(false);
        try {
            e.raw.close();
        } catch (SQLException | RuntimeException ex) {
            LOG.log(DEBUG, () -> poolName + " - closing " + e + " failed: " + ex.getMessage());
        }
        if (e.xaConnection != null) {
            try {
                e.xaConnection.close();
            } catch (SQLException | RuntimeException ex) {
                LOG.log(DEBUG, () -> poolName + " - closing XA connection of " + e + " failed: " + ex.getMessage());
            }
        }
    }

    private static void closeQuietly(ConnectionSource.Physical p) {
        try {
            if (p.connection() != null) p.connection().close();
            if (p.xa() != null) p.xa().close();
        } catch (SQLException | RuntimeException ignored) {
            // the connection failed to initialise; the original error is what matters
        }
    }

    // PhysicalPool (the resource adapter's view).

    @Override
    public ConnectionLease borrow() throws SQLException {
        return acquire();
    }

    /** The resource adapter's eviction of a lease, after a connection error. */
    void evict(PoolEntry e) {
        fatalEpoch = System.nanoTime(); // the adapter evicts after a connection error
        e.markEvicted("evicted by the resource adapter");
        leakDetector.onReturn(e);
        retire(e, "evicted by the resource adapter");
    }

    @Override
    public Connection newFacade(FacadeOwner owner) {
        return Facades.newConnection(owner, null);
    }

    @Override
    public void unbind(Connection facade) {
        Facades.unbind(facade);
    }

    @Override
    public void invalidate(Connection facade) {
        Facades.invalidate(facade);
    }

    @Override
    public XAConnection openRecoveryConnection(String username, String password) throws SQLException {
        return source.openXA(username, password);
    }

    @Override
    public WeirPoolMXBean getPoolMXBean() {
        return control;
    }

    @Override
    public WeirConfig config() {
        return control.config();
    }

    FatalErrorClassifier classifier() {
        return classifier;
    }

    String poolName() {
        return poolName;
    }

    public boolean isClosed() {
        return closed.get();
    }

    /** Stops the background work, closes idle connections now, waits closeGracePeriod for borrowed ones, then aborts them. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) return;
        closing = true;
        LOG.log(INFO, () -> poolName + " - closing: " + counts());
        scheduler.shutdownNow();
        creatorLoop.shutdownNow();
        clock.stop();
        bag.releaseWaiters();
        resumePoolInternal();
        retireIdle("pool closed");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(config.getCloseGracePeriod());
        while (bag.size() > 0 && System.nanoTime() - deadline < 0) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            retireIdle("pool closed");
        }
        for (PoolEntry e : bag.snapshot()) abort(e);
        connectors.shutdown();
        try {
            connectors.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        connectors.shutdownNow();
        jmx.unregister();
        tracker.close();
        LOG.log(INFO, () -> poolName + " - closed");
    }

    private void retireIdle(String reason) {
        for (PoolEntry e : bag.snapshot()) {
            if (e.compareAndSetState(PoolEntry.IDLE, PoolEntry.RESERVED)) retire(e, reason);
        }
    }

    private void abort(PoolEntry e) {
        if (!bag.remove(e)) return;
        releaseSlot();
        LOG.log(WARNING, () -> poolName + " - aborting " + e + ": still in use " + config.getCloseGracePeriod()
                + " ms (closeGracePeriod) after close()");
        try {
            e.raw.abort(Runnable::run);
        } catch (SQLException | RuntimeException | AbstractMethodError ex) {
            LOG.log(DEBUG, () -> poolName + " - abort of " + e + " failed: " + ex.getMessage());
        }
        closePhysical(e);
    }

    long fatalEpoch() {
        return fatalEpoch;
    }

    String counts() {
        return "total=" + totalCount() + ", active=" + activeCount() + ", idle=" + idleCount() + ", waiting="
                + waitingCount();
    }

    // What PoolControl (the MXBean) acts on.

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

    void softEvict() {
        softEvictedNanos = System.nanoTime();
        for (PoolEntry e : bag.snapshot()) evictSoftly(e);
    }

    private boolean openedBeforeSoftEviction(PoolEntry e) {
        return e.openStartedNanos - softEvictedNanos < 0;
    }

    /** Retires {@code e} now if it is idle, else when its borrower returns it. */
    private void evictSoftly(PoolEntry e) {
        e.markEvicted("soft-evicted");
        if (e.compareAndSetState(PoolEntry.IDLE, PoolEntry.RESERVED)) retire(e, "soft-evicted");
    }

    void suspend() {
        if (!config.isAllowPoolSuspension()) {
            throw new IllegalStateException(poolName + " - suspendPool() needs allowPoolSuspension=true");
        }
        suspended = true;
        LOG.log(INFO, () -> poolName + " - suspended");
    }

    void resume() {
        if (suspended) {
            resumePoolInternal();
            LOG.log(INFO, () -> poolName + " - resumed");
            creator.request();
        }
    }

    private void resumePoolInternal() {
        suspendLock.lock();
        try {
            suspended = false;
            resumed.signalAll();
        } finally {
            suspendLock.unlock();
        }
    }

    boolean isSuspended() {
        return suspended;
    }

    void requestFill() {
        creator.request();
    }

    /** A runtime setting changed: the components that keep state derived from one take the new value. */
    void settingsChanged(LiveSettings before, LiveSettings after) {
        if (after.connectionTimeoutMs != before.connectionTimeoutMs) source.applyLoginTimeout(after.connectionTimeoutMs);
        if (after.leakDetectionThresholdMs != before.leakDetectionThresholdMs) {
            leakDetector = LeakDetector.of(after.leakDetectionThresholdMs, scheduler, LOG, poolName);
        }
        if (after.maximumPoolSize != before.maximumPoolSize || after.minimumIdle != before.minimumIdle) requestFill();
    }

    ConnectionSource source() {
        return source;
    }

    @Override
    public String toString() {
        return poolName + "[" + source.describe() + ", " + counts() + "]";
    }
}
