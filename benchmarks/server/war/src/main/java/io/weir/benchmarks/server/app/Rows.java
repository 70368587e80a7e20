package io.weir.benchmarks.server.app;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;

import javax.sql.DataSource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The two units of work the benchmark times, each in a container transaction (the bean's default,
 * REQUIRED), through plain JDBC on whichever data source the deployment maps to jdbc/bench.
 */
@Stateless
public class Rows {
    /** The table run.sh creates (its name is unique to each run) and its row count: bench.properties, which run.sh writes into each deployment. */
    static final String TABLE;
    static final int ROWS;

    static {
        Properties p = new Properties();
        try (InputStream in = Rows.class.getResourceAsStream("/bench.properties")) {
            if (in == null) throw new IllegalStateException("bench.properties missing: deploy the WAR that run.sh prepares");
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TABLE = table(p.getProperty("table", ""));
        ROWS = Integer.parseInt(p.getProperty("rows", "10000"));
    }

    private static final String READ = "SELECT name, hits FROM " + TABLE + " WHERE id = ?";
    private static final String INSERT = "INSERT INTO " + TABLE + "_events (row_id) VALUES (?) RETURNING id";
    private static final String UPDATE = "UPDATE " + TABLE + " SET hits = hits + 1 WHERE id = ?";

    @Resource(name = "jdbc/bench")
    private DataSource dataSource;

    /** One row by a random id. */
    public String read() throws SQLException {
        int id = randomId();
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(READ)) {
            ps.setInt(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) throw new SQLException("row " + id + " missing from " + TABLE);
                return rs.getString(1);
            }
        }
    }

    /**
     * An insert and an update of a random row, committed together by the container; the answer names the
     * inserted event, which the restart mode's client records as committed once the answer arrives.
     */
    public String write() throws SQLException {
        int id = randomId();
        long event;
        try (Connection c = dataSource.getConnection()) {
            try (PreparedStatement insert = c.prepareStatement(INSERT)) {
                insert.setInt(1, id);
                try (ResultSet rs = insert.executeQuery()) {
                    rs.next();
                    event = rs.getLong(1);
                }
            }
            try (PreparedStatement update = c.prepareStatement(UPDATE)) {
                update.setInt(1, id);
                if (update.executeUpdate() != 1) throw new SQLException("row " + id + " missing from " + TABLE);
            }
        }
        return "event " + event;
    }

    /**
     * Takes a connection, runs a statement on it and never closes it: the application bug the pool's leak detection
     * (and the server's cleanup of a request's forgotten handles) is there for. Outside a transaction, as a leak
     * outlives the transaction of the request that made it.
     */
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public String leak() throws SQLException {
        Connection c = dataSource.getConnection();
        try (PreparedStatement ps = c.prepareStatement("SELECT 1")) {
            ps.executeQuery().close();
        }
        return "leaked";
    }

    private static int randomId() {
        return 1 + ThreadLocalRandom.current().nextInt(ROWS);
    }

    private static String table(String name) {
        if (!name.matches("[a-z_][a-z0-9_]{0,50}")) {
            throw new IllegalArgumentException("bench.properties: table must be a lower-case SQL identifier, not '" + name + "'");
        }
        return name;
    }
}
