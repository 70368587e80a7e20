package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/** The delegate of a facade with no lease: any call binds one and runs on its physical connection. */
final class UnboundConnection extends ConnectionRedirect {
    private final ConnectionFacade facade;

    UnboundConnection(ConnectionFacade facade) {
        this.facade = facade;
    }

    @Override
    public Connection target() throws SQLException {
        return facade.bindNow();
    }
}
