package io.weir.pool.internal.engine.connect;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What the pool asks of the PostgreSQL JDBC driver (pgjdbc) by name, so that the pool depends on no driver:
 * its {@code org.postgresql.PGConnection} behind a connection, found through the connection's own class
 * loader (in a server, the driver's module). Called once per new physical connection, never on a borrow.
 */
final class PgJdbc {
    /** pgjdbc's own default for prepareThreshold: the fifth execution of a statement names it on the server. */
    static final int DEFAULT_PREPARE_THRESHOLD = 5;
    private static final String PG_CONNECTION = "org.postgresql.PGConnection";

    private final Object pgConnection;
    private final Class<?> type;

    private PgJdbc(Object pgConnection, Class<?> type) {
        this.pgConnection = pgConnection;
        this.type = type;
    }

    /** pgjdbc's view of {@code c}, or null when {@code c} is another driver's. */
    static PgJdbc of(Connection c) throws SQLException {
        Class<?> type;
        try {
            type = Class.forName(PG_CONNECTION, false, c.getClass().getClassLoader());
        } catch (ClassNotFoundException | LinkageError notPgJdbc) {
            return null;
        }
        return c.isWrapperFor(type) ? new PgJdbc(c.unwrap(type), type) : null;
    }

    /** The backend pid the server end announced at connect (BackendKeyData): a pooler announces its own, made-up one. */
    int announcedPid() throws SQLException {
        return (Integer) call("getBackendPID", new Class<?>[0]);
    }

    /** The pid of the server process that runs this connection's statement now. */
    static int runningPid(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT pg_backend_pid()")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    int prepareThreshold() throws SQLException {
        return (Integer) call("getPrepareThreshold", new Class<?>[0]);
    }

    /**
     * Makes every statement the connection makes from now on unnamed (prepareThreshold=0), including the
     * driver's own BEGIN, COMMIT and ROLLBACK.
     */
    void keepStatementsUnnamed() throws SQLException {
        call("setPrepareThreshold", new Class<?>[] {int.class}, 0);
    }

    private Object call(String name, Class<?>[] parameters, Object... args) throws SQLException {
        try {
            Method m = type.getMethod(name, parameters);
            return m.invoke(pgConnection, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof SQLException sql) throw sql;
            throw new SQLException("pgjdbc's PGConnection." + name + " failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new SQLException("this PostgreSQL JDBC driver has no PGConnection." + name + ": " + e, e);
        }
    }
}
