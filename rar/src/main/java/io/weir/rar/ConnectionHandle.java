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
    private volatile WeirManagedConnection owner;
    private LogicalConnection facade;

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
        return owner.bind();
    }

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
