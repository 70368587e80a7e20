package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;

/** The metadata of a connection facade; dead once that facade is closed or unbound. */
final class DatabaseMetaDataFacade extends DatabaseMetaDataDelegate {
    DatabaseMetaDataFacade(ConnectionFacade connection, DatabaseMetaData raw) {
        this.connection = connection;
        this.delegate = raw;
    }

    void kill() {
        delegate = ClosedDatabaseMetaData.INSTANCE;
    }

    @Override
    protected Connection wrapConnection(Connection raw) {
        return connection;
    }

    @Override
    protected ResultSet wrapResultSet(ResultSet raw) {
        return connection.trackMetaDataResult(raw);
    }

    @Override
    public String toString() {
        return "WeirDatabaseMetaData[" + (delegate == ClosedDatabaseMetaData.INSTANCE ? "closed" : connection) + "]";
    }
}
