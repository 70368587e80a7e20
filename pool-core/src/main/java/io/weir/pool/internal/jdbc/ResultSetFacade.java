package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A result set the application holds. Its statement is the statement facade it came from, or null
 * for a result set of {@link java.sql.DatabaseMetaData}, as JDBC says.
 */
final class ResultSetFacade extends ResultSetDelegate {
    private static final VarHandle DELEGATE;

    static {
        try {
            DELEGATE = MethodHandles.lookup().findVarHandle(ResultSetDelegate.class, "delegate", ResultSet.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final StatementFacade<?> statement;

    ResultSetFacade(ConnectionFacade connection, StatementFacade<?> statement, ResultSet raw) {
        this.connection = connection;
        this.statement = statement;
        DELEGATE.set(this, raw); // published with the facade itself
    }

    boolean wraps(ResultSet raw) {
        return delegate == raw;
    }

    /** The driver's result set, swapped for the closed sentinel; null if it was closed already. */
    private ResultSet markClosed() {
        ResultSet raw = delegate;
        if (raw == ClosedResultSet.INSTANCE) return null;
        // no fence needed: the thread that closes sees it at once, and the driver's result set is closed next
        DELEGATE.setRelease(this, ClosedResultSet.INSTANCE);
        return raw;
    }

    boolean isClosedFacade() {
        return delegate == ClosedResultSet.INSTANCE;
    }

    @Override
    public void close() throws SQLException {
        ResultSet raw = markClosed();
        if (raw == null) return;
        leaveParent(); // a no-op for the statement's current result set, which is in no list
        try {
            raw.close();
        } catch (SQLException e) {
            throw failed(e);
        }
        if (statement != null) statement.resultSetClosed(this);
    }

    @Override
    void closeByParent(boolean closeDriverObject) {
        ResultSet raw = markClosed();
        if (raw == null || !closeDriverObject) return;
        try {
            raw.close();
        } catch (SQLException e) {
            failed(e);
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return isClosedFacade() || super.isClosed();
    }

    @Override
    protected Statement wrapStatement(Statement raw) {
        return statement;
    }

    /** A result set inside a column (a REF CURSOR) belongs to the same statement. */
    @Override
    protected Object wrapObject(Object value) {
        if (!(value instanceof ResultSet)) return value;
        ResultSetFacade nested = new ResultSetFacade(connection, statement, (ResultSet) value);
        ParentFacade owner = statement != null ? statement : connection;
        if (!owner.adoptIfTaking(nested)) nested.closeByParent(true); // the connection closed meanwhile
        return nested;
    }

    @Override
    public String toString() {
        ResultSet d = delegate;
        return "WeirResultSet[" + (d == ClosedResultSet.INSTANCE ? "closed" : d) + "]";
    }
}
