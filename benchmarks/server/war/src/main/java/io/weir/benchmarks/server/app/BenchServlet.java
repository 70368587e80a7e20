package io.weir.benchmarks.server.app;

import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/**
 * GET /read, GET /write, GET /leak (the soak's leaking request) and GET /ping (no connection): a short text body with its length, so that the
 * client reads it without chunking; a request the application fails answers 500 with a body that begins with {@link #FAILED}.
 */
@WebServlet(urlPatterns = {"/read", "/write", "/leak", "/ping"})
public class BenchServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;
    /** How the body of a request the application failed begins. */
    static final String FAILED = "failed in the application: ";

    @EJB
    private Rows rows;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String body;
        int status = HttpServletResponse.SC_OK;
        try {
            body = switch (request.getServletPath()) {
                case "/read" -> rows.read();
                case "/leak" -> rows.leak();
                // the application is there: the restart modes' readiness, which must not wait for a connection
                case "/ping" -> "ready\n";
                default -> rows.write();
            };
        } catch (SQLException | RuntimeException e) {
            log("benchmark request failed", e);
            // the application's own failure, told apart from an error page the server answers without it
            status = HttpServletResponse.SC_INTERNAL_SERVER_ERROR;
            String cause = e.toString();
            // short enough for the load client to keep (it keeps bodies of up to 8 KiB)
            body = FAILED + cause.substring(0, Math.min(cause.length(), 1000)) + "\n";
        }
        response.setStatus(status);
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setContentType("text/plain;charset=UTF-8");
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }
}
