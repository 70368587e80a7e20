package io.weir.testsupport;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A physical stub connection. It keeps the session state a pool must reset (auto-commit,
 * read-only, isolation, catalog, schema, holdability, network timeout, client info, open
 * transaction, warnings) where a test can read it, and counts commits and rollbacks.
 */
public final class StubConnection extends UnsupportedConnection {
    private static final int OPEN = 0, CLOSED = 1, ABORTED = 2;

    private final StubDatabase db;
    private final String user;
    private final AtomicInteger end = new AtomicInteger(OPEN);
    private volatile String brokenBy;

    private volatile boolean autoCommit = true;
    private volatile boolean readOnly;
    private volatile int isolation = Connection.TRANSACTION_READ_COMMITTED;
    private volatile String catalog;
    private volatile String schema = "PUBLIC";
    private volatile int holdability = ResultSet.HOLD_CURSORS_OVER_COMMIT;
    private volatile int networkTimeout;
    private final Properties clientInfo = new Properties();
    private volatile boolean transactionOpen;
    private volatile int commits;
    private volatile int rollbacks;
    private volatile SQLWarning warnings;

    StubConnection(StubDatabase db, String user) {
        this.db = db;
        this.user = user;
        this.catalog = db.name();
    }

    public StubDatabase database() {
        return db;
    }

    /** The user this connection logged in as. */
    public String user() {
        return user;
    }

    /** Closed or aborted. */
    public boolean isEnded() {
        return end.get() != OPEN;
    }

    /**
     * Waits until the connection is closed or aborted, for at most the timeout: pools close
     * retired connections in the background, so a test must not expect it the instant after.
     */
    public boolean awaitEnded(java.time.Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!isEnded() && System.nanoTime() - deadline < 0) Thread.sleep(2);
        return isEnded();
    }

    public boolean wasAborted() {
        return end.get() == ABORTED;
    }

    /** Broken (killed on the server, or its network timed out): every call fails with 08006, isValid is false. */
    public boolean isBroken() {
        return brokenBy != null;
    }

    /** Kills this connection on the "server" side. */
    public void breakConnection() {
        breakBy("terminated by the stub server");
    }

    void breakBy(String reason) {
        if (brokenBy == null) brokenBy = reason;
    }

    /** Adds a warning, as a server notice would. */
    public void addWarning(SQLWarning warning) {
        SQLWarning w = warnings;
        if (w == null) warnings = warning;
        else w.setNextWarning(warning);
    }

    public boolean isTransactionOpen() {
        return transactionOpen;
    }

    public int commits() {
        return commits;
    }

    public int rollbacks() {
        return rollbacks;
    }

    public int networkTimeoutMillis() {
        return networkTimeout;
    }

    /** A copy of the client info set on this connection. */
    public Properties clientInfo() {
        synchronized (clientInfo) {
            Properties copy = new Properties();
            copy.putAll(clientInfo);
            return copy;
        }
    }

    void checkUsable() throws SQLException {
        if (end.get() != OPEN) throw new SQLException("stub connection is closed", "08003");
        String broken = brokenBy;
        if (broken != null) throw new SQLException("stub connection is broken: " + broken, "08006");
    }

    /** A statement is about to run: applies the execute fault and opens a transaction outside auto-commit. */
    void beforeExecute(int queryTimeout) throws SQLException {
        checkUsable();
        db.countStatement();
        db.statements().strike(this, queryTimeout);
        checkUsable();
        if (!autoCommit && !transactionOpen) transactionOpen = true;
    }

    @Override
    public void close() {
        if (end.compareAndSet(OPEN, CLOSED)) db.countClose();
        else db.countClosedTwice();
    }

    @Override
    public void abort(Executor executor) throws SQLException {
        if (executor == null) throw new SQLException("abort needs an executor", "HY009");
        if (end.compareAndSet(OPEN, ABORTED)) db.countAbort();
        else db.countClosedTwice();
    }

    @Override
    public boolean isClosed() {
        return end.get() != OPEN;
    }

    @Override
    public boolean isValid(int timeout) throws SQLException {
        if (timeout < 0) throw new SQLException("negative timeout", "HY000");
        db.countIsValid();
        if (end.get() != OPEN || brokenBy != null) return false;
        try {
            return db.validation().strike(this, timeout) && end.get() == OPEN && brokenBy == null;
        } catch (SQLException e) {
            return false;
        }
    }

    @Override
    public Statement createStatement() throws SQLException {
        checkUsable();
        return new StubStatement(this, null);
    }

    @Override
    public Statement createStatement(int type, int concurrency) throws SQLException {
        return createStatement();
    }

    @Override
    public Statement createStatement(int type, int concurrency, int holdability) throws SQLException {
        return createStatement();
    }

    @Override
    public PreparedStatement prepareStatement(String sql) throws SQLException {
        checkUsable();
        return new StubStatement(this, sql);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
        return prepareStatement(sql);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
        return prepareStatement(sql);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
        return prepareStatement(sql);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int type, int concurrency) throws SQLException {
        return prepareStatement(sql);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int type, int concurrency, int holdability) throws SQLException {
        return prepareStatement(sql);
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        checkUsable();
        return new StubStatement(this, sql);
    }

    @Override
    public CallableStatement prepareCall(String sql, int type, int concurrency) throws SQLException {
        return prepareCall(sql);
    }

    @Override
    public CallableStatement prepareCall(String sql, int type, int concurrency, int holdability) throws SQLException {
        return prepareCall(sql);
    }

    @Override
    public String nativeSQL(String sql) throws SQLException {
        checkUsable();
        return sql;
    }

    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        checkUsable();
        if (autoCommit && !this.autoCommit && transactionOpen) {
            transactionOpen = false;
            commits++;
        }
        this.autoCommit = autoCommit;
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        checkUsable();
        return autoCommit;
    }

    @Override
    public void commit() throws SQLException {
        checkUsable();
        if (autoCommit) throw new SQLException("commit in auto-commit mode", "25000");
        transactionOpen = false;
        commits++;
    }

    @Override
    public void rollback() throws SQLException {
        checkUsable();
        if (autoCommit) throw new SQLException("rollback in auto-commit mode", "25000");
        transactionOpen = false;
        rollbacks++;
    }

    @Override
    public void rollback(Savepoint savepoint) throws SQLException {
        rollback();
    }

    @Override
    public void setReadOnly(boolean readOnly) throws SQLException {
        checkUsable();
        this.readOnly = readOnly;
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        checkUsable();
        return readOnly;
    }

    @Override
    public void setCatalog(String catalog) throws SQLException {
        checkUsable();
        this.catalog = catalog;
    }

    @Override
    public String getCatalog() throws SQLException {
        checkUsable();
        return catalog;
    }

    @Override
    public void setSchema(String schema) throws SQLException {
        checkUsable();
        this.schema = schema;
    }

    @Override
    public String getSchema() throws SQLException {
        checkUsable();
        return schema;
    }

    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        checkUsable();
        switch (level) {
            case TRANSACTION_NONE, TRANSACTION_READ_UNCOMMITTED, TRANSACTION_READ_COMMITTED,
                    TRANSACTION_REPEATABLE_READ, TRANSACTION_SERIALIZABLE -> this.isolation = level;
            default -> throw new SQLException("bad isolation level " + level, "HY024");
        }
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        checkUsable();
        return isolation;
    }

    @Override
    public void setHoldability(int holdability) throws SQLException {
        checkUsable();
        if (holdability != ResultSet.HOLD_CURSORS_OVER_COMMIT && holdability != ResultSet.CLOSE_CURSORS_AT_COMMIT) {
            throw new SQLException("bad holdability " + holdability, "HY024");
        }
        this.holdability = holdability;
    }

    @Override
    public int getHoldability() throws SQLException {
        checkUsable();
        return holdability;
    }

    @Override
    public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
        checkUsable();
        if (milliseconds < 0) throw new SQLException("negative network timeout", "HY000");
        this.networkTimeout = milliseconds;
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        checkUsable();
        return networkTimeout;
    }

    @Override
    public void setClientInfo(String name, String value) throws SQLClientInfoException {
        synchronized (clientInfo) {
            if (value == null) clientInfo.remove(name);
            else clientInfo.setProperty(name, value);
        }
    }

    @Override
    public void setClientInfo(Properties properties) throws SQLClientInfoException {
        synchronized (clientInfo) {
            clientInfo.clear();
            if (properties != null) clientInfo.putAll(properties);
        }
    }

    @Override
    public String getClientInfo(String name) throws SQLException {
        checkUsable();
        synchronized (clientInfo) {
            return clientInfo.getProperty(name);
        }
    }

    @Override
    public Properties getClientInfo() throws SQLException {
        checkUsable();
        return clientInfo();
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        checkUsable();
        return warnings;
    }

    @Override
    public void clearWarnings() throws SQLException {
        checkUsable();
        warnings = null;
    }

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        checkUsable();
        return new StubDatabaseMetaData(this);
    }

    @Override
    public java.util.Map<String, Class<?>> getTypeMap() throws SQLException {
        checkUsable();
        return new java.util.HashMap<>();
    }

    @Override
    public void setTypeMap(java.util.Map<String, Class<?>> map) throws SQLException {
        checkUsable();
    }

    @Override
    public String toString() {
        return "StubConnection[" + db.name() + "@" + Integer.toHexString(System.identityHashCode(this))
                + (isEnded() ? ", ended" : "") + (isBroken() ? ", broken" : "") + "]";
    }
}
