package io.weir.pool.internal.jdbc;

import java.io.InputStream;
import java.io.Reader;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Struct;
import java.util.ArrayList;
import java.util.List;

/**
 * The first statement made on a lease that carries a transaction no work has reached yet (the resource
 * adapter's container transaction, see {@link io.weir.pool.spi.FacadeOwner#replaysFirstStatement()}). If
 * its first execution finds the connection dead, nothing of the transaction can have committed (auto-commit
 * is off, and this was its first work), so the statement is prepared again on a fresh connection, told
 * what this one was told, and executed there: the request never sees a connection that died before it
 * was used, which no check before lending can rule out without a round trip.
 *
 * <p>It stays repeatable while it has been given nothing that cannot be given twice (a stream, a reader, a
 * driver object made on the old connection) and no batch; its connection facade decides the rest (see
 * {@link ConnectionFacade#replayFirstStatement}). Only its first execution may run again.
 */
final class ReplayablePreparedStatement extends RecordingPreparedStatement {
    /** The connection's prepareStatement call this statement came from, to make it again on another connection. */
    @FunctionalInterface
    interface Prepare {
        PreparedStatement on(Connection physical) throws SQLException;
    }

    private final ConnectionFacade facade;
    private final Prepare prepare;
    /** What this statement was told, in order; null once it cannot be repeated or has run. */
    private List<Step> steps = new ArrayList<>(4);
    /** Until the first execution begins. */
    private boolean armed = true;
    /** While the first execution runs: the facade leaves its error unclassified for {@link #replayOrThrow}. */
    private boolean executing;

    ReplayablePreparedStatement(ConnectionFacade facade, PreparedStatement raw, Prepare prepare) {
        super(facade, raw);
        this.facade = facade;
        this.prepare = prepare;
    }

    @Override
    protected void record(Step step) {
        List<Step> s = steps;
        if (s != null) s.add(step);
    }

    /**
     * A value that is consumed as it is read (a stream, a reader) or belongs to the connection it was made on
     * (a driver's LOB, array, ref, row id or struct) cannot be given to a statement on another connection.
     */
    @Override
    protected void record(Object value, Step step) {
        if (value instanceof InputStream || value instanceof Reader || value instanceof Blob || value instanceof Clob
                || value instanceof Array || value instanceof Ref || value instanceof SQLXML || value instanceof RowId
                || value instanceof Struct) {
            unrepeatable();
        } else {
            record(step);
        }
    }

    @Override
    protected void unrepeatable() {
        steps = null;
    }

    @Override
    protected boolean firstExecution() {
        if (!armed) return false;
        armed = false;
        if (steps == null) {
            facade.firstStatementDone(this);
            return false;
        }
        executing = true;
        return true;
    }

    /** Whether its first execution is running now, so that its error waits for {@link #replayOrThrow}. */
    boolean executing() {
        return executing;
    }

    @Override
    protected void replayOrThrow(SQLException e) throws SQLException {
        executing = false;
        if (!facade.replayFirstStatement(this, e)) throw facade.classify(e);
    }

    @Override
    protected void executed() {
        executing = false;
        steps = null;
        facade.firstStatementDone(this);
    }

    /**
     * Prepares the statement again on {@code physical}, tells it what this one was told, and stands for it
     * from now on. If that fails, the new driver statement is closed and the failure thrown.
     */
    void moveTo(Connection physical) throws SQLException {
        PreparedStatement fresh = prepare.on(physical);
        try {
            for (Step step : steps) {
                step.applyTo(fresh);
            }
        } catch (SQLException | RuntimeException e) {
            try {
                fresh.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        replaceDriverStatement(fresh);
    }
}
