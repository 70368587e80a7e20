package io.weir.probe;

import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What one request leaves in the server session with plain SQL (a user variable, a named lock, a
 * session variable), and what the next request on the same connection finds. The definitions
 * (WeirMariaJdbc, WeirMariaFull: one MariaDB connection each) exist on WildFly only, so they are looked
 * up when called, not injected: the same archive deploys on Payara.
 */
@RequestScoped
@Path("/session-reset")
@Produces(MediaType.TEXT_PLAIN)
public class SessionResetResource {

    private static Connection connect(String definition) throws NamingException, SQLException {
        return ((DataSource) new InitialContext().lookup("java:/jdbc/" + definition)).getConnection();
    }

    private static String query(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    @POST
    @Path("{definition}/leave/{lock}")
    public String leave(@PathParam("definition") String definition, @PathParam("lock") String lock)
            throws NamingException, SQLException {
        try (Connection c = connect(definition); Statement s = c.createStatement()) {
            s.execute("SET @weir_it_left = 'left behind'");
            s.execute("SET SESSION wait_timeout = 4321");
            return new Report().put("session", query(s, "SELECT CONNECTION_ID()"))
                    .put("locked", query(s, "SELECT GET_LOCK('" + lock + "', 0)")).toString();
        }
    }

    @GET
    @Path("{definition}/find/{lock}")
    public String find(@PathParam("definition") String definition, @PathParam("lock") String lock)
            throws NamingException, SQLException {
        try (Connection c = connect(definition); Statement s = c.createStatement()) {
            return new Report().put("session", query(s, "SELECT CONNECTION_ID()"))
                    .put("userVariable", query(s, "SELECT COALESCE(@weir_it_left, 'unset')"))
                    .put("waitTimeout", query(s, "SELECT @@SESSION.wait_timeout"))
                    .put("holdsLock", query(s, "SELECT COALESCE(IS_USED_LOCK('" + lock + "') = CONNECTION_ID(), 0)"))
                    .toString();
        }
    }
}
