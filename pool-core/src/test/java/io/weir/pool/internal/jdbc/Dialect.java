package io.weir.pool.internal.jdbc;

import io.weir.pool.WeirConfig;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;

/**
 * What the misuse corpus needs to know about one database: how to reach it, how to name the
 * session a connection is, how to look at the session from the server's side, and how to probe
 * for a lock with a second connection that would block.
 */
abstract class Dialect {
    /** A table of this test run, so that concurrent runs on a shared server do not meet. */
    final String table = "weir_misuse_" + UUID.randomUUID().toString().substring(0, 8);

    abstract String name();

    /** A pool of one connection, so every borrower gets the same physical connection. */
    abstract WeirConfig poolOfOne();

    /** A connection outside the pool: setup, server-side checks, lock probes, killing sessions. */
    abstract Connection outside() throws SQLException;

    /** Identifies the server session of a connection. */
    abstract String sessionIdSql();

    /** The namespace (schema, or database for MariaDB) the server says the session is in. */
    abstract String currentNamespaceSql();

    /** Moves a connection to another namespace through JDBC. */
    abstract void moveToOtherNamespace(Connection c) throws SQLException;

    /** Statements run once before the corpus: a second namespace, the test table. */
    abstract List<String> setupSql();

    abstract List<String> teardownSql();

    /** Makes the outside connection give up on a lock after a short wait instead of blocking. */
    abstract String shortLockWaitSql();

    /** Needs a lock that a borrower's open transaction or cursor on the table would hold. */
    abstract String conflictingLockSql();

    /** Kills another session, by the id {@link #sessionIdSql()} returned; null if the database cannot. */
    String killSql(String sessionId) {
        return null;
    }

    /** A client info property the driver keeps, or null if the driver keeps none. */
    String clientInfoName() {
        return null;
    }

    @Override
    public String toString() {
        return name();
    }

    static WeirConfig poolOfOne(String url, String user, String password) {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl(url);
        c.setUsername(user);
        c.setPassword(password);
        c.setMaximumPoolSize(1);
        c.setConnectionTimeout(10_000);
        c.setValidationTimeout(5_000);
        c.setInitializationFailTimeout(10_000);
        return c;
    }

    static final class H2Dialect extends Dialect {
        private final String url = H2.newUrl();

        @Override
        String name() {
            return "H2";
        }

        @Override
        WeirConfig poolOfOne() {
            return poolOfOne(url, null, null);
        }

        @Override
        Connection outside() throws SQLException {
            return DriverManager.getConnection(url);
        }

        @Override
        String sessionIdSql() {
            return "select session_id()";
        }

        @Override
        String currentNamespaceSql() {
            return "select current_schema";
        }

        @Override
        void moveToOtherNamespace(Connection c) throws SQLException {
            c.setSchema("WEIR_OTHER");
        }

        @Override
        List<String> setupSql() {
            return List.of("create schema weir_other", "create table " + table + "(id int primary key, v int)",
                    "insert into " + table + " values (1, 1)");
        }

        @Override
        List<String> teardownSql() {
            return List.of("drop table " + table, "drop schema weir_other");
        }

        @Override
        String shortLockWaitSql() {
            return "set lock_timeout 2000";
        }

        @Override
        String conflictingLockSql() {
            return "update " + table + " set v = v";
        }
    }

    static final class PostgresDialect extends Dialect {
        private final Database db = Databases.postgres();

        @Override
        String name() {
            return "PostgreSQL";
        }

        @Override
        WeirConfig poolOfOne() {
            return poolOfOne(db.jdbcUrl(), db.user(), db.password());
        }

        @Override
        Connection outside() throws SQLException {
            return db.connect();
        }

        @Override
        String sessionIdSql() {
            return "select pg_backend_pid()";
        }

        @Override
        String currentNamespaceSql() {
            return "select current_schema()";
        }

        @Override
        void moveToOtherNamespace(Connection c) throws SQLException {
            c.setSchema(table + "_other");
        }

        @Override
        List<String> setupSql() {
            return List.of("create schema " + table + "_other", "create table " + table + "(id int primary key, v int)",
                    "insert into " + table + " values (1, 1)");
        }

        @Override
        List<String> teardownSql() {
            return List.of("drop table " + table, "drop schema " + table + "_other");
        }

        @Override
        String shortLockWaitSql() {
            return "set lock_timeout = '2s'";
        }

        @Override
        String conflictingLockSql() {
            return "lock table " + table + " in access exclusive mode";
        }

        @Override
        String killSql(String sessionId) {
            return "select pg_terminate_backend(" + Integer.parseInt(sessionId) + ")";
        }

        @Override
        String clientInfoName() {
            return "ApplicationName";
        }
    }

    static final class MariaDbDialect extends Dialect {
        private final Database db = Databases.mariadb();

        @Override
        String name() {
            return "MariaDB";
        }

        @Override
        WeirConfig poolOfOne() {
            return poolOfOne(db.jdbcUrl(), db.user(), db.password());
        }

        @Override
        Connection outside() throws SQLException {
            return db.connect();
        }

        @Override
        String sessionIdSql() {
            return "select connection_id()";
        }

        @Override
        String currentNamespaceSql() {
            return "select database()";
        }

        @Override
        void moveToOtherNamespace(Connection c) throws SQLException {
            c.setCatalog(table + "_other"); // MariaDB's databases are JDBC catalogs
        }

        @Override
        List<String> setupSql() {
            return List.of("create database " + table + "_other",
                    "create table " + table + "(id int primary key, v int) engine=InnoDB",
                    "insert into " + table + " values (1, 1)");
        }

        @Override
        List<String> teardownSql() {
            return List.of("drop table " + table, "drop database " + table + "_other");
        }

        @Override
        String shortLockWaitSql() {
            return "set session innodb_lock_wait_timeout = 2, session lock_wait_timeout = 2";
        }

        @Override
        String conflictingLockSql() {
            // waits for the metadata lock of any open transaction that touched the table, and for row locks
            return "alter table " + table + " comment 'probe'";
        }

        @Override
        String killSql(String sessionId) {
            return "kill " + Long.parseLong(sessionId);
        }
    }
}
