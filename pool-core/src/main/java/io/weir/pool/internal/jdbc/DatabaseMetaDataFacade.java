package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;

/**
 * The metadata of a connection facade. It is in the connection's list of children, so it dies, as a
 * statement does, when that facade is closed or unbound from the binding it was made on.
 */
final class DatabaseMetaDataFacade extends DatabaseMetaDataDelegate {
    /** The driver connection of the binding this metadata belongs to; its result sets belong there too. */
    private final Connection madeOn;

    DatabaseMetaDataFacade(FacadeConnection connection, Connection madeOn, DatabaseMetaData raw) {
        this.connection = connection;
        this.madeOn = madeOn;
        this.delegate = raw;
    }

    /** No driver object to close: the driver's metadata lives as long as its connection. */
    @Override
    void closeByParent(boolean closeDriverObject) {
        delegate = ClosedDatabaseMetaData.INSTANCE;
    }

    @Override
    boolean isClosedFacade() {
        return delegate == ClosedDatabaseMetaData.INSTANCE;
    }

    @Override
    protected Connection wrapConnection(Connection raw) {
        return connection;
    }

    @Override
    protected ResultSet wrapResultSet(ResultSet raw) {
        return connection.trackMetaDataResult(madeOn, raw);
    }

    @Override
    public String toString() {
        return "WeirDatabaseMetaData[" + (isClosedFacade() ? "closed" : connection) + "]";
    }
}
