package io.weir.pool.internal.engine.connect;

import io.weir.pool.spi.InvalidSettingException;
import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static java.lang.System.Logger.Level.DEBUG;
import static java.lang.System.Logger.Level.INFO;
import static java.lang.System.Logger.Level.WARNING;

/**
 * Whether a transaction pooler (PgBouncer in transaction mode and the like) stands between the pool and the
 * database, lending each transaction of a physical connection whichever server session is free, and what the
 * pool does about it. {@code transactionPooler=auto} finds out on the pool's first physical connection: behind a
 * pooler, the backend pid the connection announced at connect is the pooler's, not that of the server process
 * answering {@code pg_backend_pid()}. Only pgjdbc announces it to the pool; other drivers count as direct.
 * <p>
 * Behind one, anything that names or keeps server state beyond a transaction can reach another client. The
 * driver's statements are kept unnamed: a named one, prepared on one server session, is missing on the next or
 * collides with another client's of the same name, and a client may even run another's (a ROLLBACK that runs a
 * named COMMIT). The settings that change a server session (see
 * {@link Settings#conflictBehindTransactionPooler()}) make every connect fail with their reason. Nothing of this
 * runs on a borrow: it is decided once and applied to each new connection.
 */
public final class TransactionPooler {
    private static final System.Logger LOG = System.getLogger(TransactionPooler.class.getName());
    private static final String PREPARE_THRESHOLD = "prepareThreshold";
    /** How PgBouncer words its refusal of a startup parameter it does not know. */
    private static final String UNSUPPORTED_STARTUP_PARAMETER = "unsupported startup parameter:";

    /** What the pool knows: whether it is behind a pooler, and how it came to know (for the messages). */
    private record Verdict(boolean pooled, String how) {
    }

    private static final Verdict DIRECT = new Verdict(false, Setting.TRANSACTION_POOLER.key() + "=" + Setting.TRANSACTION_POOLER_NONE);

    private final String poolName;
    private final InvalidSettingException conflict;
    /** Whether the URL or dataSourceProperties set prepareThreshold: the pool then keeps it. */
    private final boolean thresholdConfigured;
    private final AtomicBoolean announced = new AtomicBoolean();
    private final long networkTimeoutMs;
    /** Null until the first connection answers with transactionPooler=auto. */
    private final AtomicReference<Verdict> verdict = new AtomicReference<>();

    public TransactionPooler(Settings config) {
        this.poolName = config.poolName();
        this.conflict = config.conflictBehindTransactionPooler();
        this.thresholdConfigured = thresholdConfigured(config);
        this.networkTimeoutMs = config.millis(Setting.NETWORK_TIMEOUT);
        String setting = config.text(Setting.TRANSACTION_POOLER);
        if (Setting.TRANSACTION_POOLER_NONE.equals(setting)) {
            verdict.set(DIRECT);
        } else if (Setting.TRANSACTION_POOLER_TRANSACTION.equals(setting)) {
            verdict.set(new Verdict(true, "set by " + Setting.TRANSACTION_POOLER.key() + "=" + Setting.TRANSACTION_POOLER_TRANSACTION));
        }
    }

    /**
     * Prepares a new physical connection, before anything else runs on it, for what stands between it and the
     * database. Fails, naming the setting and what to use instead, when the pool is behind a transaction
     * pooler and a setting cannot hold there.
     */
    public void adapt(Connection c) throws SQLException {
        Verdict v = verdict.get();
        if (v == null) {
            verdict.compareAndSet(null, detect(c)); // two first connections may race: both find the same
            v = verdict.get();
        }
        if (!v.pooled) return;
        if (conflict != null) {
            throw new SQLException(poolName + " - " + conflict.getMessage() + " (" + v.how + ")" + sessionModeHint(v), "0A000", conflict);
        }
        PgJdbc pg = PgJdbc.of(c);
        if (pg == null) {
            announce(v, INFO, "the driver is not PostgreSQL's, so nothing in it was adapted: keep it from naming server-side statements");
        } else if (thresholdConfigured || pg.prepareThreshold() != PgJdbc.DEFAULT_PREPARE_THRESHOLD) {
            int kept = pg.prepareThreshold();
            announce(v, kept == 0 ? INFO : WARNING, PREPARE_THRESHOLD + "=" + kept + " is kept as configured"
                    + (kept == 0 ? "" : ": named statements work behind the pooler only if it tracks them (PgBouncer 1.21+ with"
                    + " max_prepared_statements), otherwise leave " + PREPARE_THRESHOLD + " unset"));
        } else {
            pg.keepStatementsUnnamed();
            announce(v, INFO, "the PostgreSQL driver's statements stay unnamed (" + PREPARE_THRESHOLD + "=0)");
        }
    }

    /**
     * {@code refusal}, or when a pooler refused a startup parameter the driver sends, the same error saying what to
     * do: pgjdbc's {@code extra_float_digits}, which PgBouncer refuses unless told to ignore it, changes nothing the
     * pool relies on and can be ignored; any other (from the URL's {@code options} or {@code currentSchema}, say)
     * would be dropped silently if ignored, so it belongs on the role or the database.
     */
    public static SQLException explainConnectRefusal(SQLException refusal) {
        String message = String.valueOf(refusal.getMessage());
        int at = message.indexOf(UNSUPPORTED_STARTUP_PARAMETER);
        if (at < 0) return refusal;
        String parameter = message.substring(at + UNSUPPORTED_STARTUP_PARAMETER.length()).trim().split("[\\s,;]")[0];
        String advice = parameter.equals("extra_float_digits")
                ? "add it to the pooler's ignored ones (PgBouncer: ignore_startup_parameters = extra_float_digits in its [pgbouncer] section)"
                : "ignoring it there would drop it silently: take it out of the URL and set what it carries on the role or"
                        + " database instead (ALTER ROLE ... SET name = value)";
        return new SQLException(message + "; the server end is a connection pooler that refuses the driver's startup parameter "
                + parameter + ": " + advice, refusal.getSQLState(), refusal.getErrorCode(), refusal);
    }

    /** Whether borrowers share server sessions with other clients, as far as the pool knows now. */
    public boolean pooled() {
        Verdict v = verdict.get();
        return v != null && v.pooled;
    }

    /** Says once, at the pool's first connection behind the pooler, how the pool knows and what it adapted. */
    private void announce(Verdict v, System.Logger.Level level, String adapted) {
        if (!announced.compareAndSet(false, true)) return;
        LOG.log(level, () -> poolName + " - behind a transaction pooler (" + v.how + "): " + adapted
                + "; sessionReset=full, connectionInitSql, transactionIsolation and schema are refused, and so is a borrower's"
                + " setTransactionIsolation or setSchema to another value, as each would change a server session other"
                + " clients share" + (networkTimeoutMs > 0 ? "; networkTimeout=" + networkTimeoutMs + " ms also bounds a wait in"
                + " the pooler's queue for a free server session" : "") + sessionModeHint(v));
    }

    /** Detection cannot tell a pooler of sessions from one of transactions: say how to tell the pool. */
    private static String sessionModeHint(Verdict v) {
        return v.how.startsWith("detected") ? "; set " + Setting.TRANSACTION_POOLER.key() + "=" + Setting.TRANSACTION_POOLER_NONE
                + " if the pooler lends whole sessions (PgBouncer's pool_mode=session)" : "";
    }

    private Verdict detect(Connection c) throws SQLException {
        PgJdbc pg = PgJdbc.of(c);
        if (pg == null) return new Verdict(false, "auto: not the PostgreSQL driver, so no pooler can be seen");
        int announcedPid = pg.announcedPid();
        int runningPid = PgJdbc.runningPid(c);
        if (announcedPid == runningPid) {
            LOG.log(DEBUG, () -> poolName + " - no transaction pooler: backend pid " + runningPid + " as announced");
            return new Verdict(false, "auto: the server announced its own pid");
        }
        return new Verdict(true, "detected at the first connection: it announced backend pid " + announcedPid
                + ", but pg_backend_pid() is " + runningPid);
    }

    /** Whether the URL's query or the driver properties set prepareThreshold. */
    private static boolean thresholdConfigured(Settings config) {
        for (String name : config.dataSourceProperties().stringPropertyNames()) {
            if (name.equalsIgnoreCase(PREPARE_THRESHOLD)) return true;
        }
        String url = config.text(Setting.JDBC_URL);
        if (url == null) return false;
        String lower = url.toLowerCase(Locale.ROOT);
        int query = lower.indexOf('?');
        return query >= 0 && ("&" + lower.substring(query + 1)).contains("&" + PREPARE_THRESHOLD.toLowerCase(Locale.ROOT) + "=");
    }
}
