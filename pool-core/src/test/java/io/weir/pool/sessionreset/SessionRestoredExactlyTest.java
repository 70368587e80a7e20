package io.weir.pool.sessionreset;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.testsupport.Database;
import io.weir.testsupport.Databases;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;

import static io.weir.pool.sessionreset.SessionResets.backendId;
import static io.weir.pool.sessionreset.SessionResets.config;
import static io.weir.pool.sessionreset.SessionResets.freshSession;
import static io.weir.pool.sessionreset.SessionResets.query;
import static io.weir.pool.sessionreset.SessionResets.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The JDBC reset (the default, sessionReset=jdbc) gives back what the session had, not what the
 * driver's getter reported of it.
 */
class SessionRestoredExactlyTest {

    @Test
    void postgresSearchPathComesBackAsTheServerHadIt() throws SQLException {
        Database db = Databases.postgres();
        String fresh = freshSession(db, "SHOW search_path");
        try (WeirDataSource ds = new WeirDataSource(config(db, "", "jdbc"))) {
            try (Connection c = ds.getConnection()) {
                c.setSchema("pg_catalog");
            }
            try (Connection c = ds.getConnection()) {
                assertEquals(fresh, query(c, "SHOW search_path"));
            }
        }
    }

    @Test
    void postgresSearchPathRestoredWithoutAutoCommitSurvivesTheNextRollback() throws SQLException {
        Database db = Databases.postgres();
        String fresh = freshSession(db, "SHOW search_path");
        WeirConfig c = config(db, "", "jdbc");
        c.setAutoCommit(false);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            try (Connection first = ds.getConnection()) {
                first.setSchema("pg_catalog");
                first.commit();
            }
            try (Connection next = ds.getConnection()) {
                next.rollback();
                assertEquals(fresh, query(next, "SHOW search_path"));
            }
        }
    }

    @Test
    void mariaDbClientInfoTheConnectionWasMadeWithoutIsRemovedAndTheConnectionKept() throws SQLException {
        try (WeirDataSource ds = new WeirDataSource(config(Databases.mariadb(), "", "jdbc"))) {
            long backend;
            try (Connection c = ds.getConnection()) {
                backend = backendId(c);
                c.setClientInfo("ApplicationName", "weir-h3-client");
            }
            try (Connection c = ds.getConnection()) {
                assertEquals(backend, backendId(c), "the restore failed and the connection was retired");
                assertNull(c.getClientInfo("ApplicationName"));
            }
        }
    }

    @Test
    void h2SchemaComesBackAsItWas() throws SQLException {
        WeirConfig c = new WeirConfig();
        c.setJdbcUrl("jdbc:h2:mem:" + unique("weir_h3"));
        c.setMaximumPoolSize(1);
        try (WeirDataSource ds = new WeirDataSource(c)) {
            String fresh;
            try (Connection first = ds.getConnection()) {
                fresh = query(first, "SELECT CURRENT_SCHEMA");
                first.setSchema("INFORMATION_SCHEMA");
            }
            try (Connection next = ds.getConnection()) {
                assertEquals(fresh, query(next, "SELECT CURRENT_SCHEMA"));
            }
        }
    }
}
