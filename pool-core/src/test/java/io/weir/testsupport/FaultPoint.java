package io.weir.testsupport;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;

/**
 * One place in the stub driver where a test can inject a fault: connecting, {@code isValid}, or
 * executing a statement. With no fault set, {@link #strike} is one volatile read, so the stub
 * stays free in benchmarks.
 *
 * <p>A fault stays until it is replaced or {@link #pass() cleared}. A hang or a delay behaves like
 * a stalled socket read: it ends when {@link #release() released}, when the connection is closed
 * or aborted from another thread, when the connection's network timeout (or, for statements,
 * the query timeout) elapses, or when the waiting thread is interrupted.
 *
 * <p>An injected failure of SQLState class 08 (connection exception) also breaks the connection
 * it happened on, as a real communication failure does: every later call on it fails too.
 */
public final class FaultPoint {
    private final String name;
    private volatile Fault fault;
    private final LongAdder injected = new LongAdder();
    private final LongAdder hung = new LongAdder();

    FaultPoint(String name) {
        this.name = name;
    }

    /** Every call goes through normally again; threads hanging here are released. */
    public void pass() {
        Fault old = fault;
        fault = null;
        if (old instanceof Hang h) h.release();
    }

    /** Every call fails with an SQLException of this SQLState. */
    public void fail(String sqlState) {
        fail(sqlState, "stub " + name + " failure");
    }

    public void fail(String sqlState, String message) {
        fail(() -> new SQLException(message, sqlState));
    }

    /** Every call throws a fresh exception from the supplier. */
    public void fail(Supplier<? extends SQLException> failure) {
        set(new Fail(1.0, Objects.requireNonNull(failure)));
    }

    /** The next call fails with an SQLException of this SQLState; later calls go through. */
    public void failOnce(String sqlState, String message) {
        set(new FailOnce(new java.util.concurrent.atomic.AtomicBoolean(), new Fail(1.0, () -> new SQLException(message, sqlState))));
    }

    /** Each call fails with this probability (the soak's random faults). */
    public void failRandomly(double probability, String sqlState) {
        failRandomly(probability, () -> new SQLException("stub random " + name + " failure", sqlState));
    }

    /** Each call fails with this probability, throwing a fresh exception from the supplier. */
    public void failRandomly(double probability, Supplier<? extends SQLException> failure) {
        if (probability < 0 || probability > 1) throw new IllegalArgumentException("probability " + probability);
        set(new Fail(probability, Objects.requireNonNull(failure)));
    }

    /** Only for {@code isValid}: every call answers false. */
    public void answerInvalid() {
        answerInvalidRandomly(1.0);
    }

    /** Only for {@code isValid}: each call answers false with this probability. */
    public void answerInvalidRandomly(double probability) {
        if (!name.equals("isValid")) throw new IllegalStateException("only isValid can answer invalid, not " + name);
        set(new Invalid(probability));
    }

    /** Every call blocks until {@link #release()} (or as the class comment says). */
    public void hang() {
        set(new Hang(true));
    }

    /**
     * Every call blocks until {@link #release()}, an abort or close from another thread, or an
     * interrupt, ignoring network, query and isValid timeouts: the worst driver a pool may meet.
     */
    public void hangIgnoringTimeouts() {
        set(new Hang(false));
    }

    /** Every call takes this much longer (a slow network or server); zero clears it. */
    public void delay(Duration delay) {
        set(delay.isZero() ? null : new Delay(delay.toNanos()));
    }

    /** Ends the current hang: waiting threads go on normally, and so do later calls. */
    public void release() {
        pass();
    }

    /** Faults injected so far: failures thrown, invalid answers given, hangs entered (not delays). */
    public long injected() {
        return injected.sum();
    }

    /** Threads that entered a hang so far. */
    public long hangsEntered() {
        return hung.sum();
    }

    private void set(Fault next) {
        Fault old = fault;
        fault = next;
        if (old instanceof Hang h) h.release();
    }

    /**
     * Applies the fault, if any.
     *
     * @param conn         the connection the call runs on, or null while connecting
     * @param queryTimeout the statement's query timeout, or isValid's timeout, in seconds (0: none)
     * @return false when {@code isValid} must answer false
     */
    boolean strike(StubConnection conn, int queryTimeout) throws SQLException {
        Fault f = fault;
        return f == null || f.apply(this, conn, queryTimeout);
    }

    private interface Fault {
        boolean apply(FaultPoint point, StubConnection conn, int queryTimeout) throws SQLException;
    }

    private record Fail(double probability, Supplier<? extends SQLException> failure) implements Fault {
        @Override
        public boolean apply(FaultPoint point, StubConnection conn, int queryTimeout) throws SQLException {
            if (probability < 1.0 && ThreadLocalRandom.current().nextDouble() >= probability) return true;
            point.injected.increment();
            SQLException e = failure.get();
            String state = e.getSQLState();
            if (conn != null && state != null && state.startsWith("08")) conn.breakBy("injected " + e.getMessage());
            throw e;
        }
    }

    private record FailOnce(java.util.concurrent.atomic.AtomicBoolean used, Fail fail) implements Fault {
        @Override
        public boolean apply(FaultPoint point, StubConnection conn, int queryTimeout) throws SQLException {
            return used.getAndSet(true) || fail.apply(point, conn, queryTimeout);
        }
    }

    private record Invalid(double probability) implements Fault {
        @Override
        public boolean apply(FaultPoint point, StubConnection conn, int queryTimeout) {
            if (probability < 1.0 && ThreadLocalRandom.current().nextDouble() >= probability) return true;
            point.injected.increment();
            return false;
        }
    }

    private record Delay(long nanos) implements Fault {
        @Override
        public boolean apply(FaultPoint point, StubConnection conn, int queryTimeout) throws SQLException {
            Stall.until(System.nanoTime() + nanos, () -> false, point.name, conn, queryTimeout);
            return true;
        }
    }

    private static final class Hang implements Fault {
        private final boolean honourTimeouts;
        private volatile boolean released;

        Hang(boolean honourTimeouts) {
            this.honourTimeouts = honourTimeouts;
        }

        void release() {
            released = true;
        }

        @Override
        public boolean apply(FaultPoint point, StubConnection conn, int queryTimeout) throws SQLException {
            point.injected.increment();
            point.hung.increment();
            Stall.until(Long.MAX_VALUE, () -> released, point.name, conn, honourTimeouts ? queryTimeout : -1);
            return true;
        }
    }

    /** A stalled socket read: polls because it must notice aborts, timeouts and releases alike. */
    private static final class Stall {
        private static final long POLL_NANOS = Duration.ofMillis(2).toNanos();

        static void until(long endNanos, java.util.function.BooleanSupplier released, String what,
                          StubConnection conn, int queryTimeout) throws SQLException {
            long start = System.nanoTime();
            long networkTimeout = conn == null || queryTimeout < 0 ? 0 : conn.networkTimeoutMillis();
            long networkDeadline = networkTimeout > 0 ? start + Duration.ofMillis(networkTimeout).toNanos() : Long.MAX_VALUE;
            long queryDeadline = queryTimeout > 0 ? start + Duration.ofSeconds(queryTimeout).toNanos() : Long.MAX_VALUE;
            while (true) {
                long now = System.nanoTime();
                if (now - endNanos >= 0 || released.getAsBoolean()) return;
                if (conn != null && conn.isEnded()) {
                    throw new SQLException("stub connection closed while " + what + " was stalled", "08006");
                }
                if (now - networkDeadline >= 0) {
                    conn.breakBy("network timeout of " + networkTimeout + " ms during " + what);
                    throw new SQLException("stub network timeout of " + networkTimeout + " ms during " + what, "08006");
                }
                if (now - queryDeadline >= 0) {
                    throw new SQLTimeoutException("stub query timeout of " + queryTimeout + " s", "57014");
                }
                if (Thread.interrupted()) {
                    Thread.currentThread().interrupt();
                    throw new SQLException("stub " + what + " interrupted", "08006");
                }
                java.util.concurrent.locks.LockSupport.parkNanos(Math.min(POLL_NANOS, endNanos - now));
            }
        }
    }
}
