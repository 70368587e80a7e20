package io.weir.pool.internal.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/** Clears the server session of one physical connection with the database's own command. */
abstract class ServerSessionReset {
    private final SessionReset pool;

    ServerSessionReset(SessionReset pool) {
        this.pool = pool;
    }

    /** Clears the server session and restores what the database's command leaves as the borrower set it. */
    abstract void clear(Connection raw) throws SQLException;

    /** Clears the session, then applies the pool's settings and connectionInitSql again. */
    final void reset(Connection raw) throws SQLException {
        clear(raw);
        pool.reapply(raw);
    }
}
