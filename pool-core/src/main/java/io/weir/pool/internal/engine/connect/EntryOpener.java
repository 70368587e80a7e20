package io.weir.pool.internal.engine.connect;

import io.weir.pool.spi.Setting;
import io.weir.pool.spi.Settings;
import io.weir.pool.internal.engine.bag.PoolEntry;
import io.weir.pool.internal.jdbc.SessionReset;
import io.weir.pool.internal.jdbc.SessionState;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Opens a physical connection and makes it an entry: network timeout, connectionInitSql, and the
 * session defaults that a reset returns to. The entry starts in use by whoever opened it.
 */
public final class EntryOpener {
    private final Settings config;
    private final ConnectionSource source;
    private final Executor connectors;
    private final PoolEntry.Home home;
    private final FailureDiagnosis diagnosis;
    /** Null when metrics are off. */
    private final PoolMetrics tracker;
    private final AtomicInteger entryIds = new AtomicInteger();
    private final SessionReset sessionReset;
    private final TransactionPooler pooler;

    public EntryOpener(Settings config, ConnectionSource source, Executor connectors, PoolEntry.Home home,
                FailureDiagnosis diagnosis, PoolMetrics tracker) {
        this.config = config;
        this.source = source;
        this.connectors = connectors;
        this.home = home;
        this.diagnosis = diagnosis;
        this.tracker = tracker;
        this.sessionReset = SessionReset.of(config);
        this.pooler = new TransactionPooler(config);
    }

    public PoolEntry open() throws SQLException {
        long start = System.nanoTime();
        ConnectionSource.Physical p;
        try {
            p = source.open();
        } catch (SQLException refused) {
            throw TransactionPooler.explainConnectRefusal(refused);
        }
        try {
            Connection c = p.connection();
            pooler.adapt(c);
            if (config.millis(Setting.NETWORK_TIMEOUT) > 0) c.setNetworkTimeout(connectors, (int) config.millis(Setting.NETWORK_TIMEOUT));
            SessionState session = SessionState.initialize(c, config);
            if (config.text(Setting.CONNECTION_INIT_SQL) != null) {
                runInitSql(c);
                // what the init SQL set (a search_path, say) is the default a reset returns to; settings win
                session = SessionState.initialize(c, config);
            }
            if (pooler.pooled()) session.shareServerSession();
            sessionReset.attach(c, session);
            PoolEntry e = new PoolEntry(home, entryIds.incrementAndGet(), c, p.xa(), session, start, System.nanoTime());
            e.checkedEpoch = diagnosis.fatalEpoch();
            if (tracker != null) tracker.recordConnectionCreatedMillis(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
            return e;
        } catch (SQLException | RuntimeException e) {
            closeQuietly(p);
            throw e;
        }
    }

    /** What the pool knows of a transaction pooler in front of the database. */
    public TransactionPooler pooler() {
        return pooler;
    }

    private void runInitSql(Connection c) throws SQLException {
        String sql = config.text(Setting.CONNECTION_INIT_SQL);
        if (sql == null) return;
        try {
            SessionReset.runInitSql(c, config);
        } catch (SQLException e) {
            throw new SQLException("connectionInitSql failed: " + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
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
}
