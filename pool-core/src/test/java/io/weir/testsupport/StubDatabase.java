package io.weir.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * An isolated in-memory "database" behind the stub driver: a test creates its own, points a pool
 * at {@link #url()} (or {@link #dataSource()}, {@link #xaDataSource()}), injects faults through
 * {@link #connects()}, {@link #validation()} and {@link #statements()}, and reads what happened
 * from the counters and from each {@link StubConnection}'s session state.
 *
 * <pre>{@code
 * StubDatabase db = StubDatabase.create();
 * db.connects().fail("08001");
 * ... new WeirDataSource(config with db.url()) ...
 * assertEquals(0, db.openConnections());
 * }</pre>
 */
public final class StubDatabase implements AutoCloseable {
    static final String URL_PREFIX = "jdbc:stub:";
    /** The function through which PostgreSQL tells a standby from a primary; the stub answers it (see {@link #standby}). */
    static final String RECOVERY_QUERY = "pg_is_in_recovery()";
    private static final Map<String, StubDatabase> BY_NAME = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT_ID = new AtomicLong();

    private final String name;
    private final FaultPoint connects = new FaultPoint("connect");
    private final FaultPoint validation = new FaultPoint("isValid");
    private final FaultPoint statements = new FaultPoint("execute");

    private final LongAdder connectsAttempted = new LongAdder();
    private final LongAdder connectsSucceeded = new LongAdder();
    private final LongAdder closed = new LongAdder();
    private final LongAdder closedTwice = new LongAdder();
    private final LongAdder aborted = new LongAdder();
    private final LongAdder isValidCalls = new LongAdder();
    private final LongAdder statementsExecuted = new LongAdder();
    private final AtomicLong keySequence = new AtomicLong();
    private final ConcurrentLinkedQueue<StubConnection> connections = new ConcurrentLinkedQueue<>();
    private final java.util.Set<javax.transaction.xa.Xid> prepared = ConcurrentHashMap.newKeySet();

    private volatile int rowsPerQuery = 1;
    private volatile int columnsPerRow = 1;
    private volatile int updateCount = 1;
    private volatile String requiredUser;
    private volatile boolean standby;
    private volatile String requiredPassword;

    private StubDatabase(String name) {
        this.name = name;
    }

    /** A new database with a unique name. */
    public static StubDatabase create() {
        return create("db" + NEXT_ID.incrementAndGet());
    }

    /** A new database with this name (for a {@code jdbc:stub:<name>} URL written in a properties file). */
    public static StubDatabase create(String name) {
        if (name.isEmpty() || name.contains(";") || name.contains("?")) throw new IllegalArgumentException("bad stub name " + name);
        StubDatabase db = new StubDatabase(name);
        if (BY_NAME.putIfAbsent(name, db) != null) throw new IllegalStateException("stub database " + name + " exists");
        StubDriver.ensureRegistered();
        return db;
    }

    static StubDatabase lookup(String name) throws SQLException {
        StubDatabase db = BY_NAME.get(name);
        if (db == null) throw new SQLException("no stub database named " + name, "08001");
        return db;
    }

    public String name() {
        return name;
    }

    public String url() {
        return URL_PREFIX + name;
    }

    /** A new {@code javax.sql.DataSource} over this database. */
    public StubDataSource dataSource() {
        StubDataSource ds = new StubDataSource();
        ds.setDatabaseName(name);
        return ds;
    }

    /** A new {@code javax.sql.XADataSource} over this database. */
    public StubXADataSource xaDataSource() {
        StubXADataSource ds = new StubXADataSource();
        ds.setDatabaseName(name);
        return ds;
    }

    /** Removes the database from the driver's registry; its connections stay as they are. */
    @Override
    public void close() {
        BY_NAME.remove(name, this);
    }

    public FaultPoint connects() {
        return connects;
    }

    public FaultPoint validation() {
        return validation;
    }

    public FaultPoint statements() {
        return statements;
    }

    /** From now on, connects with other credentials fail with SQLState 28000 (null: anyone may connect). */
    public void requireCredentials(String user, String password) {
        this.requiredUser = user;
        this.requiredPassword = password;
    }

    /**
     * Makes the stub a PostgreSQL standby (true) or a primary (false, the default): on a standby every
     * update fails with SQLState 25006 (read-only transaction); {@code pg_is_in_recovery()} answers which.
     * Open connections follow, as they do on a server that is promoted.
     */
    public void standby(boolean standby) {
        this.standby = standby;
    }

    boolean isStandby() {
        return standby;
    }

    /** Ends every open connection as a server-side kill does: the next call on each fails with 08006. */
    public void killAll() {
        for (StubConnection c : connections) {
            if (!c.isEnded()) c.breakBy("terminated by the stub server");
        }
    }

    /** Rows each query returns (default 1); column c of row r (both from 1) holds r * c. */
    public void rowsPerQuery(int rows) {
        this.rowsPerQuery = rows;
    }

    public void columnsPerRow(int columns) {
        this.columnsPerRow = columns;
    }

    /** What executeUpdate returns, and each element of executeBatch's answer (default 1). */
    public void updateCount(int count) {
        this.updateCount = count;
    }

    int rowsPerQuery() {
        return rowsPerQuery;
    }

    int columnsPerRow() {
        return columnsPerRow;
    }

    int updateCount() {
        return updateCount;
    }

    long nextKeys(int count) {
        return keySequence.getAndAdd(count) + 1;
    }

    public long connectsAttempted() {
        return connectsAttempted.sum();
    }

    public long connectsSucceeded() {
        return connectsSucceeded.sum();
    }

    /** Physical connections neither closed nor aborted. */
    public int openConnections() {
        int open = 0;
        for (StubConnection c : connections) if (!c.isEnded()) open++;
        return open;
    }

    /** Connections ended by close(). */
    public long closedConnections() {
        return closed.sum();
    }

    /** close() or abort() called on a connection that had already ended: always a pool bug worth a look. */
    public long closedTwice() {
        return closedTwice.sum();
    }

    /** Connections ended by abort(). */
    public long abortedConnections() {
        return aborted.sum();
    }

    public long isValidCalls() {
        return isValidCalls.sum();
    }

    public long statementsExecuted() {
        return statementsExecuted.sum();
    }

    /** Every physical connection made so far, in order of creation. */
    public List<StubConnection> connections() {
        return new ArrayList<>(connections);
    }

    /** The physical connections open now. */
    public List<StubConnection> openConnectionList() {
        List<StubConnection> open = new ArrayList<>();
        for (StubConnection c : connections) if (!c.isEnded()) open.add(c);
        return open;
    }

    /** Zeroes the counters and forgets ended connections (open ones stay listed). */
    public void resetCounters() {
        connectsAttempted.reset();
        connectsSucceeded.reset();
        closed.reset();
        closedTwice.reset();
        aborted.reset();
        isValidCalls.reset();
        statementsExecuted.reset();
        connections.removeIf(StubConnection::isEnded);
    }

    StubConnection connect(Properties info) throws SQLException {
        connectsAttempted.increment();
        connects.strike(null, 0);
        String user = info == null ? null : info.getProperty("user");
        String password = info == null ? null : info.getProperty("password");
        String needUser = requiredUser;
        if (needUser != null && (!needUser.equals(user) || !java.util.Objects.equals(requiredPassword, password))) {
            throw new SQLException("stub: access denied for user " + user, "28000");
        }
        StubConnection c = new StubConnection(this, user);
        connections.add(c);
        connectsSucceeded.increment();
        return c;
    }

    void prepared(javax.transaction.xa.Xid xid, boolean isPrepared) {
        if (isPrepared) prepared.add(xid);
        else prepared.remove(xid);
    }

    /** XA branches prepared and neither committed nor rolled back. */
    public javax.transaction.xa.Xid[] preparedBranches() {
        return prepared.toArray(new javax.transaction.xa.Xid[0]);
    }

    void countClose() {
        closed.increment();
    }

    void countAbort() {
        aborted.increment();
    }

    void countClosedTwice() {
        closedTwice.increment();
    }

    void countIsValid() {
        isValidCalls.increment();
    }

    void countStatement() {
        statementsExecuted.increment();
    }

    @Override
    public String toString() {
        return "StubDatabase[" + name + ", open=" + openConnections() + "]";
    }

    static Connection connectByName(String name, Properties info) throws SQLException {
        return lookup(name).connect(info);
    }
}
