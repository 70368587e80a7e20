package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A statement the application holds: the behaviour shared by plain, prepared and callable
 * statements. Closing swaps the delegate to {@link ClosedCallableStatement}, which stands in for
 * every statement kind.
 *
 * <p>The result set handed out last is held in a field; only older ones still open beside it
 * (generated keys, KEEP_CURRENT_RESULT) go to the child list. So the usual execute, read, close
 * takes no lock. A statement is one thread's at a time in practice; should two threads race on
 * one, a result set facade may miss the cascade, but the driver closes its result set with the
 * statement all the same, so nothing reaches the connection.
 */
class StatementFacade<D extends Statement> extends StatementDelegate<D> {
    private static final VarHandle DELEGATE;

    static {
        try {
            DELEGATE = MethodHandles.lookup().findVarHandle(StatementDelegate.class, "delegate", Statement.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The result set handed out last: asking again for the same one returns the same facade. */
    private ResultSetFacade current;
    /** Kept here rather than in the driver, which would close the driver's statement behind the facade. */
    private boolean closeOnCompletion;

    StatementFacade(ConnectionFacade connection, D raw) {
        this.connection = connection;
        DELEGATE.set(this, raw); // published with the facade itself
    }

    /** The driver's statement, swapped for the closed sentinel; null if it was closed already. */
    private Statement markClosed() {
        Statement raw = delegate;
        if (raw == ClosedCallableStatement.INSTANCE) return null;
        // no fence needed: the thread that closes sees it at once, and the driver's statement is closed next
        DELEGATE.setRelease(this, ClosedCallableStatement.INSTANCE);
        return raw;
    }

    final boolean isClosedFacade() {
        return delegate == ClosedCallableStatement.INSTANCE;
    }

    private void ensureOpen() throws SQLException {
        if (isClosedFacade()) throw FacadeClosedException.of(Statement.class);
    }

    @Override
    public final void close() throws SQLException {
        Statement raw = markClosed();
        if (raw == null) return;
        closeResults(); // the driver closes its result sets with its statement
        leaveParent();
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

    /** Marks the open result set facades closed; the driver closes its own result sets itself. */
    private void closeResults() {
        ResultSetFacade c = current;
        if (c != null) {
            current = null;
            c.closeByParent(false);
        }
        if (hasChildren()) closeChildren(false);
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

    /** The application closed one of this statement's result sets. */
    final void resultSetClosed(ResultSetFacade rs) throws SQLException {
        if (current == rs) current = null;
        if (closeOnCompletion && current == null && !hasChildren()) close();
    }

    @Override
    protected final Connection wrapConnection(Connection raw) {
        return connection;
    }

    @Override
    protected final ResultSet wrapResultSet(ResultSet raw) {
        if (raw == null) return null;
        ResultSetFacade last = current;
        if (last != null) {
            if (last.wraps(raw)) return last;
            if (!last.isClosedFacade()) adopt(last); // still open beside the new one
        }
        ResultSetFacade rs = new ResultSetFacade(connection, this, raw);
        current = rs;
        if (isClosedFacade()) { // closed by another thread while the driver made it
            current = null;
            rs.closeByParent(true);
        }
        return rs;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + (isClosedFacade() ? "closed" : delegate) + "]";
    }
}
