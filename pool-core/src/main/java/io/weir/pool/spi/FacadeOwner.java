package io.weir.pool.spi;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Who a connection facade belongs to. Standalone, it is the pool entry the facade was borrowed
 * with; in the resource adapter it is the managed connection, which binds a physical connection
 * lazily at the facade's first JDBC call.
 */
public interface FacadeOwner {
    /** The lease the facade's next call goes to, bound now if none is. */
    ConnectionLease bind() throws SQLException;

    /** The application closed the facade (once; a second close does not call this again). */
    void facadeClosed(Connection facade);

    /** A call through the facade failed with an error that makes the physical connection unusable. */
    void fatalError(Connection facade, SQLException error);

    /**
     * Asked right after {@link #bind()} on the same thread: whether the lease just bound carries a transaction
     * that no work has reached yet, so that the first statement made through the facade may run again on a
     * fresh lease if its first execution finds the connection dead ({@link #replaceForReplay}).
     */
    default boolean replaysFirstStatement() {
        return false;
    }

    /**
     * The first statement of the transaction on {@code dead}, the bound lease, failed with {@code error}, which
     * the pool's classifier calls fatal, and nothing else has reached the lease: retires it, and returns a fresh one with
     * the transaction begun on it as on the dead one, which the facade binds and runs the statement on again.
     * Null if the owner does not replay the statement: the facade then reports the error as for any call.
     *
     * @throws SQLException if the pool could not lend a fresh lease; the dead one is retired all the same
     */
    default ConnectionLease replaceForReplay(Connection facade, ConnectionLease dead, SQLException error) throws SQLException {
        return null;
    }

    /**
     * Before {@code setAutoCommit(true)}, {@code commit()} or {@code rollback()} through an open facade
     * ({@code call} names it): the resource adapter refuses them inside a container-managed transaction.
     */
    default void beforeTransactionControl(Connection facade, TransactionControl call) throws SQLException {
    }

    /**
     * After {@code setAutoCommit(true|false)}, {@code commit()} or {@code rollback()} succeeded through an
     * open facade ({@code call} names it, e.g. {@link TransactionControl#AUTO_COMMIT_OFF}): the resource adapter tells the
     * server about local transactions the application demarcates itself. Called on every such call, so
     * it must stay cheap; the standalone pool entry keeps this no-op.
     */
    default void afterTransactionControl(Connection facade, TransactionControl call) {
    }
}
