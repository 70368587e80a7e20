package io.weir.pool.internal.engine.bag;

import io.weir.pool.internal.jdbc.FatalErrorClassifier;
import io.weir.pool.internal.jdbc.SessionState;
import io.weir.pool.internal.jdbc.TrackedLease;
import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LeakHandler;

import javax.sql.XAConnection;
import javax.transaction.xa.XAResource;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.WeakReference;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Future;

/**
 * One physical connection and its bookkeeping. Its {@code state} is the only thing threads race
 * for: whoever moves it out of {@link #IDLE} (with {@link #tryBorrow} or {@link #tryReserve}) owns
 * the entry until it moves it back. Standalone, the entry is also the owner of the one facade lent with it.
 */
public final class PoolEntry implements TrackedLease, FacadeOwner {
    public static final int IDLE = 0;
    public static final int IN_USE = 1;
    /** Taken by the pool itself (keepalive, retirement), not by a borrower. */
    static final int RESERVED = 2;
    static final int REMOVED = 3;

    /** Doubts about an entry, settled when it comes back: a call through it timed out. */
    public static final int TIMED_OUT = 1;
    /** A write through it was refused as read-only while the pool targets a primary. */
    public static final int MAYBE_ON_STANDBY = 2;

    private static final VarHandle STATE;
    private static final VarHandle HINT_HOLDER;
    private static final VarHandle DOUBTS;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(PoolEntry.class, "state", int.class);
            HINT_HOLDER = MethodHandles.lookup().findVarHandle(PoolEntry.class, "hintHolder", long.class);
            DOUBTS = MethodHandles.lookup().findVarHandle(PoolEntry.class, "doubts", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * What the entry reports to: the pool that lends it. An abstract class rather than an interface: with
     * one subclass, the return path's call to giveBack binds statically.
     */
    public abstract static class Home {
        public abstract String poolName();

        public abstract FatalErrorClassifier classifier();

        public abstract void fatalError(SQLException cause);

        public abstract void giveBack(PoolEntry e);

        public abstract void evict(PoolEntry e);

        public abstract boolean confirmAlive(PoolEntry e);
    }

    final Home pool;
    public final Connection raw;
    public final XAConnection xaConnection;
    public final SessionState session;
    /** When the connect that made it began: a soft eviction after that moment applies to it too. */
    public final long openStartedNanos;
    final int id;
    /** Held by per-thread caches instead of the entry, so they never keep a closed pool's classes alive. */
    final WeakReference<PoolEntry> selfRef = new WeakReference<>(this);

    private volatile int state = IN_USE;
    /** Why to retire it instead of lending it again (broken, past its lifetime, soft-evicted...); null while it may be lent. */
    private volatile RetireCause evictCause;
    /** What failed, for a failure cause; written before {@link #evictCause}, whose volatile write publishes it. */
    private Throwable evictError;
    /**
     * What to check when it comes back ({@link #TIMED_OUT}, {@link #MAYBE_ON_STANDBY}): one field, so the
     * return path reads one volatile for all of them.
     */
    private volatile int doubts;

    // Written by the owner before the state is released and read by the next owner after its CAS on
    // state, so the volatile state publishes them: they need no ordering of their own.
    public long lastAccessNanos;
    public long borrowedNanos;
    /** The pool's fatal-error epoch when this entry was last known good (see ConnectionPool#fatalEpoch). */
    public long checkedEpoch;
    public Object leakTask;
    /** Who takes this entry back when its borrower leaks it; set at each borrow through the resource adapter's SPI. */
    public volatile LeakHandler leakHandler;
    /** Why the last alive check failed, for the log line that retires the entry. */
    public Throwable lastCheckFailure;

    public Future<?> lifetimeTask;
    public Future<?> keepaliveTask;

    private XAResource xaResource;

    /**
     * The id of the platform thread whose bag hint was last set to this entry, 0 if none: lets a thread
     * that returns the entry it already hints at skip its ThreadLocal (see ConnectionBag#requite). Racy by
     * design; opaque access only makes the long atomic (ids are never reused, and a thread reading its
     * own id back sees at least its own latest write).
     */
    @SuppressWarnings("unused") // through HINT_HOLDER
    private long hintHolder;

    public PoolEntry(Home pool, int id, Connection raw, XAConnection xaConnection, SessionState session,
              long openStarted, long now) {
        this.pool = pool;
        this.openStartedNanos = openStarted;
        this.id = id;
        this.raw = raw;
        this.xaConnection = xaConnection;
        this.session = session;
        this.lastAccessNanos = now;
    }

    public int state() {
        return state;
    }

    /** IDLE to IN_USE for a borrower; a plain read first, as a CAS on an entry someone holds would only bounce its cache line. */
    boolean tryBorrow() {
        return state == IDLE && STATE.compareAndSet(this, IDLE, IN_USE);
    }

    /** IDLE to RESERVED, for the pool's own work on an idle entry (a keepalive check, a retirement). */
    public boolean tryReserve() {
        return STATE.compareAndSet(this, IDLE, RESERVED);
    }

    /** The owner passes the entry on, in use, to a waiter (or, new, into the bag). */
    void handOver() {
        if (state != IN_USE) state = IN_USE;
    }

    /**
     * The owner makes it idle. A volatile write: it publishes the plain fields the owner wrote, and it
     * comes before the bag reads its waiter count (see ConnectionBag#requite).
     */
    void release() {
        state = IDLE;
    }

    /** Out of the bag for good; only the owner calls it, under the bag's structure lock. */
    void removed() {
        state = REMOVED;
    }

    long hintHolder() {
        return (long) HINT_HOLDER.getOpaque(this);
    }

    void hintHolder(long threadId) {
        HINT_HOLDER.setOpaque(this, threadId);
    }

    public boolean isEvicted() {
        return evictCause != null;
    }

    /** Why it was marked to retire, or null. */
    public RetireCause evictCause() {
        return evictCause;
    }

    /** What failed, when it was marked for a failure; read after {@link #evictCause()}. */
    public Throwable evictError() {
        return evictError;
    }

    /** Marks it to retire instead of being lent again; the first mark stays. */
    public void markEvicted(RetireCause cause, Throwable error) {
        if (evictCause == null) {
            evictError = error;
            evictCause = cause;
        }
    }

    public boolean hasDoubts() {
        return doubts != 0;
    }

    /** The doubts raised since the last call, cleared. */
    public int takeDoubts() {
        return (int) DOUBTS.getAndSet(this, 0);
    }

    @Override
    public Connection physicalConnection() {
        return raw;
    }

    @Override
    public XAResource xaResource() throws SQLException {
        if (xaConnection == null) return null;
        XAResource r = xaResource;
        if (r == null) xaResource = r = xaConnection.getXAResource();
        return r;
    }

    @Override
    public SessionState session() {
        return session;
    }

    @Override
    public FatalErrorClassifier classifier() {
        return pool.classifier();
    }

    @Override
    public void markBroken(SQLException cause) {
        pool.fatalError(cause);
        markEvicted(RetireCause.BROKEN, cause);
    }

    @Override
    public void giveBack() {
        pool.giveBack(this);
    }

    @Override
    public void evict() {
        pool.evict(this);
    }

    @Override
    public boolean confirmAlive() {
        return pool.confirmAlive(this);
    }

    @Override
    public void markSuspect() {
        DOUBTS.getAndBitwiseOr(this, TIMED_OUT);
    }

    @Override
    public void markMaybeOnStandby() {
        DOUBTS.getAndBitwiseOr(this, MAYBE_ON_STANDBY);
    }

    /** Standalone the facade is created already bound to this entry. */
    @Override
    public ConnectionLease bind() {
        return this;
    }

    @Override
    public void facadeClosed(Connection facade) {
        pool.giveBack(this);
    }

    @Override
    public void fatalError(Connection facade, SQLException error) {
        markBroken(error);
    }

    @Override
    public String toString() {
        return pool.poolName() + "#" + id;
    }
}
