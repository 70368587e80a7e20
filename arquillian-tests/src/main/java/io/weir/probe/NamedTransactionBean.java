package io.weir.probe;

import jakarta.ejb.Stateless;

import javax.naming.InitialContext;
import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;

/** Work in a container-managed transaction (REQUIRED) on a connection definition looked up by its global JNDI name. */
@Stateless
public class NamedTransactionBean {
    /**
     * Inserts a row, holds the connection {@code holdMillis}, then uses it again; the container commits
     * when the method returns. Over PostgreSQL: the answer is the server process that served the connection.
     */
    public long insertHoldingTheConnection(String jndi, String table, String tag, long holdMillis) throws Exception {
        DataSource dataSource = (DataSource) new InitialContext().lookup(jndi);
        try (Connection c = dataSource.getConnection();
             PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
            insert.setString(1, tag);
            insert.executeUpdate();
            Thread.sleep(holdMillis);
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT pg_backend_pid()")) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
