package io.weir.injected;

import jakarta.annotation.Resource;
import jakarta.ejb.SessionContext;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicBoolean;

/** Work in a container-managed transaction (REQUIRED) on the injected DataSource, as an application's bean does it. */
@Stateless
public class InjectedRows {
    @Resource(lookup = "java:comp/env/jdbc/Injected")
    DataSource dataSource;

    @Resource
    SessionContext context;

    /**
     * Inserts {@code tag} into {@code table}, then holds the connection {@code holdMillis} in the transaction;
     * the container commits when the method returns. Sets {@code statementRan} once the insert has run, so that
     * a caller told of a failure knows whether it came at the commit (a local call: the flag is the caller's
     * own object).
     */
    public void insert(String table, String tag, long holdMillis, AtomicBoolean statementRan) throws SQLException, InterruptedException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
            insert.setString(1, tag);
            insert.executeUpdate();
            statementRan.set(true);
            if (holdMillis > 0) Thread.sleep(holdMillis);
        }
    }

    /**
     * Inserts {@code tag} into {@code table}, then marks the transaction rollback-only, as an application does
     * when a later check fails: the container rolls the insert back, and the caller is answered normally.
     */
    public void insertThenRollBack(String table, String tag) throws SQLException, InterruptedException {
        insert(table, tag, 0, new AtomicBoolean());
        context.setRollbackOnly();
    }

    /** The rows of {@code table} with {@code tag}, read in a container transaction. */
    public long count(String table, String tag) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement count = c.prepareStatement("SELECT count(*) FROM " + table + " WHERE tag = ?")) {
            count.setString(1, tag);
            try (ResultSet rs = count.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
