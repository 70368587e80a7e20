package io.weir.pool.internal.engine.bag;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The pool's entries and its waiting borrowers. Borrow and return are lock-free: a per-thread hint,
 * then a scan with a CAS on each entry's state, then a FIFO queue of parked waiters.
 *
 * <p>Fairness is bounded rather than strict. While the oldest waiter has waited less than
 * {@link #HANDOFF_AFTER_NANOS} (20 ms), a returned entry becomes idle and a waiter is woken to compete
 * for it, so a busy thread that returns and borrows again keeps its connection without a context
 * switch (strict FIFO hand-off would make every borrow wait for a thread to wake up). Once the oldest
 * waiter has waited longer, a return hands its entry straight to the oldest waiter, so no waiter
 * starves. Only one such hand-off is in flight at a time: a handed-off entry is idle for nobody until
 * its receiver wakes up, and with many more threads than cores that takes milliseconds, so handing
 * every return to a sleeping thread would leave the running threads nothing to borrow while the
 * receivers are still being scheduled.
 *
 * <p>How many waiters a return wakes depends on what the returning threads do next. Where they borrow
 * again at once (an application's loop over work items), one woken waiter at a time is enough: a second
 * would find nothing and cost a context switch. Where they go on to other work (a request thread in a
 * server writing its response, {@code returnsLeave}), every returned entry stays idle until a waiter
 * takes it, so returns wake as many waiters as there are idle entries for them; the pool's clock, whose
 * tick wakes a waiter for an entry a skipped wake-up left idle, is then only a fallback and does not speed
 * up while borrowers wait (see {@link PoolClock}). A virtual thread's return
 * does the same in either mode: waking a virtual waiter costs a task on the carrier pool, not a context
 * switch, and a virtual thread, started for one task, often leaves after its last return, so the economy
 * of one wake-up at a time would leave its entry idle beside sleeping waiters until the clock's next tick.
 *
 * <p>A virtual waiter is served in strict arrival order: the oldest waiter, when it is a virtual thread, gets
 * the next return at once, whatever it has waited, and any number of such hand-offs may be in flight. What the
 * threshold guards against, an entry reserved for a thread the operating system has yet to schedule, does not
 * apply there: handing an entry to a virtual thread queues a task on its carrier pool, which runs it within
 * microseconds of a carrier coming free. Newcomers then cannot overtake the queue, so no virtual waiter waits
 * longer than the queue ahead of it takes.
 */
public final class ConnectionBag {
    private static final PoolEntry[] EMPTY = new PoolEntry[0];
    private static final MethodHandle IS_VIRTUAL = findIsVirtual();
    private static final VarHandle HANDED_OFF_TO;

    static {
        try {
            HANDED_OFF_TO = MethodHandles.lookup().findVarHandle(ConnectionBag.class, "handedOffTo", Waiter.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
    /**
     * How long the oldest waiter may lose races to newcomers before returns are handed to it. It bounds
     * the worst wait a borrower sees under contention; it must stay well above the time a parked thread
     * takes to be scheduled again, or nearly every return becomes a hand-off to a thread that is not
     * running yet and the running ones find nothing to borrow.
     *
     * <p>It also decides where a busy pool's high percentiles fall. The threads that wait do so in turns of
     * about this length, so the borrows that end a wait are {@code waiters / (threshold x borrows per second)}
     * of all borrows: 6 waiters at 1.6 million 1 µs borrows a second make 0.02 % at 20 ms, and a p99.9 is then
     * a borrow that did not wait. A shorter threshold makes each wait shorter and the waits more: at 10 ms
     * their share doubles, which a sampling measurement (JMH's SampleTime keeps rare long samples more often
     * than common short ones) already puts over one in a thousand, and the p99.9 is the threshold itself.
     * Where borrows hold their connections long enough that waits are common whatever the threshold, the
     * p99.9 is the threshold plus a hold: the price of this length is paid there.
     */
    static final long HANDOFF_AFTER_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final PoolClock clock;
    private final boolean returnsLeave;
    private final ReentrantLock structureLock = new ReentrantLock();
    private volatile PoolEntry[] entries = EMPTY;

    private final ConcurrentLinkedQueue<Waiter> waiters = new ConcurrentLinkedQueue<>();
    /** Waiters whose slot is still empty: whoever fills a slot (offer or cancel) takes it off the count. */
    private final AtomicInteger waiting = new AtomicInteger();

    /**
     * A waiter was woken to compete and has not found an entry yet: while it is set, returns wake nobody
     * (unless returns leave or the returning thread is virtual, see {@link #woken}). One such wake-up at a
     * time is enough where threads borrow again at once, and an unpark per return would cost every return
     * a system call and, as the woken thread preempts the returning one, a context switch. A waiter clears
     * it only when it finds an entry: one that wakes to find nothing has met threads that borrow faster
     * than a sleeper wakes, so more wake-ups would only cost context switches. The pool's clock wakes a
     * waiter on each tick while entries are idle (see {@link #nudge()}), which bounds what a wake-up
     * skipped this way can cost a waiter to a tick (1 ms).
     */
    private volatile boolean wakePending;

    /**
     * Where returns leave, or the returning thread is virtual: the waiters woken by returns that have not
     * scanned yet. A return wakes another waiter only while there are more idle entries than these, so that
     * each woken waiter has an entry to go for and no entry stays idle beside a sleeping waiter until the
     * next tick.
     */
    private final AtomicInteger woken = new AtomicInteger();

    /**
     * The waiter a return handed its entry to because it had waited past the threshold, until that waiter
     * has taken it: while it is set, returns hand off to nobody else. Named before the offer, so the waiter
     * can only clear it after it was set; a waiter clears only its own name, so a stale clear cannot undo
     * another hand-off's. (A flag set after the offer could be cleared by a waiter that took the entry
     * first and then stay set for good, and with no threshold hand-off left single borrows waited for
     * seconds.) Two returns may still both hand off, which only costs a little throughput for a moment.
     */
    private volatile Waiter handedOffTo;

    /** Only platform threads use it: a million virtual threads must not each get a slot. */
    private final ThreadLocal<WeakReference<PoolEntry>> lastUsed = new ThreadLocal<>();

    public ConnectionBag(PoolClock clock, boolean returnsLeave) {
        this.clock = clock;
        this.returnsLeave = returnsLeave;
    }

    /**
     * Takes an idle entry, or waits for one up to {@code timeoutNanos}; {@code onWait} runs once before
     * waiting (the pool asks for a new connection there).
     *
     * @return the entry in state IN_USE, or null on timeout
     * @throws PoolClosedException if the pool closed while waiting
     */
    public PoolEntry borrow(long timeoutNanos, Runnable onWait) throws InterruptedException {
        PoolEntry e = tryBorrow();
        return e != null ? e : await(timeoutNanos, onWait);
    }

    /** Takes an idle entry if there is one, without waiting: the entry in state IN_USE, or null. */
    PoolEntry tryBorrow() {
        PoolEntry e = tryBorrowOwn();
        return e != null ? e : tryBorrowAny();
    }

    /** Takes the entry this thread returned last if it is idle: the borrow of a pool in its steady state. */
    public PoolEntry tryBorrowOwn() {
        if (isVirtualThread()) return null;
        WeakReference<PoolEntry> ref = lastUsed.get();
        PoolEntry e = ref == null ? null : ref.get();
        return e != null && e.tryBorrow() ? e : null;
    }

    /** Takes any idle entry, without waiting. */
    public PoolEntry tryBorrowAny() {
        // entries is read once (volatile): the scan walks one snapshot, whatever add or remove does meanwhile
        for (PoolEntry e : entries) {
            if (e.tryBorrow()) return e;
        }
        return null;
    }

    /** Gives an entry (state IN_USE or RESERVED) back: to a starving waiter, or idle for whoever is quickest. */
    public void requite(PoolEntry e) {
        requite(e, HANDOFF_AFTER_NANOS);
    }

    private void requite(PoolEntry e, long handOffAfterNanos) {
        e.handOver(); // a hand-off arrives in use
        if (waiting.get() > 0 && (handOffAfterNanos == 0 || handedOffTo == null) && handOffToOldest(e, handOffAfterNanos)) return;
        e.release();
        boolean virtual = isVirtualThread();
        // the write above, then this read: a waiter that joined after our look either sees the entry idle
        // in its own scan or is counted here and woken to scan again
        if (waiting.get() > 0) {
            if (returnsLeave || virtual) {
                wakeForIdleEntries();
            } else if (!wakePending) {
                wakeOldest();
            }
        }
        if (!virtual) {
            long me = Thread.currentThread().getId();
            // opaque, unordered: a stale answer only costs this thread one ThreadLocal write (see PoolEntry#hintHolder)
            if (e.hintHolder() != me) hintAt(e, me);
        }
    }

    /**
     * Points this thread's hint at {@code e}. Keeps the invariant that makes the check in requite safe:
     * an entry names a thread only while that thread's hint is that entry. Only a thread writes its own
     * id, and it clears it from its old entry before it moves its hint; other threads overwrite an id
     * only with theirs or 0, which merely costs that thread one ThreadLocal lookup later.
     */
    private void hintAt(PoolEntry e, long me) {
        WeakReference<PoolEntry> ref = lastUsed.get();
        PoolEntry old = ref == null ? null : ref.get();
        if (old != null && old != e && old.hintHolder() == me) old.hintHolder(0);
        lastUsed.set(e.selfRef);
        e.hintHolder(me);
    }

    private PoolEntry await(long timeoutNanos, Runnable onWait) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        Waiter w = new Waiter(Thread.currentThread(), isVirtualThread(), deadline - timeoutNanos);
        waiting.incrementAndGet();
        waiters.add(w);
        // where returns leave, each return wakes a waiter for the entry it leaves idle and the threshold is read
        // on nanoTime (handOffToOldest): the clock's tick is only a fallback, and its slow pace spares the
        // server a context switch every millisecond while its requests queue
        if (!returnsLeave) clock.hurry();
        boolean askedForMore = false;
        boolean wokenByCount = false;
        try {
            for (;;) {
                // Stop counting as woken before the scan, not after it: a return that sees the count still
                // holding us while we take an entry, or find none and park again, would wake nobody for the
                // entry it made idle (our write to the count, then our scan; its write to the entry, then its
                // read of the count: one of the two sees the other).
                if (w.clearWoken()) {
                    woken.decrementAndGet();
                    wokenByCount = true;
                }
                // Scan after joining the queue (and after every wake-up): a return that looked at the queue
                // before we joined made its entry idle, and this scan sees it (both sides write, then read, volatiles).
                PoolEntry found = tryBorrowAny();
                if (found != null) {
                    if (cancel(w)) return found;
                    requite(found); // someone handed us one at the same time: keep theirs
                    return w.received();
                }
                if (!askedForMore) {
                    askedForMore = true;
                    onWait.run();
                }
                if (w.slot != null) return w.received();
                long remaining = deadline - System.nanoTime();
                if (remaining <= 0) {
                    return cancel(w) ? null : w.received();
                }
                LockSupport.parkNanos(this, remaining);
                if (w.slot != null) return w.received();
                if (Thread.interrupted()) {
                    if (cancel(w)) throw new InterruptedException();
                    Thread.currentThread().interrupt();
                    return w.received();
                }
            }
        } finally {
            wakePending = false;
            if (w.clearWoken()) {
                woken.decrementAndGet();
                wokenByCount = true;
            }
            // A waiter woken through the count (where returns leave, among virtual threads, and wherever a virtual
            // thread returns, as its returns mark platform waiters too) wakes, as it leaves, the next one an idle
            // entry is left for: a return counts the woken waiters and the idle entries at one moment, and a
            // woken waiter may take a different entry than the one it was woken for, or was woken after it had
            // found one, or a return read the count before we left it and the entries after we took one. With no
            // entry left over there is nobody to wake: the next return wakes for its own.
            if ((returnsLeave || wokenByCount || isVirtualThread()) && waiting.get() > 0 && idleMoreThan(woken.get())) {
                wakeOneMore();
            }
            if (w.slot == Waiter.CANCELLED) {
                waiters.remove(w);
            } else if (handedOffTo == w) {
                handedOffTo = null; // taken (or the pool closed): the next starving waiter may be served
            }
        }
    }

    private boolean cancel(Waiter w) {
        if (!w.cancel()) return false;
        waiting.decrementAndGet();
        return true;
    }

    private boolean handOffToOldest(PoolEntry e, long ifWaitedNanos) {
        Waiter w;
        while ((w = waiters.peek()) != null) {
            if (w.slot != null) {
                waiters.remove(w); // served or gone: not a waiter any more
                continue;
            }
            boolean threshold = ifWaitedNanos > 0 && !w.virtual;
            if (threshold && waitedNanos(w) < ifWaitedNanos) return false;
            if (!waiters.remove(w)) continue;
            if (threshold) handedOffTo = w;
            if (w.offer(e)) {
                waiting.decrementAndGet();
                LockSupport.unpark(w.thread);
                return true;
            }
            if (threshold) HANDED_OFF_TO.compareAndSet(this, w, null); // it gave up meanwhile
        }
        return false;
    }

    /**
     * How long {@code w} has waited. Where returns leave, nanoTime: a return that finds a waiter has an unpark to
     * make, which costs far more, and the clock keeps its slow pace there. Otherwise the pool's clock (1 ms
     * resolution while anyone waits), as nanoTime on every return would cost more than the return.
     */
    private long waitedNanos(Waiter w) {
        return (returnsLeave ? System.nanoTime() : clock.now()) - w.since;
    }

    /**
     * Called on each tick of the pool's clock: wakes a waiter for an entry left idle beside sleeping waiters (a
     * wake-up skipped because another one was pending), and tells whether anyone waits. Where returns leave, only
     * for an idle entry no woken waiter is on its way to: with requests queueing, an entry is idle for a moment at
     * most ticks, and a tick that woke a waiter for it would mostly wake one that finds nothing.
     */
    public boolean nudge() {
        if (waiting.get() == 0) return false;
        if (returnsLeave) {
            if (idleMoreThan(woken.get())) wakeOneMore();
        } else if (count(PoolEntry.IDLE) > 0) {
            wakeOldest();
        }
        return true;
    }

    /** Wakes one more waiter if the idle entries outnumber the waiters already woken for them. */
    private void wakeForIdleEntries() {
        int pending = woken.get();
        // with none woken, the entry just returned is the idle one (or taken already, which costs one wake-up)
        if (pending > 0 && !idleMoreThan(pending)) return;
        wakeOneMore();
    }

    /** Marks and wakes the oldest waiter not woken yet. */
    private void wakeOneMore() {
        for (Waiter w : waiters) {
            if (w.slot == null && w.markWoken()) {
                woken.incrementAndGet();
                // Look again after marking: a waiter that left between the first look and the mark would keep
                // its mark counted for good. It clears its mark as it leaves, after its slot is set, so either
                // it sees our mark or we see its slot; whichever clears the mark first takes it off the count.
                if (w.slot == null) {
                    LockSupport.unpark(w.thread);
                    return;
                }
                if (w.clearWoken()) woken.decrementAndGet();
            }
        }
    }

    /** Whether more than {@code n} entries are idle; stops counting as soon as it knows. */
    private boolean idleMoreThan(int n) {
        for (PoolEntry e : entries) {
            if (e.state() == PoolEntry.IDLE && --n < 0) return true;
        }
        return false;
    }

    private void wakeOldest() {
        for (Waiter w : waiters) {
            if (w.slot == null) {
                wakePending = true;
                LockSupport.unpark(w.thread);
                return;
            }
        }
    }

    /** Fails every waiter at once; used when the pool closes. */
    public void releaseWaiters() {
        Waiter w;
        while ((w = waiters.poll()) != null) {
            if (w.offer(Waiter.CLOSED)) {
                waiting.decrementAndGet();
                LockSupport.unpark(w.thread);
            }
        }
    }

    /**
     * Adds a new entry (state IN_USE) and hands it to the oldest waiter, for whom it was most likely
     * opened (left idle, the pool would count that waiter as still needing one and open another).
     */
    public void add(PoolEntry e) {
        structureLock.lock();
        try {
            PoolEntry[] now = entries;
            PoolEntry[] next = Arrays.copyOf(now, now.length + 1);
            next[now.length] = e;
            entries = next;
        } finally {
            structureLock.unlock();
        }
        requite(e, 0);
    }

    /** Removes an entry its caller owns (state IN_USE or RESERVED). */
    public boolean remove(PoolEntry e) {
        structureLock.lock();
        try {
            PoolEntry[] now = entries;
            for (int i = 0; i < now.length; i++) {
                if (now[i] == e) {
                    PoolEntry[] next = new PoolEntry[now.length - 1];
                    System.arraycopy(now, 0, next, 0, i);
                    System.arraycopy(now, i + 1, next, i, now.length - i - 1);
                    entries = next;
                    e.removed();
                    return true;
                }
            }
            return false;
        } finally {
            structureLock.unlock();
        }
    }

    public PoolEntry[] snapshot() {
        return entries;
    }

    public int size() {
        return entries.length;
    }

    public int count(int state) {
        int n = 0;
        for (PoolEntry e : entries) {
            if (e.state() == state) n++;
        }
        return n;
    }

    public int waiting() {
        return waiting.get();
    }

    /** The counts a log line or an exception message names. */
    public String counts() {
        return "total=" + size() + ", active=" + count(PoolEntry.IN_USE) + ", idle=" + count(PoolEntry.IDLE)
                + ", waiting=" + waiting();
    }

    private static boolean isVirtualThread() {
        if (IS_VIRTUAL == null) return false;
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable t) {
            return false;
        }
    }

    private static MethodHandle findIsVirtual() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (ReflectiveOperationException e) {
            return null; // before JDK 21 every thread is a platform thread
        }
    }

    /** A parked borrower. Its slot goes once from null to an entry, CANCELLED (gave up) or CLOSED. */
    private static final class Waiter {
        static final Object CANCELLED = new Object();
        static final Object CLOSED = new Object();
        private static final VarHandle SLOT;
        private static final VarHandle WOKEN;

        static {
            try {
                SLOT = MethodHandles.lookup().findVarHandle(Waiter.class, "slot", Object.class);
                WOKEN = MethodHandles.lookup().findVarHandle(Waiter.class, "woken", boolean.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        final Thread thread;
        /** A virtual thread: served in arrival order, at once (see the class's comment). */
        final boolean virtual;
        final long since;
        volatile Object slot;
        /** Set by the return that wakes it to compete where returns leave, cleared as it scans: see {@link ConnectionBag#woken}. */
        volatile boolean woken;

        Waiter(Thread thread, boolean virtual, long since) {
            this.thread = thread;
            this.virtual = virtual;
            this.since = since;
        }

        boolean offer(Object entry) {
            return SLOT.compareAndSet(this, null, entry);
        }

        boolean cancel() {
            return SLOT.compareAndSet(this, null, CANCELLED);
        }

        boolean markWoken() {
            return !woken && WOKEN.compareAndSet(this, false, true);
        }

        boolean clearWoken() {
            return woken && WOKEN.compareAndSet(this, true, false);
        }

        PoolEntry received() {
            Object s = slot;
            if (s == CLOSED) throw new PoolClosedException();
            return (PoolEntry) s;
        }
    }
}
