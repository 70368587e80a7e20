package io.weir.inspector;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Looks at the server while Weir's RAR comes and goes, so it depends on no Weir resource: it looks
 * data sources up only when asked ({@code ?use=<jndi name>}), and counts the sessions of an embedded H2
 * database from its own direct connection ({@code ?sessionsOf=<mem database name>}).
 */
@WebServlet("/inspect")
public class InspectorServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/plain");
        try {
            String use = request.getParameter("use");
            if (use != null) {
                try (Connection c = ((DataSource) new InitialContext().lookup(use)).getConnection();
                     Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
                    rs.next();
                    response.getWriter().println("query=" + rs.getInt(1));
                }
            }
            String database = request.getParameter("sessionsOf");
            if (database != null) {
                try (Connection c = DriverManager.getConnection("jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1", "sa", "weir-demo-secret");
                     Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS WHERE SESSION_ID <> SESSION_ID()")) {
                    rs.next();
                    response.getWriter().println("otherSessions=" + rs.getInt(1));
                }
            }
        } catch (SQLException | NamingException e) {
            throw new ServletException(e);
        }
    }
}
