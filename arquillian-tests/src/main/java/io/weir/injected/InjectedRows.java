package io.weir.injected;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicBoolean;

/** Work in a container-managed transaction (REQUIRED) on the injected DataSource, as an application's bean does it. */
@Stateless
public class InjectedRows {
    @Resource(lookup = "java:comp/env/jdbc/Injected")
    DataSource dataSource;

    /**
     * Inserts {@code tag} into {@code table}; the container commits when the method returns. Sets {@code
     * statementRan} once the insert has run, so that a caller told of a failure knows whether it came at
     * the commit (a local call: the flag is the caller's own object).
     */
    public void insert(String table, String tag, AtomicBoolean statementRan) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " (tag) VALUES (?)")) {
            insert.setString(1, tag);
            insert.executeUpdate();
            statementRan.set(true);
        }
    }
}
