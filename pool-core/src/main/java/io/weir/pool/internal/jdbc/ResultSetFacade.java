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

    @Override
    public void close() throws SQLException {
        ResultSet raw = (ResultSet) DELEGATE.getAndSet(this, ClosedResultSet.INSTANCE);
        if (raw == ClosedResultSet.INSTANCE) return;
        leaveParent();
        try {
            raw.close();
        } catch (SQLException e) {
            throw failed(e);
        }
        if (statement != null) statement.resultSetClosed();
    }

    @Override
    void closeByParent(boolean closeDriverObject) {
        ResultSet raw = (ResultSet) DELEGATE.getAndSet(this, ClosedResultSet.INSTANCE);
        if (raw == ClosedResultSet.INSTANCE || !closeDriverObject) return;
        try {
            raw.close();
        } catch (SQLException e) {
            failed(e);
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return delegate == ClosedResultSet.INSTANCE || super.isClosed();
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
        JdbcFacade owner = statement != null ? statement : connection;
        owner.adopt(nested);
        return nested;
    }

    @Override
    public String toString() {
        ResultSet d = delegate;
        return "WeirResultSet[" + (d == ClosedResultSet.INSTANCE ? "closed" : d) + "]";
    }
}
