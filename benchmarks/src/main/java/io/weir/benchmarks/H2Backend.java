package io.weir.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An in-memory H2 database holding the table the benchmarks' statements use: a real driver that
 * parses, binds and executes, without the network, so that the pools' share of a real call shows.
 */
final class H2Backend implements Backend {
    private static final AtomicInteger NEXT = new AtomicInteger();

    private final String url = "jdbc:h2:mem:weir-bench-" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1";

    /** Rows 0 to rows - 1, and row 42 whatever the count, which {@link Sql#SELECT_BY_ID} reads. */
    H2Backend(int rows) throws SQLException {
        try (Connection c = DriverManager.getConnection(url);
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE item (id INT PRIMARY KEY, owner INT, amount INT)");
            s.execute("CREATE USER bench PASSWORD '' ADMIN"); // Vibur cannot connect without a user name
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO item (id, owner, amount) VALUES (?, 0, ?)")) {
                for (int id = 0; id < rows; id++) add(insert, id);
                if (rows <= 42) add(insert, 42);
                insert.executeBatch();
            }
        }
    }

    private static void add(PreparedStatement insert, int id) throws SQLException {
        insert.setInt(1, id);
        insert.setInt(2, id);
        insert.addBatch();
    }

    @Override
    public String jdbcUrl() {
        return url;
    }

    @Override
    public String driverClassName() {
        return "org.h2.Driver";
    }

    @Override
    public void close() {
        try (Connection c = DriverManager.getConnection(url);
             Statement s = c.createStatement()) {
            s.execute("SHUTDOWN");
        } catch (SQLException e) {
            throw new IllegalStateException("could not shut down " + url, e);
        }
    }
}
