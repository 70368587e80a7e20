package io.weir.pool.internal.jdbc;

import java.sql.PreparedStatement;

/** A prepared statement the application holds; its behaviour is the statement's. */
class PreparedStatementFacade<D extends PreparedStatement> extends PreparedStatementDelegate<D> {
    PreparedStatementFacade(FacadeConnection connection, D raw) {
        super(connection, raw);
    }
}
