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

    /** The last result set handed out, so that asking again for the same one returns the same facade. */
    private ResultSetFacade lastResult;
    /** Kept here rather than in the driver, which would close the driver's statement behind the facade. */
    private boolean closeOnCompletion;

    StatementFacade(ConnectionFacade connection, D raw) {
        this.connection = connection;
        DELEGATE.set(this, raw); // published with the facade itself
    }

    private Statement swapClosed() {
        return (Statement) DELEGATE.getAndSet(this, ClosedCallableStatement.INSTANCE);
    }

    final boolean isClosedFacade() {
        return delegate == ClosedCallableStatement.INSTANCE;
    }

    private void ensureOpen() throws SQLException {
        if (isClosedFacade()) throw FacadeClosedException.of(Statement.class);
    }

    @Override
    public final void close() throws SQLException {
        Statement raw = swapClosed();
        if (raw == ClosedCallableStatement.INSTANCE) return;
        lastResult = null;
        // closing the driver's statement closes its result sets; the racy peek saves the lock in the
        // common case, and a result set it misses is closed in the driver all the same
        if (hasChildren()) closeChildren(false);
        leaveParent();
        try {
            raw.close();
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    @Override
    final void closeByParent(boolean closeDriverObject) {
        Statement raw = swapClosed();
        if (raw == ClosedCallableStatement.INSTANCE) return;
        lastResult = null;
        closeChildren(false);
        if (closeDriverObject) {
            try {
                raw.close();
            } catch (SQLException e) {
                failed(e); // the connection is being given back anyway; a fatal error still retires it
            }
        }
    }

    @Override
    public final boolean isClosed() throws SQLException {
        return isClosedFacade() || super.isClosed();
    }

    @Override
    protected final void beforeExecute() {
        if (hasChildren()) {
            lastResult = null;
            closeChildren(false);
        }
    }

    @Override
    public final boolean getMoreResults() throws SQLException {
        beforeExecute();
        return super.getMoreResults();
    }

    @Override
    public final boolean getMoreResults(int current) throws SQLException {
        if (current != Statement.KEEP_CURRENT_RESULT) beforeExecute();
        return super.getMoreResults(current);
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
    final void resultSetClosed() throws SQLException {
        if (closeOnCompletion && !hasChildren()) close();
    }

    @Override
    protected final Connection wrapConnection(Connection raw) {
        return connection;
    }

    @Override
    protected final ResultSet wrapResultSet(ResultSet raw) {
        if (raw == null) return null;
        ResultSetFacade last = lastResult;
        if (last != null && last.wraps(raw)) return last;
        ResultSetFacade rs = new ResultSetFacade(connection, this, raw);
        adopt(rs);
        if (isClosedFacade()) { // closed by another thread while the driver made it
            rs.leaveParent();
            rs.closeByParent(true);
        }
        lastResult = rs;
        return rs;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + (isClosedFacade() ? "closed" : delegate) + "]";
    }
}
