package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Drives WeirStats (MaximumPoolSize 3, ConnectionTimeout 3 s) so that the tests can read its numbers from outside. */
@RequestScoped
@Path("/statistics")
@Produces(MediaType.TEXT_PLAIN)
public class StatisticsResource {
    /** WeirStats's JdbcUrl in both servers' test definitions, which a connection of the probe's own reaches too. */
    private static final String STATS_URL = "jdbc:h2:mem:weir-stats;DB_CLOSE_DELAY=-1";

    @Resource(lookup = ProbeApplication.STATS)
    DataSource stats;

    /** Holds {@code count} physical connections (each used once, so each is bound) for {@code millis}. */
    @GET
    @Path("hold/{count}/{millis}")
    public String hold(@PathParam("count") int count, @PathParam("millis") long millis) throws Exception {
        List<Connection> held = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                Connection c = stats.getConnection();
                held.add(c);
                H2Sessions.sessionId(c);
            }
            Thread.sleep(millis);
        } finally {
            for (Connection c : held) {
                c.close();
            }
        }
        return new Report().put("held", held.size()).toString();
    }

    /** Borrows one physical connection, and says whether that failed. */
    @GET
    @Path("borrow-one")
    public String borrowOne() {
        try (Connection c = stats.getConnection()) {
            H2Sessions.sessionId(c);
            return new Report().put("failed", false).toString();
        } catch (SQLException e) {
            return new Report().put("failed", true).put("sqlState", e.getSQLState()).toString();
        }
    }

    /**
     * Ends, from the database side, every session of WeirStats's database but the one asking: between requests,
     * the pool's idle connections. The pool is not told, as after a database restart.
     */
    @POST
    @Path("kill-sessions")
    public String killSessions() throws SQLException {
        int killed = 0;
        for (int session : H2Sessions.all(STATS_URL, "sa", "")) {
            if (H2Sessions.kill(STATS_URL, "sa", "", session)) killed++;
        }
        return new Report().put("killed", killed).toString();
    }
}
