package io.weir.example.standalone;

import io.weir.pool.WeirConfig;
import io.weir.pool.WeirDataSource;
import io.weir.pool.WeirPoolMXBean;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** Weir with no server: a pool over an in-memory H2 database, the way a HikariCP user starts. */
public final class StandaloneExample {
    private StandaloneExample() {
    }

    public static void main(String[] args) throws SQLException {
        run(System.out);
    }

    static void run(PrintStream out) throws SQLException {
        WeirConfig config = new WeirConfig();
        config.setJdbcUrl("jdbc:h2:mem:standalone;DB_CLOSE_DELAY=-1");
        config.setUsername("sa");
        config.setPassword("");
        config.setMaximumPoolSize(4);
        config.setPoolName("standalone");

        try (WeirDataSource dataSource = new WeirDataSource(config)) {
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE greeting (id INT PRIMARY KEY, text VARCHAR(100))");
                s.execute("INSERT INTO greeting VALUES (1, 'hello from Weir')");
            }
            try (Connection c = dataSource.getConnection();
                 PreparedStatement ps = c.prepareStatement("SELECT text FROM greeting WHERE id = ?")) {
                ps.setInt(1, 1);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    out.println(rs.getString(1));
                }
                WeirPoolMXBean pool = dataSource.getPoolMXBean();
                out.printf("pool %s while borrowed: active=%d idle=%d total=%d%n", pool.getPoolName(),
                        pool.getActiveConnections(), pool.getIdleConnections(), pool.getTotalConnections());
            }
            WeirPoolMXBean pool = dataSource.getPoolMXBean();
            out.printf("pool %s after return: active=%d idle=%d total=%d%n", pool.getPoolName(),
                    pool.getActiveConnections(), pool.getIdleConnections(), pool.getTotalConnections());
        }
    }
}
