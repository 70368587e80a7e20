package io.weir.probe;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** What an injected DataSource gives: a working query, the handle's class, and what unwrap reaches. */
final class ConnectionReport {
    private ConnectionReport() {
    }

    static Report describe(String injectedInto, DataSource dataSource) throws SQLException {
        Report report = new Report().put("injectedInto", injectedInto).put("dataSourceClass", dataSource.getClass().getName());
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SELECT 40 + 2")) {
            rs.next();
            report.put("query", rs.getInt(1))
                    .put("handleClass", connection.getClass().getName())
                    .put("unwrapConnectionClass", connection.unwrap(Connection.class).getClass().getName())
                    .put("databaseProduct", connection.getMetaData().getDatabaseProductName());
        }
        return report;
    }
}
