package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Connections outside any JTA transaction: what one request leaves behind must not reach the next.
 * State scenarios use WeirSingle (MaximumPoolSize 1), so consecutive requests share one physical connection.
 */
@RequestScoped
@Path("/lifecycle")
@Produces(MediaType.TEXT_PLAIN)
public class LifecycleResource {
    @Resource(lookup = ProbeApplication.SINGLE)
    DataSource single;

    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    DataSource main;

    @Inject
    KeptHandles kept;

    @Inject
    SharingBean sharing;

    @POST
    @Path("dirty/{tag}")
    public String dirty(@PathParam("tag") String tag) throws SQLException {
        try (Connection c = single.getConnection()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE SCHEMA IF NOT EXISTS weir_other");
            }
            ProbeRows.createTable(c);
            c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            c.setAutoCommit(false);
            ProbeRows.insertOnly(c, tag);
            int rowsSeen = ProbeRows.count(c, tag);
            c.setReadOnly(true);
            c.setSchema("WEIR_OTHER");
            return sessionState(c).put("rowsSeenInsideItsTransaction", rowsSeen).toString();
            // closed without commit or rollback, every setting left changed
        }
    }

    @GET
    @Path("state/{tag}")
    public String state(@PathParam("tag") String tag) throws SQLException {
        try (Connection c = single.getConnection()) {
            return sessionState(c).put("rows", ProbeRows.count(c, tag)).toString();
        }
    }

    private static Report sessionState(Connection c) throws SQLException {
        return new Report().put("session", H2Sessions.sessionId(c)).put("autoCommit", c.getAutoCommit())
                .put("readOnly", c.isReadOnly()).put("isolation", c.getTransactionIsolation()).put("schema", c.getSchema());
    }

    @POST
    @Path("keep")
    public String keep() throws SQLException {
        kept.connection = main.getConnection();
        kept.statement = kept.connection.createStatement();
        kept.resultSet = kept.statement.executeQuery("SELECT 1");
        return new Report().put("kept", true).toString();
    }

    @GET
    @Path("use-kept")
    public String useKept() {
        Report report = new Report();
        try (Statement s = kept.connection.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
            report.put("connectionThrew", false);
        } catch (SQLException e) {
            report.put("connectionThrew", true).put("connectionSqlState", e.getSQLState()).put("connectionMessage", e.getMessage());
        }
        try {
            kept.statement.executeQuery("SELECT 1").close();
            report.put("statementThrew", false);
        } catch (SQLException e) {
            report.put("statementThrew", true);
        }
        try {
            kept.resultSet.next();
            report.put("resultSetThrew", false);
        } catch (SQLException e) {
            report.put("resultSetThrew", true);
        }
        return report.toString();
    }

    @GET
    @Path("cascade")
    public String cascade() throws SQLException {
        Connection c = main.getConnection();
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT 1");
        c.close();
        return new Report().put("statementClosed", s.isClosed()).put("resultSetClosed", rs.isClosed()).toString();
    }

    @GET
    @Path("leak")
    public String leak() throws Exception {
        Connection neverClosed = main.getConnection();
        return new Report().put("session", H2Sessions.sessionId(neverClosed)).put("activeDuringRequest", PoolNumbers.active("WeirDS")).toString();
    }

    @GET
    @Path("shared")
    public String shared() throws Exception {
        return sharing.sessionsOfThreeHandles().toString();
    }

    @GET
    @Path("pool/{name}")
    public String pool(@PathParam("name") String name) throws Exception {
        return PoolNumbers.of(name).toString();
    }

    @GET
    @Path("hold-single")
    public String holdSingle() throws Exception {
        Report report = new Report();
        try (Connection c = single.getConnection()) {
            H2Sessions.sessionId(c);
            Report numbers = PoolNumbers.of("WeirSingle");
            report.put("activeWhileHeld", numbers.get("ActiveConnections")).put("idleWhileHeld", numbers.get("IdleConnections"));
        }
        Report after = PoolNumbers.of("WeirSingle");
        return report.put("activeAfterClose", after.get("ActiveConnections")).put("totalAfterClose", after.get("TotalConnections")).toString();
    }

    /** Opens handles on WeirSingle one after the other, each used and none closed until all are tried. */
    @GET
    @Path("open-single/{count}")
    public String openSingle(@PathParam("count") int count) throws SQLException {
        java.util.List<Connection> open = new java.util.ArrayList<>();
        Report report = new Report();
        int opened = 0;
        try {
            for (int i = 0; i < count; i++) {
                Connection c = single.getConnection();
                open.add(c);
                H2Sessions.sessionId(c);
                opened++;
            }
        } catch (SQLException e) {
            report.put("failure", e.getClass().getName()).put("failureMessage", e.getMessage());
        } finally {
            for (Connection c : open) {
                c.close();
            }
        }
        return report.put("opened", opened).toString();
    }

    /** WildFly's name of the test-only definition whose JdbcUrl points where no database listens. */
    @GET
    @Path("broken")
    public String broken() throws Exception {
        DataSource broken = (DataSource) new javax.naming.InitialContext().lookup("java:/jdbc/WeirBroken");
        Report report = new Report();
        try (Connection c = broken.getConnection(); Statement s = c.createStatement()) {
            s.executeQuery("SELECT 1").close();
            report.put("failed", false);
        } catch (SQLException e) {
            StringBuilder causes = new StringBuilder();
            for (Throwable t = e; t != null; t = t.getCause()) {
                causes.append(t.getClass().getName()).append(": ").append(t.getMessage()).append(" | ");
            }
            report.put("failed", true).put("sqlState", e.getSQLState()).put("message", e.getMessage()).put("causes", causes);
        }
        return report.toString();
    }

    /** Holds WeirSingle's connection for a while, so that the test can look at both pools meanwhile. */
    @GET
    @Path("hold-single/{millis}")
    public String holdSingleFor(@PathParam("millis") long millis) throws Exception {
        try (Connection c = single.getConnection()) {
            H2Sessions.sessionId(c);
            Thread.sleep(millis);
        }
        return new Report().put("held", millis).toString();
    }

    @GET
    @Path("single-session")
    public String singleSession() throws SQLException {
        try (Connection c = single.getConnection()) {
            return new Report().put("session", H2Sessions.sessionId(c)).toString();
        }
    }

    /**
     * WeirSingle's database as H2 sees it from outside the pool: its open sessions, and whether the
     * marker table a test made is there (the same in-memory database, not a new one).
     */
    @GET
    @Path("single-database")
    public String singleDatabase() throws SQLException {
        String url = "jdbc:h2:mem:weir-single;DB_CLOSE_DELAY=-1";
        Report report = new Report().put("sessions", H2Sessions.all(url, "sa", "weir-test-secret"));
        try (Connection c = java.sql.DriverManager.getConnection(url, "sa", "weir-test-secret");
             ResultSet rs = c.getMetaData().getTables(null, null, "WEIR_RELOAD_MARKER", null)) {
            report.put("marker", rs.next());
        }
        return report.toString();
    }

    @POST
    @Path("single-marker")
    public String singleMarker() throws SQLException {
        try (Connection c = single.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS WEIR_RELOAD_MARKER (x INT)");
            return new Report().put("session", H2Sessions.sessionId(c)).toString();
        }
    }

    /** Kills, from the database side, the idle physical connection behind WeirSingle. */
    @POST
    @Path("kill-single")
    public String killSingle() throws SQLException {
        int session;
        try (Connection c = single.getConnection()) {
            session = H2Sessions.sessionId(c);
        }
        boolean killed = H2Sessions.kill("jdbc:h2:mem:weir-single", "sa", "weir-test-secret", session);
        return new Report().put("session", session).put("killed", killed).toString();
    }
}
