package io.weir.testsupport;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * PostgreSQL as many users run it: a primary and a streaming standby (two {@link ScratchPostgres}),
 * reached through one multi-host URL. A test fails the primary over to the standby and brings the old
 * primary back as the new standby; the URL stays the same throughout.
 */
public final class ReplicatedPostgres implements AutoCloseable {
    private final ScratchPostgres first;
    private final ScratchPostgres second;
    private volatile ScratchPostgres primary;
    private volatile ScratchPostgres standby;

    private ReplicatedPostgres(ScratchPostgres first, ScratchPostgres second) {
        this.first = first;
        this.second = second;
        this.primary = first;
        this.standby = second;
    }

    /**
     * A primary whose user postgres logs in with {@code password}, and its standby, streaming; both are
     * asked their role once, which also loads the driver before a test times anything.
     */
    public static ReplicatedPostgres start(String password) {
        ScratchPostgres first = ScratchPostgres.start(password);
        ScratchPostgres second = null;
        try {
            second = ScratchPostgres.standbyOf(first);
            if (isStandby(first.database()) || !isStandby(second.database())) {
                throw new IllegalStateException("the servers do not answer as a primary and its standby");
            }
            return new ReplicatedPostgres(first, second);
        } catch (SQLException e) {
            closeBoth(first, second);
            throw new IllegalStateException("the replicated PostgreSQL does not answer", e);
        } catch (RuntimeException | Error e) {
            closeBoth(first, second);
            throw e;
        }
    }

    /**
     * The URL that lists both servers, the first primary first, with {@code parameters} (e.g.
     * {@code ?targetServerType=primary}); database and user postgres.
     */
    public String url(String parameters) {
        return "jdbc:postgresql://127.0.0.1:" + first.port() + ",127.0.0.1:" + second.port() + "/postgres" + parameters;
    }

    /** The server that is primary now, for a direct connection. */
    public Database primary() {
        return primary.database();
    }

    /** The server that is the standby now (stopped between a failover and the old primary's return). */
    public Database standby() {
        return standby.database();
    }

    /** The primary stops as in a crash; the standby stays a standby until {@link #promoteStandby()}. */
    public void crashPrimary() {
        primary.crash();
    }

    /** The standby becomes the primary (the old one must have stopped), returning once it accepts writes. */
    public void promoteStandby() {
        ScratchPostgres promoted = standby;
        promoted.promote();
        standby = primary;
        primary = promoted;
    }

    /** The crashed old primary comes back as a standby of the new one, from a fresh base backup, on its old port. */
    public void rejoinOldPrimary() {
        standby.rejoinAsStandbyOf(primary);
    }

    /** Whether a server answers as a standby (in recovery). */
    public static boolean isStandby(Database db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT pg_is_in_recovery()")) {
            rs.next();
            return rs.getBoolean(1);
        }
    }

    @Override
    public void close() {
        closeBoth(first, second);
    }

    private static void closeBoth(ScratchPostgres first, ScratchPostgres second) {
        try {
            first.close();
        } finally {
            if (second != null) second.close();
        }
    }
}
