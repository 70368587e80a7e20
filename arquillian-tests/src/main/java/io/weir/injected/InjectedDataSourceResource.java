package io.weir.injected;

import io.weir.probe.DataSourceScenarios;
import io.weir.probe.Report;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Scenarios on a DataSource injected with {@code @Resource}, as applications take theirs: once, into a bean
 * that serves every request, never looked up again. The reference {@code jdbc/Injected} is mapped to a
 * server's JNDI name by the application's web.xml (io.weir.it.Applications). Outside any transaction, but
 * for {@link #insert}, {@link #insertRolledBack} and {@link #count}, which run in a bean's container transaction.
 * Failures are answered, not thrown, with every cause in the chain. Never part of the probe.
 */
@ApplicationScoped
@Path("/injected")
@Produces(MediaType.TEXT_PLAIN)
public class InjectedDataSourceResource {
    /** Handles requests opened and never closed, kept so that a later request can try them. */
    private static final List<Connection> FORGOTTEN = new CopyOnWriteArrayList<>();

    @Resource(lookup = "java:comp/env/jdbc/Injected")
    DataSource dataSource;

    @Inject
    InjectedRows rows;

    /** One connection: the database and user it reaches, how long getting it took; held {@code holdMillis} more. */
    @GET
    @Path("query")
    public String query(@QueryParam("holdMillis") long holdMillis) throws Exception {
        return DataSourceScenarios.query(() -> dataSource, holdMillis);
    }

    /**
     * A request that uses a connection and never closes it. Reports how long getting a working connection took
     * (wait, in ms: getConnection and the first statement, the call in which Weir binds a physical connection)
     * and the worker thread that served it.
     */
    @GET
    @Path("leak")
    public String leak() {
        Report report = new Report().put("thread", Thread.currentThread().getName());
        long start = System.nanoTime();
        try {
            Connection neverClosed = dataSource.getConnection();
            selectOne(neverClosed);
            report.put("wait", (System.nanoTime() - start) / 1_000_000);
            FORGOTTEN.add(neverClosed);
            report.put("failed", false);
        } catch (SQLException e) {
            DataSourceScenarios.failure(report, e);
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
    public String leakWhileBusy(@QueryParam("rounds") int rounds) {
        Report report = new Report().put("thread", Thread.currentThread().getName());
        long start = System.nanoTime();
        try {
            for (int i = 0; i < rounds; i++) {
                Connection neverClosed = dataSource.getConnection();
                selectOne(neverClosed);
                FORGOTTEN.add(neverClosed);
                long before = System.nanoTime();
                try (Connection work = dataSource.getConnection()) {
                    selectOne(work);
                }
                report.put("wait" + i, (System.nanoTime() - before) / 1_000_000);
            }
            report.put("failed", false);
        } catch (SQLException e) {
            DataSourceScenarios.failure(report, e);
        }
        return report.put("millis", (System.nanoTime() - start) / 1_000_000).toString();
    }

    /**
     * One container transaction that inserts {@code tag} into {@code table} and holds its connection {@code holdMillis}
     * (none when absent) before the commit. On a failure, {@code statementRan} says whether the insert had run, so that
     * the failure came at the commit.
     */
    @POST
    @Path("insert")
    public String insert(@QueryParam("table") String table, @QueryParam("tag") String tag, @QueryParam("holdMillis") long holdMillis) {
        AtomicBoolean statementRan = new AtomicBoolean();
        Report report = new Report();
        try {
            rows.insert(table, tag, holdMillis, statementRan);
            report.put("failed", false);
        } catch (Exception e) {
            DataSourceScenarios.failure(report, e);
        }
        return report.put("statementRan", statementRan.get()).toString();
    }

    /** One container transaction that inserts {@code tag} into {@code table} and is then marked rollback-only. */
    @POST
    @Path("insert-rolled-back")
    public String insertRolledBack(@QueryParam("table") String table, @QueryParam("tag") String tag) {
        Report report = new Report();
        try {
            rows.insertThenRollBack(table, tag);
            report.put("failed", false);
        } catch (Exception e) {
            DataSourceScenarios.failure(report, e);
        }
        return report.toString();
    }

    /** How many rows of {@code table} have {@code tag}, read in a container transaction. */
    @GET
    @Path("count")
    public String count(@QueryParam("table") String table, @QueryParam("tag") String tag) {
        Report report = new Report();
        try {
            report.put("count", rows.count(table, tag)).put("failed", false);
        } catch (Exception e) {
            DataSourceScenarios.failure(report, e);
        }
        return report.toString();
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

    private static void selectOne(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
            rs.next();
        }
    }
}
