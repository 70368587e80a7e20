package io.weir.example;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** Creates the example's table when the application starts; the embedded database starts empty. */
@Startup
@Singleton
public class SchemaCreator {
    @Resource(name = "jdbc/WeirDS")
    DataSource dataSource;

    @PostConstruct
    void createSchema() {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS note (id BIGINT AUTO_INCREMENT PRIMARY KEY, text VARCHAR("
                    + NoteInput.MAX_LENGTH + ") NOT NULL)");
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create the NOTE table", e);
        }
    }
}
