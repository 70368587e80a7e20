package io.weir.pool.internal.engine.upkeep;

import io.weir.pool.internal.engine.bag.PoolCounters;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.engine.bag.RetireCause;

import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.UnaryOperator;

import static java.lang.System.Logger.Level.DEBUG;
import static java.lang.System.Logger.Level.WARNING;

/**
 * Tells an operator of every connection retired for a failure, without flooding the log when many fail at
 * once (a database restart, a pooler that breaks sessions): the first retirement of each cause in a window is
 * a WARN line with what failed (its SQLState and message) and the cause's count so far, the rest of the window
 * are DEBUG lines, and every one is counted per cause (the MXBean and the server's statistics show the counts).
 */
final class FailureReport {
    private static final System.Logger LOG = System.getLogger(Retirement.class.getName());
    /** How long after a WARN the same cause is logged at DEBUG only. */
    static final long WINDOW_SECONDS = 60;
    private static final long WINDOW_NANOS = TimeUnit.SECONDS.toNanos(WINDOW_SECONDS);

    private final String poolName;
    private final PoolCounters counters;
    /** What a failure's description becomes before it is logged: a driver's message may repeat the URL or the password. */
    private final UnaryOperator<String> mask;
    /** Per cause: when its last WARN was written (its clock reading, never 0), or 0 if never. */
    private final AtomicLongArray warnedAt = new AtomicLongArray(RetireCause.values().length);
    /** Per cause: retirements logged at DEBUG since its last WARN, which the next WARN mentions. */
    private final AtomicLongArray quiet = new AtomicLongArray(RetireCause.values().length);

    FailureReport(String poolName, PoolCounters counters, UnaryOperator<String> mask) {
        this.poolName = poolName;
        this.counters = counters;
        this.mask = mask;
    }

    /** {@code e} was retired for the failure {@code cause}; {@code error} is what failed, if known. */
    void retired(PoolEntry e, RetireCause cause, Throwable error) {
        counters.retired(cause);
        int i = cause.ordinal();
        long now = System.nanoTime() | 1; // never 0, which means "never warned"
        long last = warnedAt.get(i);
        // of two retirements racing past the window's end, the one whose CAS wins writes the WARN
        if ((last == 0 || now - last >= WINDOW_NANOS) && warnedAt.compareAndSet(i, last, now)) {
            long since = quiet.getAndSet(i, 0);
            LOG.log(WARNING, () -> poolName + " - retired " + e + ": " + cause.description() + describe(error) + "; "
                    + cause.attribute() + "=" + counters.retiredCount(cause)
                    + (since > 0 ? " (" + since + " more since the last warning)" : "")
                    + "; more of these within " + WINDOW_SECONDS + " s are logged at DEBUG");
        } else {
            quiet.incrementAndGet(i);
            LOG.log(DEBUG, () -> poolName + " - retired " + e + ": " + cause.description() + describe(error));
        }
    }

    private String describe(Throwable error) {
        if (error == null) return "";
        if (error instanceof SQLException sql) return mask.apply(" (SQLState " + sql.getSQLState() + ": " + sql.getMessage() + ")");
        return mask.apply(" (" + error + ")");
    }
}
