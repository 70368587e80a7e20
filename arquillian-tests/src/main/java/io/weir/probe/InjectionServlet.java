package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.SQLException;

@WebServlet("/inject/servlet")
public class InjectionServlet extends HttpServlet {
    @Resource(lookup = ProbeApplication.DATA_SOURCE)
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            response.setContentType("text/plain");
            response.getWriter().print(ConnectionReport.describe("servlet", dataSource));
        } catch (SQLException e) {
            throw new ServletException(e);
        }
    }
}
