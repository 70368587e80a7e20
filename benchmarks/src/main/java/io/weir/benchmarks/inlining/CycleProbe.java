package io.weir.benchmarks.inlining;

import io.weir.benchmarks.PoolFixture;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Runs Weir's statement path over a no-op driver long enough for C2 to compile it, in a JVM of its own
 * whose compilation log StatementPathInliningTest reads: the statement cycle (prepare, set a parameter, execute,
 * read the rows, close both) on one held connection, the shape of a harness that times statements, or
 * ({@code borrow}) on a connection borrowed for each cycle, the shape of an application's request.
 *
 * <p>Usage: {@code CycleProbe <backend> <held|borrow> <cycles>}.
 */
public final class CycleProbe {
    private static volatile long sink;

    private CycleProbe() {
    }

    public static void main(String[] args) throws Exception {
        PoolFixture pool = new PoolFixture();
        pool.pool = "weir";
        pool.safety = "safe";
        pool.poolSize = 8;
        pool.minIdle = -1;
        pool.rows = 10;
        pool.backend = args[0];
        boolean held = switch (args[1]) {
            case "held" -> true;
            case "borrow" -> false;
            default -> throw new IllegalArgumentException("the shape is held or borrow, not " + args[1]);
        };
        int cycles = Integer.parseInt(args[2]);
        pool.start();
        try (Connection connection = held ? pool.dataSource.getConnection() : null) {
            for (int i = 0; i < cycles; i++) sink += held ? query(connection) : borrowAndQuery(pool);
        } finally {
            pool.stop();
        }
    }

    private static long borrowAndQuery(PoolFixture pool) throws SQLException {
        try (Connection c = pool.dataSource.getConnection()) {
            return query(c);
        }
    }

    private static long query(Connection c) throws SQLException {
        long sum = 0;
        try (PreparedStatement ps = c.prepareStatement("SELECT id, amount FROM item WHERE id = ?")) {
            ps.setInt(1, 42);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) sum += rs.getInt(1);
            }
        }
        return sum;
    }
}
