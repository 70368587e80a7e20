package io.weir.probe;

import jakarta.ejb.Stateless;

import javax.naming.InitialContext;
import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/** Work in a container-managed transaction (REQUIRED) on a connection definition looked up by its global JNDI name. */
@Stateless
public class NamedTransactionBean {
    /** Requests inside {@link #insertAfterWaiting} holding their connection before its first statement. */
    static final AtomicInteger WAITING = new AtomicInteger();

    /**
     * Inserts a row, holds the connection {@code holdMillis}, then uses it again; the container commits
     * when the method returns. The answer is the database session that served the connection.
     */
    public long insertHoldingTheConnection(String jndi, String table, String tag, long holdMillis) throws Exception {
        DataSource dataSource = (DataSource) new InitialContext().lookup(jndi);
        try (Connection c = dataSource.getConnection();
             PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
            insert.setString(1, tag);
            insert.executeUpdate();
            Thread.sleep(holdMillis);
            return backendPid(c);
        }
    }

    /**
     * Takes a connection (the container begins its transaction on the managed connection as it hands it
     * out), waits {@code waitMillis} before the first statement, then inserts {@code tag} into {@code table}.
     * The answer is the database session that ran the insert.
     */
    public long insertAfterWaiting(String jndi, String table, String tag, long waitMillis) throws Exception {
        DataSource dataSource = (DataSource) new InitialContext().lookup(jndi);
        try (Connection c = dataSource.getConnection()) {
            WAITING.incrementAndGet();
            try {
                Thread.sleep(waitMillis);
            } finally {
                WAITING.decrementAndGet();
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
                insert.setString(1, tag);
                insert.executeUpdate();
            }
            return backendPid(c);
        }
    }

    /** PostgreSQL's server process, or MariaDB's connection id: what the database kills the session by. */
    static long backendPid(Connection c) throws Exception {
        String session = c.getMetaData().getDatabaseProductName().equals("PostgreSQL") ? "pg_backend_pid()" : "CONNECTION_ID()";
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT " + session)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
