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

/**
 * Scenarios on a connection definition an administrator adds while the server runs, looked up by its
 * global JNDI name ({@code jndi}, e.g. {@code java:/jdbc/X} on WildFly, {@code jdbc/X} on Payara), once per
 * request. Outside any transaction. Failures are answered, not thrown, with every cause in the chain.
 */
@Path("/named")
@Produces(MediaType.TEXT_PLAIN)
public class NamedDataSourceResource {
    private static DataSource lookup(String jndi) throws NamingException {
        return (DataSource) new InitialContext().lookup(jndi);
    }

    /** One connection: the database and user it reaches, how long getting it took; held {@code holdMillis} more. */
    @GET
    @Path("query")
    public String query(@QueryParam("jndi") String jndi, @QueryParam("holdMillis") long holdMillis) throws Exception {
        return DataSourceScenarios.query(() -> lookup(jndi), holdMillis);
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
            DataSourceScenarios.failure(report, e);
        }
        return report.put("millis", (System.nanoTime() - start) / 1_000_000).toString();
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
}
