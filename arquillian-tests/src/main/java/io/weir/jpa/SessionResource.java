package io.weir.jpa;

import io.weir.probe.Report;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
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
import java.util.ArrayList;
import java.util.List;

/** JDBC session state that one request leaves behind and the next request on the same connection must not see. */
@Stateless
@Path("/session")
@Produces(MediaType.TEXT_PLAIN)
public class SessionResource {
    @Resource(lookup = JpaApplication.DATA_SOURCE)
    DataSource dataSource;

    /** Outside a transaction, so that the read-only flag and the isolation level may change. */
    @POST
    @Path("dirty")
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public String dirty() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setReadOnly(true);
            c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            c.setSchema("pg_catalog");
            c.setClientInfo("ApplicationName", "weir-jpa-dirty");
            return observe(c).toString();
        }
    }

    @GET
    public String observe() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return observe(c).toString();
        }
    }

    /**
     * Holds {@code count} connections at once, outside a transaction so that each is its own, and observes each:
     * with the pool's maximum, every physical connection the pool has is among them.
     */
    @GET
    @Path("every/{count}")
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    public String observeEvery(@PathParam("count") int count) throws SQLException {
        List<Connection> held = new ArrayList<>();
        try {
            Report report = new Report();
            for (int i = 0; i < count; i++) {
                Connection c = dataSource.getConnection();
                held.add(c);
                report.putAll(Integer.toString(i), observe(c));
            }
            return report.toString();
        } finally {
            for (Connection c : held) {
                c.close();
            }
        }
    }

    private static Report observe(Connection c) throws SQLException {
        Report report = new Report().put("readOnly", c.isReadOnly()).put("isolation", c.getTransactionIsolation())
                .put("schema", c.getSchema()).put("applicationName", c.getClientInfo("ApplicationName"));
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT pg_backend_pid(), current_schema(), current_setting('application_name'),"
                     + " current_setting('transaction_read_only'), current_setting('transaction_isolation')")) {
            rs.next();
            return report.put("pid", rs.getInt(1)).put("serverSchema", rs.getString(2)).put("serverApplicationName", rs.getString(3))
                    .put("serverReadOnly", rs.getString(4)).put("serverIsolation", rs.getString(5));
        }
    }
}
