package io.weir.pool.internal.jdbc;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.spi.TransactionControl;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Executor;

/**
 * The connection the application holds. Closing it swaps the delegate to {@link ClosedConnection},
 * so from then on nothing reaches the physical connection, which the pool may lend to someone else.
 * A facade made without a lease (the resource adapter's) starts on an {@link UnboundConnection},
 * which binds through the owner at the first call; {@link #unbind()} goes back to that state.
 */
// public: WildFly closes handles an application forgot by reflection on this class (cached connection manager)
public final class ConnectionFacade extends ConnectionDelegate implements FacadeConnection, LogicalConnection {
    private static final VarHandle DELEGATE;
    private static final VarHandle IN_CALL;
    /** {@link #replay} after a bind whose owner replays the transaction's first statement, until that statement is made. */
    private static final Object ARMED = new Object();

    static {
        try {
            DELEGATE = MethodHandles.lookup().findVarHandle(ConnectionDelegate.class, "delegate", Connection.class);
            IN_CALL = MethodHandles.lookup().findVarHandle(ConnectionFacade.class, "inCall", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final FacadeOwner owner;
    /** The stand-in while no lease is bound; null for a facade that was born bound and never unbound. */
    private Connection unbound;
    // written before the delegate (volatile) that makes them reachable
    private TrackedLease lease;
    private SessionState session;
    private DatabaseMetaDataFacade metaData;
    /**
     * Whether a call that may wait on the database is running on this facade or its statements, result
     * sets or metadata: the resource adapter does not take a leaked connection back under such a call.
     * A flag written plainly, two stores a call and no read: a count needs a read-modify-write, and an
     * atomic one or a fence costs many times a plain store, on calls that take nanoseconds. What it cannot
     * see: a second thread's call that overlaps the end of another call on the same connection (JDBC code
     * keeps a connection on one thread at a time), and a call that has read the physical connection but
     * whose flag has not yet reached the checking thread, a window as long as a store's flight. A call the
     * JIT inlines whole may lose its first store; it cannot wait on anything.
     */
    private boolean inCall;
    /**
     * {@link #ARMED}, then the {@link ReplayablePreparedStatement} made next, until its first execution ends;
     * null whenever anything else reaches the binding first (another statement, metadata, a savepoint) and
     * when no transaction waits on the binding. Plain: the application's thread reads and writes it, and an
     * unbind or close on another thread clears it; a stale read there declines the replay at worst, since a
     * replay needs the binding it began on (see {@link #rebindLocked}).
     */
    private Object replay;

    ConnectionFacade(FacadeOwner owner, ConnectionLease lease) {
        this.owner = owner;
        this.connection = this;
        if (lease != null) {
            TrackedLease t = (TrackedLease) lease;
            this.lease = t;
            this.session = t.session();
            DELEGATE.set(this, t.physicalConnection()); // published with the facade itself
        } else {
            DELEGATE.set(this, unboundSentinel());
        }
    }

    private Connection unboundSentinel() {
        Connection u = unbound;
        if (u == null) unbound = u = new UnboundConnection(this);
        return u;
    }

    /**
     * Binds a lease if none is bound and returns the physical connection: the unbound sentinel runs
     * the call on it, and the facade's own code wraps what it returns as for any call.
     */
    Connection bindNow() throws SQLException {
        for (;;) {
            Connection current = delegate;
            if (current == ClosedConnection.INSTANCE) throw FacadeClosedException.of(Connection.class);
            if (current != unbound) return current;
            TrackedLease t = (TrackedLease) owner.bind(); // outside the lock: it may wait for the pool
            boolean replays = owner.replaysFirstStatement();
            underLock(() -> bindLocked(t, replays));
        }
    }

    // Under the list's lock, as unbindLocked is: the lease, the session and the delegate change together,
    // so an unbind never clears what a bind on another thread has just set.
    private void bindLocked(TrackedLease t, boolean replays) {
        if (delegate != unbound) return; // bound by another thread, or closed, meanwhile
        lease = t;
        session = t.session();
        replay = replays ? ARMED : null;
        if (DELEGATE.compareAndSet(this, unbound, t.physicalConnection())) return;
        lease = null; // closed meanwhile: close takes no lock, and wins
        session = null;
        replay = null;
    }

    /** The lease went back to the pool: close what the borrower left open; the next call binds again. */
    @Override
    public void unbind() {
        closeChildrenIf(this::unbindLocked, true);
    }

    // Under the list's lock: a child is linked only if the delegate is still the connection it was made on
    // (takesChildrenOf), so every child of this binding is in the list that closeChildrenIf detaches, and
    // a child of the next binding, which another thread may make at once, is not.
    private boolean unbindLocked() {
        Connection current;
        do {
            current = delegate;
            if (redirected(current)) return false;
        } while (!DELEGATE.compareAndSet(this, current, unboundSentinel())); // a close takes no lock
        lease = null;
        session = null;
        replay = null;
        return true;
    }

    /** Dead from now on, as if closed, without telling the owner. */
    @Override
    public void invalidate() {
        if (DELEGATE.getAndSet(this, ClosedConnection.INSTANCE) == ClosedConnection.INSTANCE) return;
        detach(true);
    }

    // Every caller has just swapped the delegate to the closed sentinel by a volatile read-modify-write,
    // and the adopt methods read it: the condition under which hasOpenChildren() is exact (closed is final).
    private void detach(boolean closeDriverObjects) {
        if (hasOpenChildren()) closeChildren(closeDriverObjects);
        lease = null;
        session = null;
        replay = null;
    }

    @Override
    public void close() {
        if (DELEGATE.getAndSet(this, ClosedConnection.INSTANCE) == ClosedConnection.INSTANCE) return;
        detach(true);
        owner.facadeClosed(this);
    }

    @Override
    public boolean isClosed() throws SQLException {
        Connection d = delegate;
        if (d == ClosedConnection.INSTANCE) return true;
        if (d == unbound) return false;
        return super.isClosed();
    }

    @Override
    public boolean isValid(int timeout) throws SQLException {
        if (delegate == ClosedConnection.INSTANCE) return false;
        return super.isValid(timeout);
    }

    /** Evicts the physical connection: the pool retires it instead of lending it again. */
    @Override
    public void abort(Executor executor) throws SQLException {
        if (delegate == ClosedConnection.INSTANCE) return; // JDBC: a no-op on a closed connection
        if (executor == null) throw new SQLException("abort needs an Executor", "HY009");
        TrackedLease l = lease;
        Connection physical = (Connection) DELEGATE.getAndSet(this, ClosedConnection.INSTANCE);
        if (physical == ClosedConnection.INSTANCE) return;
        if (l != null) {
            SQLException reason = new SQLException("Connection aborted by the application");
            l.markBroken(reason);
            owner.fatalError(this, reason);
        }
        try {
            if (!redirected(physical)) physical.abort(executor);
        } finally {
            // the aborted connection may be stuck in a call: do not wait on it to close statements
            detach(false);
            owner.facadeClosed(this);
        }
    }

    /** Binds if needed and notes that the borrower changes {@code what}, so the return restores it. */
    private SessionState changing(int what) throws SQLException {
        SessionState s = boundSession();
        if (s != null) s.changed(what);
        return s;
    }

    /** The session state of the bound lease, binding one first; fails on a closed facade. */
    private SessionState boundSession() throws SQLException {
        Connection d = delegate;
        if (d == ClosedConnection.INSTANCE) throw FacadeClosedException.of(Connection.class);
        if (d == unbound) bindNow();
        return session;
    }

    /** Whether a change of a server-session-wide setting is no change behind a transaction pooler (see SessionState). */
    private boolean unchangedOnSharedSession(int what, Object value) throws SQLException {
        SessionState s = boundSession();
        return s != null && s.unchangedOnSharedSession(what, value);
    }

    private void mark(int what) {
        SessionState s = session;
        if (s != null) s.changed(what);
    }

    @Override
    public void callStarted() {
        inCall = true;
    }

    @Override
    public void callEnded() {
        inCall = false;
    }

    /** Whether a call that may wait on the database runs through this facade now (see the field). */
    @Override
    public boolean inCall() {
        return (boolean) IN_CALL.getVolatile(this);
    }

    @Override
    public void exposed() {
        mark(SessionState.EVERYTHING);
    }

    @Override
    public void commit() throws SQLException {
        if (delegate != ClosedConnection.INSTANCE) owner.beforeTransactionControl(this, TransactionControl.COMMIT);
        super.commit();
        owner.afterTransactionControl(this, TransactionControl.COMMIT);
    }

    @Override
    public void rollback() throws SQLException {
        if (delegate != ClosedConnection.INSTANCE) owner.beforeTransactionControl(this, TransactionControl.ROLLBACK);
        super.rollback();
        owner.afterTransactionControl(this, TransactionControl.ROLLBACK);
    }

    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        if (autoCommit && delegate != ClosedConnection.INSTANCE) owner.beforeTransactionControl(this, TransactionControl.AUTO_COMMIT_ON);
        changing(SessionState.AUTO_COMMIT);
        super.setAutoCommit(autoCommit);
        owner.afterTransactionControl(this, autoCommit ? TransactionControl.AUTO_COMMIT_ON : TransactionControl.AUTO_COMMIT_OFF);
    }

    @Override
    public void setReadOnly(boolean readOnly) throws SQLException {
        changing(SessionState.READ_ONLY);
        super.setReadOnly(readOnly);
    }

    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        if (unchangedOnSharedSession(SessionState.ISOLATION, level)) return;
        changing(SessionState.ISOLATION);
        super.setTransactionIsolation(level);
    }

    @Override
    public void setCatalog(String catalog) throws SQLException {
        changing(SessionState.CATALOG);
        super.setCatalog(catalog);
    }

    @Override
    public void setSchema(String schema) throws SQLException {
        if (unchangedOnSharedSession(SessionState.SCHEMA, schema)) return;
        changing(SessionState.SCHEMA);
        super.setSchema(schema);
    }

    @Override
    public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
        changing(SessionState.NETWORK_TIMEOUT);
        super.setNetworkTimeout(executor, milliseconds);
    }

    @Override
    public void setHoldability(int holdability) throws SQLException {
        changing(SessionState.HOLDABILITY);
        super.setHoldability(holdability);
    }

    @Override
    public void setClientInfo(String name, String value) throws SQLClientInfoException {
        clientInfoChanging(null, name);
        super.setClientInfo(name, value);
    }

    @Override
    public void setClientInfo(Properties properties) throws SQLClientInfoException {
        clientInfoChanging(properties, null);
        super.setClientInfo(properties);
    }

    /** Records the client info defaults before the borrower changes {@code properties}, or {@code name}. */
    private void clientInfoChanging(Properties properties, String name) throws SQLClientInfoException {
        try {
            SessionState s = changing(SessionState.CLIENT_INFO);
            TrackedLease l = lease;
            if (s == null || l == null) return;
            Set<String> names = name != null ? Set.of(name)
                    : properties != null ? properties.stringPropertyNames() : Set.of();
            s.clientInfoChanging(l.physicalConnection(), names);
        } catch (SQLClientInfoException e) {
            throw e;
        } catch (SQLException e) {
            throw new SQLClientInfoException(e.getMessage(), e.getSQLState(), e.getErrorCode(), null, e);
        }
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        replay = null;
        changing(SessionState.WORK);
        return super.setSavepoint();
    }

    @Override
    public Savepoint setSavepoint(String name) throws SQLException {
        replay = null;
        changing(SessionState.WORK);
        return super.setSavepoint(name);
    }

    /** The physical connection a call that makes a child runs on: an unbound facade binds first. */
    @Override
    protected Connection bound() throws SQLException {
        Connection d = delegate;
        return d == unbound ? bindNow() : d;
    }

    @Override
    protected Statement wrapStatement(Connection madeOn, Statement raw) {
        return track(madeOn, new StatementFacade<>(this, raw));
    }

    @Override
    protected PreparedStatement wrapPreparedStatement(Connection madeOn, PreparedStatement raw) {
        return track(madeOn, new PreparedStatementFacade<>(this, raw));
    }

    @Override
    protected CallableStatement wrapCallableStatement(Connection madeOn, CallableStatement raw) {
        return track(madeOn, new CallableStatementFacade(this, raw));
    }

    private <S extends StatementFacade<?>> S track(Connection madeOn, S statement) {
        if (replay != null) replay = null; // a second statement: the first one's failure may no longer run again
        mark(SessionState.WORK);
        // closed, or unbound (and maybe bound again) while the driver made it: it must not outlive its lease
        statement.adoptBy(this, madeOn);
        return statement;
    }

    @Override
    public ResultSet trackMetaDataResult(Connection madeOn, ResultSet raw) {
        replay = null;
        if (raw == null) return null;
        ResultSetFacade rs = new ResultSetFacade(this, null, 0, raw);
        if (!adoptIfTaking(madeOn, rs)) rs.closeByParent(true);
        return rs;
    }

    @Override
    public ResultSet trackNestedMetaDataResult(ResultSetFacade outer, ResultSet raw) {
        ResultSetFacade rs = new ResultSetFacade(this, null, 0, raw);
        if (!adoptBeside(outer, rs)) rs.closeByParent(true);
        return rs;
    }

    @Override
    protected boolean replaysNextStatement() {
        return replay == ARMED;
    }

    /**
     * The first statement of a transaction that no work has reached. A driver that prepares on the server
     * fails here if the connection is dead: then the binding is replaced as for a failed first execution
     * (see {@link #replaceDeadBinding}), and the statement is prepared on the fresh connection.
     */
    @Override
    protected PreparedStatement prepareReplayable(Connection madeOn, ReplayablePreparedStatement.Prepare prepare) throws SQLException {
        replay = null;
        PreparedStatement raw;
        try {
            raw = prepare.on(madeOn);
        } catch (SQLException e) {
            Connection fresh = replaceDeadBinding(e);
            if (fresh == null) throw e;
            madeOn = fresh;
            raw = prepare.on(fresh);
        }
        ReplayablePreparedStatement s = track(madeOn, new ReplayablePreparedStatement(this, raw, prepare));
        if (!s.isClosedFacade()) replay = s;
        return s;
    }

    /** The first statement's first execution is over (or never could run again): from now on errors are classified as they come. */
    void firstStatementDone(ReplayablePreparedStatement s) {
        if (replay == s) replay = null;
    }

    /**
     * The first execution of the binding's first statement failed with {@code e}: true once the binding is
     * replaced (see {@link #replaceDeadBinding}) and the statement moved to it, for the caller to execute it
     * again. False leaves everything as it was, for {@code e} to be classified and thrown. An error of the
     * fresh connection itself is classified and thrown from here.
     */
    boolean replayFirstStatement(ReplayablePreparedStatement s, SQLException e) throws SQLException {
        if (replay != s) return false;
        replay = null;
        Connection physical = replaceDeadBinding(e);
        if (physical == null) return false;
        try {
            s.moveTo(physical);
        } catch (SQLException again) {
            again.addSuppressed(e);
            throw classify(again);
        }
        if (!adoptIfTaking(physical, s.trackedAs())) s.closeByParent(true);
        return true;
    }

    /**
     * The binding's first work failed with {@code e}. If the error is fatal, the borrower changed nothing but
     * auto-commit, and the owner gives a fresh lease with the transaction begun on it, the facade binds that
     * lease: returns its physical connection. Null otherwise, with everything as it was.
     */
    private Connection replaceDeadBinding(SQLException e) {
        TrackedLease dead = lease;
        SessionState state = session;
        if (dead == null || state == null || !dead.classifier().isFatal(e)
                || !state.changedOnly(SessionState.WORK | SessionState.AUTO_COMMIT)) {
            return null;
        }
        Connection deadPhysical = delegate;
        TrackedLease fresh;
        try {
            fresh = (TrackedLease) owner.replaceForReplay(this, dead, e);
        } catch (SQLException | RuntimeException noFresh) {
            e.addSuppressed(noFresh);
            return null;
        }
        if (fresh == null) return null;
        // the first statement is the binding's only open child, if any (anything else made meanwhile disarmed
        // the replay): the list lets go of it, and it joins the new binding's once it stands for a statement made there
        if (!forgetChildrenIf(() -> rebindLocked(deadPhysical, fresh))) return null;
        mark(SessionState.WORK);
        return fresh.physicalConnection();
    }

    // Under the list's lock, as bindLocked is; false if the facade was closed or unbound meanwhile.
    private boolean rebindLocked(Connection dead, TrackedLease fresh) {
        if (!DELEGATE.compareAndSet(this, dead, fresh.physicalConnection())) return false;
        lease = fresh;
        session = fresh.session();
        return true;
    }

    /** Children are linked only to the binding they were made on, and none once the facade is closed. */
    @Override
    boolean takesChildrenOf(Connection madeOn) {
        // madeOn is a driver connection: bound() gives the closed sentinel only to a call that then throws
        return delegate == madeOn;
    }

    @Override
    boolean takesChildren() {
        return !redirected(delegate);
    }

    /**
     * Whether {@code d} is one of this facade's stand-ins (the closed sentinel or its unbound one) rather
     * than a driver connection. Compared by reference, not by {@code instanceof Redirect}: an interface
     * test that fails, as it does on every statement made on a bound facade, scans the driver class's
     * interfaces each time (the JVM caches only hits), which cost a third of a statement cycle.
     */
    private boolean redirected(Connection d) {
        return d == ClosedConnection.INSTANCE || d == unbound;
    }

    /** One metadata facade per binding: the application may compare them, and it saves the driver call. */
    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        DatabaseMetaDataFacade md = metaData;
        return md != null && !md.isClosedFacade() ? md : super.getMetaData();
    }

    /** The metadata is a child like a statement: it dies with the binding it was made on. */
    @Override
    protected DatabaseMetaData wrapDatabaseMetaData(Connection madeOn, DatabaseMetaData raw) {
        replay = null;
        mark(SessionState.WORK); // metadata queries may open a transaction
        DatabaseMetaDataFacade md = new DatabaseMetaDataFacade(this, madeOn, raw);
        if (adoptIfTaking(madeOn, md)) {
            metaData = md;
        } else {
            md.closeByParent(false);
        }
        return md;
    }

    @Override
    public <E extends SQLException> E classify(E e) {
        if (e instanceof FacadeClosedException) return e;
        // the first statement's first execution decides itself whether its error ends the binding
        if (replay instanceof ReplayablePreparedStatement && ((ReplayablePreparedStatement) replay).executing()) return e;
        TrackedLease l = lease;
        if (l == null) return e; // nothing bound: a failed bind, or the facade is closing
        FatalErrorClassifier classifier = l.classifier();
        if (classifier.isFatal(e)) {
            l.markBroken(e);
            owner.fatalError(this, e);
        } else if (classifier.isTimeout(e)) {
            l.markSuspect();
        } else if (classifier.mayBeOnStandby(e)) {
            l.markMaybeOnStandby();
        }
        return e;
    }

    @Override
    public String toString() {
        Connection d = delegate;
        String state = d == ClosedConnection.INSTANCE ? "closed" : d == unbound ? "unbound" : String.valueOf(lease);
        return "WeirConnection[" + state + "]";
    }
}
