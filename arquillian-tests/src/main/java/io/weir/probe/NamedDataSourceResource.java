package io.weir.probe;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import javax.management.MBeanAttributeInfo;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Scenarios on a connection definition an administrator adds while the server runs, looked up by its
 * global JNDI name ({@code jndi}, e.g. {@code java:/jdbc/X} on WildFly, {@code jdbc/X} on Payara).
 * Outside any transaction. Failures are answered, not thrown, with every cause in the chain.
 */
@Path("/named")
@Produces(MediaType.TEXT_PLAIN)
public class NamedDataSourceResource {
    /** Handles requests opened and never closed, kept so that a later request can try them. */
    private static final List<Connection> FORGOTTEN = new CopyOnWriteArrayList<>();

    private static DataSource lookup(String jndi) throws NamingException {
        return (DataSource) new InitialContext().lookup(jndi);
    }

    /** One connection: the database and user it reaches, how long getting it took; held {@code holdMillis} more. */
    @GET
    @Path("query")
    public String query(@QueryParam("jndi") String jndi, @QueryParam("holdMillis") long holdMillis) throws Exception {
        Report report = new Report();
        long start = System.nanoTime();
        try (Connection c = lookup(jndi).getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT 1")) {
            rs.next();
            report.put("millis", (System.nanoTime() - start) / 1_000_000).put("database", c.getCatalog())
                    .put("user", c.getMetaData().getUserName());
            if (holdMillis > 0) Thread.sleep(holdMillis);
            try (ResultSet again = s.executeQuery("SELECT 1")) {
                again.next();
            }
            report.put("failed", false);
        } catch (SQLException | NamingException | RuntimeException e) {
            failure(report, e).put("millis", (System.nanoTime() - start) / 1_000_000);
        }
        return report.toString();
    }

    /**
     * A request that writes: PostgreSQL gives a transaction id only on a primary, and a standby refuses it
     * as read-only (SQLState 25006).
     */
    @GET
    @Path("write")
    public String write(@QueryParam("jndi") String jndi) throws Exception {
        Report report = new Report();
        long start = System.nanoTime();
        try (Connection c = lookup(jndi).getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT txid_current()")) {
            rs.next();
            report.put("txid", rs.getLong(1)).put("failed", false);
        } catch (SQLException | NamingException | RuntimeException e) {
            failure(report, e);
        }
        return report.put("millis", (System.nanoTime() - start) / 1_000_000).toString();
    }

    /** A request that uses a connection and never closes it. */
    @GET
    @Path("leak")
    public String leak(@QueryParam("jndi") String jndi) throws Exception {
        Report report = new Report();
        long start = System.nanoTime();
        try {
            Connection neverClosed = lookup(jndi).getConnection();
            try (Statement s = neverClosed.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
                rs.next();
            }
            FORGOTTEN.add(neverClosed);
            report.put("failed", false);
        } catch (SQLException e) {
            failure(report, e);
        }
        return report.put("millis", (System.nanoTime() - start) / 1_000_000).toString();
    }

    /**
     * One worker thread that leaks a connection and then works on another, {@code rounds} times over. With
     * Weir's pool of 2 under a larger server pool, each round's work needs the connection an earlier round
     * leaked, and waits for it inside the JDBC call that binds: it comes back only if Weir takes a leak back
     * whatever its borrowing thread is doing. Reports each round's wait (waitN, in ms) and the thread.
     */
    @GET
    @Path("leak-while-busy")
    public String leakWhileBusy(@QueryParam("jndi") String jndi, @QueryParam("rounds") int rounds) throws Exception {
        Report report = new Report().put("thread", Thread.currentThread().getName());
        long start = System.nanoTime();
        try {
            DataSource ds = lookup(jndi);
            for (int i = 0; i < rounds; i++) {
                Connection neverClosed = ds.getConnection();
                selectOne(neverClosed);
                FORGOTTEN.add(neverClosed);
                long before = System.nanoTime();
                try (Connection work = ds.getConnection()) {
                    selectOne(work);
                }
                report.put("wait" + i, (System.nanoTime() - before) / 1_000_000);
            }
            report.put("failed", false);
        } catch (SQLException e) {
            failure(report, e);
        }
        return report.put("millis", (System.nanoTime() - start) / 1_000_000).toString();
    }

    private static void selectOne(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
            rs.next();
        }
    }

    /** Uses the handle the last leaking request forgot. */
    @GET
    @Path("use-forgotten")
    public String useForgotten() {
        Report report = new Report();
        try (Statement s = FORGOTTEN.get(FORGOTTEN.size() - 1).createStatement()) {
            s.executeQuery("SELECT 1").close();
            report.put("threw", false);
        } catch (SQLException e) {
            report.put("threw", true).put("sqlState", e.getSQLState()).put("message", e.getMessage());
        }
        return report.toString();
    }

    /** Every readable attribute of a Weir pool's MXBean, as a JMX console shows them. */
    @GET
    @Path("mxbean")
    public String mxBean(@QueryParam("pool") String pool) throws Exception {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        ObjectName name = new ObjectName("io.weir:type=Pool,name=" + pool);
        Report report = new Report();
        for (MBeanAttributeInfo attribute : server.getMBeanInfo(name).getAttributes()) {
            if (!attribute.isReadable()) continue; // a console cannot read them either (Password can only be set)
            report.put(attribute.getName(), server.getAttribute(name, attribute.getName()));
        }
        return report.toString();
    }

    static Report failure(Report report, Exception e) {
        StringBuilder causes = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            causes.append(t.getClass().getName()).append(": ").append(t.getMessage()).append(" | ");
        }
        return report.put("failed", true).put("sqlState", e instanceof SQLException ? ((SQLException) e).getSQLState() : null)
                .put("message", e.getMessage()).put("causes", causes);
    }
}
