package io.weir.pool.internal.jdbc;

import java.sql.CallableStatement;
import java.sql.ResultSet;

/** A callable statement the application holds; a REF CURSOR it returns is a result set of this statement. */
final class CallableStatementFacade extends CallableStatementDelegate<CallableStatement> {
    CallableStatementFacade(FacadeConnection connection, CallableStatement raw) {
        super(connection, raw);
    }

    @Override
    protected Object wrapObject(Object value) {
        return value instanceof ResultSet ? wrapResultSet((ResultSet) value) : value;
    }
}
