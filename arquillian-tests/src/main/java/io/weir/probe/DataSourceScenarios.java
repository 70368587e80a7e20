package io.weir.probe;

import javax.naming.NamingException;
import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Scenarios shared by the applications whatever way they get their DataSource (a lookup per request, or
 * injected once). Outside any transaction. Failures are answered, not thrown, with every cause in the chain.
 */
public final class DataSourceScenarios {
    /** Where a scenario gets its DataSource: a lookup, which may fail, or an injected one. */
    public interface Source {
        DataSource get() throws NamingException;
    }

    private DataSourceScenarios() {
    }

    /** One connection: the database and user it reaches, how long getting it took; held {@code holdMillis} more. */
    public static String query(Source source, long holdMillis) throws InterruptedException {
        Report report = new Report();
        long start = System.nanoTime();
        try (Connection c = source.get().getConnection(); Statement s = c.createStatement();
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

    public static Report failure(Report report, Exception e) {
        StringBuilder causes = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            causes.append(t.getClass().getName()).append(": ").append(t.getMessage()).append(" | ");
        }
        return report.put("failed", true).put("sqlState", e instanceof SQLException ? ((SQLException) e).getSQLState() : null)
                .put("message", e.getMessage()).put("causes", causes);
    }
}
