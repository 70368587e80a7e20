package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A statement the application holds: the behaviour shared by plain, prepared and callable
 * statements. Closing swaps the delegate to {@link ClosedCallableStatement}, which stands in for
 * every statement kind. Its connection closes it through the facade itself, or through its {@link
 * StatementLink} (see {@link StatementTracking} for why there are two ways); every call reads the
 * delegate through {@link #open()}, which sees either.
 *
 * <p>The statement does not keep its result sets (only the last one getResultSet returned, and the
 * driver's last result set, for identity and counting; both go stale rather than being cleared).
 * Whenever JDBC says its open result sets close (a new execution, getMoreResults, closing the
 * statement), it moves on to a new epoch, and every result set of an earlier one reads as closed from
 * its next call (see {@link ResultSetFacade}). The driver closes its own result sets at the same
 * moments. A statement is one thread's at a time in practice; should two threads race on one, a
 * result set may still reach its driver result set, but the driver has closed that with the
 * statement, so nothing reaches the connection.
 */
class StatementFacade<D extends Statement> extends StatementDelegate<D> {
    /**
     * What getResultSet returned last: asking again for the same result gives the same facade. Stale
     * once the epoch has moved past the facade's own, as {@link #closeResults()} leaves it in place.
     */
    private ResultSetFacade current;
    /**
     * The driver's result set wrapped last, in the epoch {@link #lastRawEpoch}: two facades of one result
     * count once.
     */
    private ResultSet lastRaw;
    private int lastRawEpoch;
    /**
     * Result sets made in an earlier epoch are closed. An int wraps after 2^32 moves (two per execution):
     * a result set kept across two billion executions of its statement would pass its check again and
     * reach its driver result set, which the driver closed long before.
     */
    private int resultEpoch;
    /** Result sets of this epoch the application has not closed, for closeOnCompletion. */
    private int openResults;
    /** Kept here rather than in the driver, which would close the driver's statement behind the facade. */
    private boolean closeOnCompletion;

    StatementFacade(FacadeConnection connection, D raw) {
        this.connection = connection;
        this.delegate = raw;
    }

    /**
     * Links this new statement, made on {@code madeOn}, into its connection's list, if the connection takes
     * it (see {@link ParentFacade#adoptIfTaking}); otherwise closes it. With links, the connection hands out
     * the link ({@link ParentFacade#adoptStatementIfTaking}), which the facade keeps in its own list field:
     * the connection's list holds the link and never this facade, so that field is free, one field fewer in
     * a facade that JDK 17 keeps on the heap. A plain write, like the delegate's: the facade reaches another
     * thread only through the application, whose hand-off publishes both.
     */
    final void adoptBy(ParentFacade parent, Connection madeOn) {
        if (!StatementTracking.LINKS) {
            if (!parent.adoptIfTaking(madeOn, this)) closeByParent(true);
            return;
        }
        StatementLink l = parent.adoptStatementIfTaking(madeOn, delegate);
        if (l != null) {
            next = l;
        } else {
            next = new StatementLink(connection, delegate);
            closeByParent(true);
        }
    }

    /** What the connection links in its list, to close it with itself. */
    final ChildFacade trackedAs() {
        return StatementTracking.LINKS ? link() : this;
    }

    /** What the connection tracks when {@link StatementTracking#LINKS} is on (see the constructor). */
    private StatementLink link() {
        return (StatementLink) next;
    }

    /** The driver's statement, or the closed sentinel once this facade or its link is closed. */
    @Override
    @SuppressWarnings("unchecked")
    protected final D open() {
        if (linkClosed()) return (D) ClosedCallableStatement.INSTANCE;
        return delegate;
    }

    /** Whether this statement's link is closed; always false without links. */
    private boolean linkClosed() {
        // LINKS is a constant to the JIT, which drops the branch that does not apply
        return StatementTracking.LINKS && link().closed;
    }

    /** The driver's statement, swapped for the closed sentinel; null if it was closed already. */
    @SuppressWarnings("unchecked")
    private Statement markClosed() {
        Statement raw = open();
        if (raw == ClosedCallableStatement.INSTANCE) return null;
        // a plain write: the thread that closes sees it at once, and the driver's statement is closed next
        // (a release store would keep C2 from taking the facade apart, see StatementTracking)
        delegate = (D) ClosedCallableStatement.INSTANCE;
        if (StatementTracking.LINKS) link().closedByFacade();
        return raw;
    }

    /**
     * From now on the facade stands for {@code raw}, the same statement prepared on the connection its own
     * was moved to (see {@link ReplayablePreparedStatement}); the old driver statement died with its
     * connection. Called before the facade is linked to its new binding, on the application's thread.
     */
    final void replaceDriverStatement(D raw) {
        delegate = raw;
        if (StatementTracking.LINKS) this.next = new StatementLink(connection, raw);
        closeResults();
    }

    @Override
    final boolean isClosedFacade() {
        return open() == ClosedCallableStatement.INSTANCE;
    }

    private void ensureOpen() throws SQLException {
        if (isClosedFacade()) throw FacadeClosedException.of(Statement.class);
    }

    @Override
    public final void close() throws SQLException {
        Statement raw = markClosed();
        if (raw == null) return;
        closeResults(); // the driver closes its result sets with its statement
        try {
            raw.close();
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    @Override
    final void closeByParent(boolean closeDriverObject) {
        Statement raw = markClosed();
        if (raw == null) return;
        closeResults();
        if (closeDriverObject) {
            try {
                raw.close();
            } catch (SQLException e) {
                failed(e); // the connection is being given back anyway; a fatal error still retires it
            }
        }
    }

    /**
     * Closes every result set facade of this epoch; the driver closes its own result sets itself. It writes
     * ints only, and leaves {@link #current} and {@link #lastRaw} to go stale: clearing them would compile
     * two GC write barriers into every execute method, which is enough to pass C2's InlineSmallCode with a
     * small driver method compiled in. A facade method compiled past it is inlined into no caller, and the
     * statement facade it runs on is then allocated rather than kept in registers.
     */
    private void closeResults() {
        resultEpoch++;
        openResults = 0;
    }

    /** Whether result sets made in {@code epoch} are closed: the statement moved on, or its connection closed it. */
    final boolean closedResults(int epoch) {
        return epoch != resultEpoch || linkClosed();
    }

    @Override
    public final boolean isClosed() throws SQLException {
        return isClosedFacade() || super.isClosed();
    }

    @Override
    protected final void beforeExecute() {
        closeResults();
    }

    @Override
    public final boolean getMoreResults() throws SQLException {
        closeResults();
        return super.getMoreResults();
    }

    @Override
    public final boolean getMoreResults(int which) throws SQLException {
        if (which != Statement.KEEP_CURRENT_RESULT) closeResults();
        return super.getMoreResults(which);
    }

    @Override
    public final void closeOnCompletion() throws SQLException {
        ensureOpen();
        closeOnCompletion = true;
    }

    @Override
    public final boolean isCloseOnCompletion() throws SQLException {
        ensureOpen();
        return closeOnCompletion;
    }

    /** The application closed one of this statement's result sets of the current epoch. */
    final void resultSetClosed(ResultSetFacade rs) throws SQLException {
        if (current == rs) current = null;
        if (--openResults > 0) return;
        closeResults(); // none is open: this also closes a second facade of the same driver result set
        if (closeOnCompletion) close();
    }

    @Override
    protected final Connection wrapConnection(Connection raw) {
        return connection;
    }

    /** Not kept: see the class comment. */
    @Override
    protected final ResultSet wrapResultSet(ResultSet raw) {
        return raw == null ? null : newResult(raw, resultEpoch);
    }

    @Override
    public final ResultSet getResultSet() throws SQLException {
        ResultSet raw;
        try {
            raw = open().getResultSet();
        } catch (SQLException e) {
            throw failed(e);
        }
        if (raw == null) return null;
        ResultSetFacade last = current;
        if (last != null && last.epoch == resultEpoch && last.wraps(raw)) return last;
        ResultSetFacade rs = newResult(raw, resultEpoch);
        current = rs;
        return rs;
    }

    /** A result set inside a column of one of this statement's result sets (a REF CURSOR). */
    final ResultSet wrapNested(ResultSet raw, int epoch) {
        return newResult(raw, epoch);
    }

    private ResultSetFacade newResult(ResultSet raw, int epoch) {
        if (epoch == resultEpoch && (raw != lastRaw || lastRawEpoch != epoch)) {
            lastRaw = raw;
            lastRawEpoch = epoch;
            openResults++;
        }
        ResultSetFacade rs = new ResultSetFacade(connection, this, epoch, raw);
        if (isClosedFacade()) rs.closeByParent(true); // closed by another thread while the driver made it
        return rs;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + (isClosedFacade() ? "closed" : delegate) + "]";
    }
}
