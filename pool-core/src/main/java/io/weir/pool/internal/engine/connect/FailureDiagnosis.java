package io.weir.pool.internal.engine.connect;

import io.weir.pool.spi.Secrets;
import io.weir.pool.internal.engine.bag.PoolEntry;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.TimeUnit;

import static java.lang.System.Logger.Level.DEBUG;
import static java.lang.System.Logger.Level.INFO;
import static java.lang.System.Logger.Level.WARNING;

/**
 * What went wrong lately, so that a borrower's timeout can name why no connection came: the last
 * connect failure (and whether connects fail right now), the last failed alive check, and the last
 * fatal error on a connection. Each is written by whoever saw it and read only when a borrow times
 * out, so plain volatile fields do; a reader may pair a failure with the time of a newer one, which
 * only affects which of two recent causes it names.
 */
public final class FailureDiagnosis {
    private static final System.Logger LOG = System.getLogger(FailureDiagnosis.class.getName());
    private final String poolName;
    private final ConnectionSource source;
    private final AliveCheck aliveCheck;

    private volatile Throwable lastConnectFailure;
    private volatile long lastConnectFailureNanos;
    private volatile boolean connectFailing;
    /** Why the most recent alive check failed, and when: a cause for timeouts while connects still succeed. */
    private volatile Throwable lastCheckFailure;
    private volatile long lastCheckFailureNanos;
    /**
     * Changes whenever a connection dies of a fatal error or fails its alive check. One dead connection (a
     * server restart, a network cut, a kill of every backend) often means the others are dead too, so every
     * entry last checked before the change is checked again before it is lent, whatever its idle time.
     */
    private volatile long fatalEpoch;
    private volatile Throwable lastFatalError;

    public FailureDiagnosis(String poolName, ConnectionSource source, AliveCheck aliveCheck) {
        this.poolName = poolName;
        this.source = source;
        this.aliveCheck = aliveCheck;
    }

    /**
     * Checks an entry the caller owns. A failure is remembered as a possible cause of later timeouts, and
     * puts the other connections in doubt as a fatal error does.
     */
    public boolean isAlive(PoolEntry e) {
        if (aliveCheck.isAlive(e)) return true;
        Throwable why = e.lastCheckFailure;
        lastCheckFailure = why != null ? why
                : new SQLException("a pooled connection to " + source.describe() + " failed its alive check", "08003");
        lastCheckFailureNanos = System.nanoTime();
        fatalEpoch = lastCheckFailureNanos;
        return false;
    }

    /** Asks whether the server of an entry the caller owns is a standby (a write through it was refused as read-only). */
    public boolean isOnStandby(PoolEntry e) {
        if (!aliveCheck.isOnStandby(e)) return false;
        Throwable why = e.lastCheckFailure;
        LOG.log(INFO, () -> poolName + " - " + e + " is on a standby" + (why == null ? "" : " or could not be asked (" + why.getMessage() + ")")
                + ": retired, as the pool targets a primary");
        return true;
    }

    public long fatalEpoch() {
        return fatalEpoch;
    }

    /** A connection died of a fatal error ({@code cause} null when its cause is unknown): check all others before lending them. */
    public void fatalError(SQLException cause) {
        if (cause != null) lastFatalError = Secrets.scrub(cause, source.password());
        fatalEpoch = System.nanoTime();
    }

    public void connected() {
        if (connectFailing) {
            connectFailing = false;
            LOG.log(INFO, () -> poolName + " - connected again to " + source.describe());
        }
    }

    public void connectFailed(Throwable driverFailure) {
        // a driver may repeat the URL (with its password) or the password itself in its message
        Throwable failure = Secrets.scrub(driverFailure, source.password());
        lastConnectFailure = failure;
        lastConnectFailureNanos = System.nanoTime();
        if (!connectFailing) {
            connectFailing = true;
            LOG.log(WARNING, poolName + " - cannot connect to " + source.describe() + ": "
                    + failure.getMessage() + " (retrying in the background while connections are needed)", failure);
        } else {
            LOG.log(DEBUG, () -> poolName + " - connect failed again: " + failure.getMessage());
        }
    }

    /** A borrow waited {@code waitedNanos} in vain: the exception names the pool's {@code state} and the likely cause. */
    public SQLTransientConnectionException timeoutException(long waitedNanos, long connectionTimeoutMs, long attemptSince, String state) {
        Throwable cause = timeoutCause(attemptSince, connectionTimeoutMs);
        String message = poolName + " - no connection available after waiting "
                + TimeUnit.NANOSECONDS.toMillis(waitedNanos) + " ms (connectionTimeout=" + connectionTimeoutMs
                + " ms); " + state + causeText(cause);
        SQLTransientConnectionException e = new SQLTransientConnectionException(message,
                cause instanceof SQLException ? ((SQLException) cause).getSQLState() : null);
        if (cause != null) e.initCause(cause);
        return e;
    }

    private static String causeText(Throwable cause) {
        if (cause == null) return "";
        if (!refusal(cause)) return "; cause: " + cause.getMessage();
        return "; the database refused a new connection (SQLSTATE " + ((SQLException) cause).getSQLState()
                + ": its connection limit is reached): " + cause.getMessage()
                + "; the pool keeps the connections it has and retries with backoff";
    }

    /**
     * Whether a connect failed because the database is at its connection limit (SQLSTATE 53300: PostgreSQL's
     * max_connections or a role's CONNECTION LIMIT; MariaDB's max_connections, error 1040) rather than
     * because it is unreachable or the credentials are wrong: then the pool has to share, not wait for repair.
     */
    private static boolean refusal(Throwable cause) {
        return cause instanceof SQLException e
                && ("53300".equals(e.getSQLState()) || "08004".equals(e.getSQLState()) && e.getErrorCode() == 1040);
    }

    public Throwable lastConnectFailure() {
        return lastConnectFailure;
    }

    /**
     * Why no connection came: connects failing, a connect not answering (in flight since
     * {@code attemptSince}, 0 if none), or connections dying at their check.
     */
    private Throwable timeoutCause(long attemptSince, long connectionTimeoutMs) {
        if (connectFailing && lastConnectFailure != null) return lastConnectFailure;
        long now = System.nanoTime();
        if (attemptSince != 0) {
            return new SQLTimeoutException("a connect to " + source.describe() + " has not answered for "
                    + TimeUnit.NANOSECONDS.toMillis(now - attemptSince) + " ms", "08001");
        }
        // otherwise the latest failure the pool saw, if it is recent enough to be why this wait failed
        long recent = Math.max(2 * TimeUnit.MILLISECONDS.toNanos(connectionTimeoutMs), TimeUnit.SECONDS.toNanos(10));
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
}
