package io.weir.pool.internal.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A result set the application holds. Its statement is the statement facade it came from, or null
 * for a result set of {@link java.sql.DatabaseMetaData}, as JDBC says.
 *
 * <p>A statement does not hold its result sets: it closes them all at once by moving on to a new
 * epoch, and a result set of an earlier epoch reads as closed on its next call ({@link #open()}).
 * Nothing but the application then refers to a result set, so the JIT can take it apart into
 * registers in a read-and-close loop, and the common cycle allocates no result set facade at all.
 * A metadata result set has no statement and is in its connection's list instead.
 */
final class ResultSetFacade extends ResultSetDelegate {
    private final StatementFacade<?> statement;
    /** The statement's epoch this result set belongs to; unused without a statement. */
    final int epoch;

    ResultSetFacade(FacadeConnection connection, StatementFacade<?> statement, int epoch, ResultSet raw) {
        this.connection = connection;
        this.statement = statement;
        this.epoch = epoch;
        this.delegate = raw;
    }

    boolean wraps(ResultSet raw) {
        return delegate == raw;
    }

    /** Whether the statement has closed its result sets since this one was made. */
    private boolean superseded() {
        StatementFacade<?> s = statement;
        return s != null && s.closedResults(epoch);
    }

    @Override
    protected ResultSet open() {
        // plain reads: the statement's epoch moves on the thread that uses the statement; a thread
        // racing it reads a stale epoch and reaches a driver result set its driver has closed, nothing else
        if (superseded()) delegate = ClosedResultSet.INSTANCE; // the driver closed it with the statement
        return delegate;
    }

    /** The driver's result set, swapped for the closed sentinel; null if it was closed already. */
    private ResultSet markClosed() {
        ResultSet raw = open();
        if (raw == ClosedResultSet.INSTANCE) return null;
        delegate = ClosedResultSet.INSTANCE;
        return raw;
    }

    @Override
    boolean isClosedFacade() {
        return open() == ClosedResultSet.INSTANCE;
    }

    @Override
    public void close() throws SQLException {
        ResultSet raw = markClosed();
        if (raw == null) return;
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

    /** A result set inside a column (a REF CURSOR) belongs to the same statement, or the same connection. */
    @Override
    protected Object wrapObject(Object value) {
        if (!(value instanceof ResultSet)) return value;
        if (statement != null) return statement.wrapNested((ResultSet) value, epoch);
        return connection.trackNestedMetaDataResult(this, (ResultSet) value);
    }

    @Override
    public String toString() {
        ResultSet d = open();
        return "WeirResultSet[" + (d == ClosedResultSet.INSTANCE ? "closed" : d) + "]";
    }
}
