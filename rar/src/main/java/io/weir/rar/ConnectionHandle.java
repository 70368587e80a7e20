package io.weir.rar;

import io.weir.pool.spi.ConnectionLease;
import io.weir.pool.spi.FacadeOwner;
import io.weir.pool.spi.LogicalConnection;
import io.weir.pool.spi.TransactionControl;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * What a connection facade handed to the application belongs to: the managed connection it is
 * associated with now. The server may move a handle to another managed connection
 * ({@code associateConnection}), so the facade's owner is this indirection, not the managed connection.
 */
final class ConnectionHandle implements FacadeOwner {
    /** Moved by associateConnection on a server thread; the application's thread calls through it next, without a lock. */
    private volatile WeirManagedConnection owner;
    /**
     * Plain: set once, before the handle is published (into its managed connection's state under the lock,
     * into the factory's registry, a ConcurrentHashMap, and to the application by return), and read only by
     * code that found the handle through one of those.
     */
    private LogicalConnection facade;
    /**
     * Whether the last bind through this handle was the first call of a container's local transaction: written
     * by {@link WeirManagedConnection#bind} and read right after it, both on the application's thread.
     */
    private boolean bindBeganTransactionWork;

    ConnectionHandle(WeirManagedConnection owner) {
        this.owner = owner;
    }

    void attach(LogicalConnection facade) {
        this.facade = facade;
    }

    LogicalConnection facade() {
        return facade;
    }

    WeirManagedConnection owner() {
        return owner;
    }

    void moveTo(WeirManagedConnection newOwner) {
        this.owner = newOwner;
    }

    @Override
    public ConnectionLease bind() throws SQLException {
        return owner.bind(this);
    }

    void boundFirstCallOfTransaction(boolean first) {
        bindBeganTransactionWork = first;
    }

    /** A container's local transaction waited on the lease just bound: its first statement may run again (see {@link DeadLeaseReplacement#replaceForReplay}). */
    @Override
    public boolean replaysFirstStatement() {
        return bindBeganTransactionWork;
    }

    @Override
    public ConnectionLease replaceForReplay(Connection failed, ConnectionLease dead, SQLException error) throws SQLException {
        return owner.deadLeases().replaceForReplay(this, dead, error);
    }

    /**
     * The facade has closed itself (it reaches nothing, its statements are closed): from here the lease goes
     * home through the managed connection, which calls the facade no more.
     */
    @Override
    public void facadeClosed(Connection closed) {
        owner.handleClosed(this);
    }

    @Override
    public void fatalError(Connection failed, SQLException error) {
        owner.handleFailed(this, error);
    }

    /**
     * Asked before the application calls {@code setAutoCommit(true)}, {@code commit()} or {@code rollback()}
     * on the facade: inside a transaction the container drives, those are the transaction manager's to make.
     */
    @Override
    public void beforeTransactionControl(Connection facade, TransactionControl call) throws SQLException {
        owner.refuseInManagedTransaction(call);
    }

    /** The application demarcated a local transaction itself: the managed connection tells the server. */
    @Override
    public void afterTransactionControl(Connection facade, TransactionControl call) {
        owner.applicationTransactionControl(this, call);
    }
}
