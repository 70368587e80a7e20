package io.weir.reliability;

import io.weir.pool.WeirConfig;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import io.weir.testsupport.FaultProxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A real database as one reliability test sees it: its own login (a MariaDB user made for the
 * test, or a PostgreSQL application name), so that the test can find and kill exactly its own
 * sessions while other tests use the same server. Every password it uses is a watched secret.
 */
abstract class Backend implements AutoCloseable {
    final Database db;
    final String tag = "weir_rel_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
    volatile String password = SecretWatch.secret("Weir-Secret-" + UUID.randomUUID());

    private Backend(Database db) {
        this.db = db;
    }

    static Backend postgres() {
        return new Postgres(Databases.postgres());
    }

    static MariaDb mariadb() throws SQLException {
        return new MariaDb(Databases.mariadb());
    }

    /** The backend a parameterized test names: "postgres" or "mariadb". */
    static Backend of(String database) throws SQLException {
        return switch (database) {
            case "postgres" -> postgres();
            case "mariadb" -> mariadb();
            default -> throw new IllegalArgumentException("No backend " + database);
        };
    }

    String name() {
        return db.product();
    }

    /** A pool configuration through the proxy, with this backend's login. */
    WeirConfig config(FaultProxy proxy) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(url(proxy));
        c.setUsername(user());
        c.setPassword(password);
        c.setPoolName("rel-" + tag);
        return c;
    }

    /** {@link #config(FaultProxy)} for a pool of {@code maximumPoolSize}: borrows wait up to {@code connectionTimeoutMs}, alive checks 500 ms. */
    WeirConfig config(FaultProxy proxy, int maximumPoolSize, long connectionTimeoutMs) {
        WeirConfig c = config(proxy);
        c.setMaximumPoolSize(maximumPoolSize);
        c.setConnectionTimeout(connectionTimeoutMs);
        c.setValidationTimeout(500);
        return c;
    }

    abstract String url(FaultProxy proxy);

    abstract String user();

    /** The query that returns the server's id of the session it runs on. */
    abstract String sessionIdQuery();

    /** Ends every session of this backend from the server side; returns how many. */
    abstract int killSessions() throws SQLException;

    /** Sessions of this backend open on the server now. */
    abstract int sessionCount() throws SQLException;

    @Override
    public void close() throws SQLException {
    }

    private static final class Postgres extends Backend {
        Postgres(Database db) {
            super(db);
        }

        @Override
        String url(FaultProxy proxy) {
            return db.jdbcUrl(proxy) + "?ApplicationName=" + tag;
        }

        @Override
        String user() {
            return db.user();
        }

        @Override
        String sessionIdQuery() {
            return "SELECT pg_backend_pid()";
        }

        @Override
        int killSessions() throws SQLException {
            // with a timeout pg_terminate_backend waits until the session is gone, as KILL does
            return countOfThisBackend("SELECT count(pg_terminate_backend(pid, 5000)) FROM pg_stat_activity WHERE application_name = ?");
        }

        @Override
        int sessionCount() throws SQLException {
            return countOfThisBackend("SELECT count(*) FROM pg_stat_activity WHERE application_name = ?");
        }

        /** Runs {@code sql}, a count whose one parameter is this backend's application name. */
        private int countOfThisBackend(String sql) throws SQLException {
            try (Connection c = db.connect(); PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, tag);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        }
    }

    static final class MariaDb extends Backend {
        MariaDb(Database db) throws SQLException {
            super(db);
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("CREATE USER '" + tag + "'@'127.0.0.1' IDENTIFIED BY '" + password + "'");
                s.execute("GRANT ALL ON " + db.name() + ".* TO '" + tag + "'@'127.0.0.1'");
            }
        }

        @Override
        String url(FaultProxy proxy) {
            return db.jdbcUrl(proxy);
        }

        @Override
        String user() {
            return tag;
        }

        @Override
        String sessionIdQuery() {
            return "SELECT CONNECTION_ID()";
        }

        /** Changes the password on the server; sessions already open stay open. */
        void changePassword(String newPassword) throws SQLException {
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("ALTER USER '" + tag + "'@'127.0.0.1' IDENTIFIED BY '" + newPassword + "'");
            }
            password = newPassword;
        }

        private List<Long> sessionIds(Connection c) throws SQLException {
            List<Long> ids = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT id FROM information_schema.processlist WHERE user = ?")) {
                ps.setString(1, tag);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) ids.add(rs.getLong(1));
                }
            }
            return ids;
        }

        @Override
        int killSessions() throws SQLException {
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                List<Long> ids = sessionIds(c);
                for (long id : ids) {
                    try {
                        s.execute("KILL " + id);
                    } catch (SQLException gone) {
                        // the session ended by itself meanwhile
                    }
                }
                return ids.size();
            }
        }

        @Override
        int sessionCount() throws SQLException {
            try (Connection c = db.connect()) {
                return sessionIds(c).size();
            }
        }

        @Override
        public void close() throws SQLException {
            killSessions();
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("DROP USER IF EXISTS '" + tag + "'@'127.0.0.1'");
            }
        }
    }
}
