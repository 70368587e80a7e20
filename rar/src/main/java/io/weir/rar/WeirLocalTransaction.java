package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.rar.ManagedConnectionState.Binding;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.LocalTransaction;
import jakarta.resource.spi.LocalTransactionException;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The server's local transaction on a managed connection: begin binds a physical connection and
 * turns auto-commit off; commit and rollback restore it and let the connection go back once no
 * handle is open. No LOCAL_TRANSACTION_* events are sent for these calls: the spec asks for them
 * only when the application demarcates, and the server already knows what it did itself.
 */
final class WeirLocalTransaction implements LocalTransaction {
    private final WeirManagedConnection owner;
    /** Written by begin, read by commit or rollback, which the transaction manager may run on another thread. */
    private volatile boolean restoreAutoCommit;

    WeirLocalTransaction(WeirManagedConnection owner) {
        this.owner = owner;
    }

    @Override
    public void begin() throws ResourceException {
        ConnectionLease lease;
        try {
            lease = owner.beginTransaction(Binding.LOCAL_TRANSACTION);
        } catch (IllegalStateException e) {
            throw new LocalTransactionException(e.getMessage());
        } catch (SQLException e) {
            throw failure("begin", null, e);
        }
        try {
            beginOn(lease);
        } catch (SQLException e) {
            beginAgainOrFail(lease, e);
        }
    }

    /** The begin failed on {@code lease}: a dead one no work has reached is replaced; otherwise the begin fails. */
    private void beginAgainOrFail(ConnectionLease lease, SQLException error) throws LocalTransactionException {
        try {
            if (owner.deadLeases().beginAgainOnFreshLease(lease, error) != null) return;
        } catch (SQLException noFresh) {
            noFresh.addSuppressed(error);
            owner.endTransaction(Binding.LOCAL_TRANSACTION);
            // the dead lease is retired already, and this managed connection holds nothing else that failed
            throw failure("begin", null, noFresh);
        }
        owner.endTransaction(Binding.LOCAL_TRANSACTION);
        throw failure("begin", lease, error);
    }

    /** Turns auto-commit off on the lease's connection, remembering whether commit and rollback turn it on again. */
    void beginOn(ConnectionLease lease) throws SQLException {
        Connection physical = lease.physicalConnection();
        restoreAutoCommit = physical.getAutoCommit();
        if (restoreAutoCommit) physical.setAutoCommit(false);
    }

    @Override
    public void commit() throws ResourceException {
        complete(true);
    }

    @Override
    public void rollback() throws ResourceException {
        complete(false);
    }

    private void complete(boolean commit) throws ResourceException {
        if (owner.binding() != Binding.LOCAL_TRANSACTION) {
            throw new LocalTransactionException("No local transaction is active on this connection");
        }
        ConnectionLease lease = owner.lease();
        try {
            Connection physical = lease.physicalConnection();
            if (commit) {
                physical.commit();
            } else {
                physical.rollback();
            }
            if (restoreAutoCommit) physical.setAutoCommit(true);
        } catch (SQLException e) {
            throw failure(commit ? "commit" : "rollback", lease, e);
        } finally {
            owner.endTransaction(Binding.LOCAL_TRANSACTION);
        }
    }

    private LocalTransactionException failure(String step, ConnectionLease lease, SQLException e) {
        if (FatalErrors.isFatal(lease, e)) {
            owner.connectionFailed(e);
        }
        LocalTransactionException lte = new LocalTransactionException("Local transaction " + step + " failed: "
                + e.getMessage(), e.getSQLState());
        lte.initCause(e);
        return lte;
    }
}
