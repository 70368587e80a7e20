package io.weir.pool.internal.jdbc;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * MariaDB through MariaDB Connector/J: the driver's {@code reset()} sends COM_RESET_CONNECTION (when
 * the connection has useResetConnection=true), which releases GET_LOCK locks, drops temporary tables
 * and prepared statements, clears user variables and sets session variables back to the global
 * values; the driver also clears its own prepared-statement cache. The server keeps the role and
 * the current database across it, so those are set back here, and the isolation level by SQL, since
 * the driver still reports the level it last saw.
 */
final class MariaDbSessionReset extends ServerSessionReset {
    private static final String DRIVER_CONNECTION = "org.mariadb.jdbc.Connection";

    private final Object driverConnection;
    private final MethodHandle driverReset;
    private final String setRole;
    private final String catalog;
    private final String setIsolation;

    private MariaDbSessionReset(SessionReset pool, Object driverConnection, MethodHandle driverReset, String role,
                                SessionState session) {
        super(pool);
        this.driverConnection = driverConnection;
        this.driverReset = driverReset;
        this.setRole = "SET ROLE " + (role == null ? "NONE" : "`" + role.replace("`", "``") + "`");
        this.catalog = session.defaultCatalog();
        String level = isolationName(session.defaultIsolation());
        this.setIsolation = level == null ? null : "SET SESSION TRANSACTION ISOLATION LEVEL " + level;
    }

    static MariaDbSessionReset of(SessionReset pool, Connection raw, SessionState session) throws SQLException {
        Object target;
        MethodHandle reset;
        try {
            Class<?> type = Class.forName(DRIVER_CONNECTION, false, raw.getClass().getClassLoader());
            target = raw.unwrap(type);
            reset = MethodHandles.publicLookup().findVirtual(type, "reset", MethodType.methodType(void.class));
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new SQLException("sessionReset=full needs MariaDB Connector/J's " + DRIVER_CONNECTION
                    + ".reset(), which this driver does not offer: " + e, "0A000", e);
        }
        String role;
        try (Statement s = raw.createStatement(); ResultSet rs = s.executeQuery("SELECT CURRENT_ROLE()")) {
            rs.next();
            role = rs.getString(1);
        }
        return new MariaDbSessionReset(pool, target, reset, role, session);
    }

    /** Fails unless the driver's reset clears the server session: it does so only with useResetConnection=true. */
    void check(Connection raw) throws SQLException {
        try (Statement s = raw.createStatement()) {
            s.execute("SET @weir_session_reset_check = 1");
            reset(raw);
            try (ResultSet rs = s.executeQuery("SELECT @weir_session_reset_check IS NULL")) {
                rs.next();
                if (rs.getBoolean(1)) return;
            }
        }
        throw new SQLException("sessionReset=full on MariaDB needs the driver property useResetConnection=true "
                + "(the pool sets it on a jdbcUrl unless the URL or dataSourceProperties give it; a data source class needs it in its url):"
                + " without it the driver's reset leaves the server session as it is", "0A000");
    }

    @Override
    void clear(Connection raw) throws SQLException {
        try {
            driverReset.invoke(driverConnection);
        } catch (SQLException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new SQLException("MariaDB session reset failed: " + e, e);
        }
        try (Statement s = raw.createStatement()) {
            s.execute(setRole);
            if (setIsolation != null) s.execute(setIsolation);
        }
        if (catalog != null && !catalog.equals(raw.getCatalog())) raw.setCatalog(catalog);
    }

    private static String isolationName(int level) {
        switch (level) {
            case Connection.TRANSACTION_READ_UNCOMMITTED: return "READ UNCOMMITTED";
            case Connection.TRANSACTION_READ_COMMITTED: return "READ COMMITTED";
            case Connection.TRANSACTION_REPEATABLE_READ: return "REPEATABLE READ";
            case Connection.TRANSACTION_SERIALIZABLE: return "SERIALIZABLE";
            default: return null;
        }
    }
}
