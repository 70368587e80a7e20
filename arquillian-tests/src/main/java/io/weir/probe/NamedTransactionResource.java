package io.weir.probe;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.concurrent.Callable;

/**
 * Container transactions on a connection definition an administrator adds while the server runs
 * (see {@link NamedDataSourceResource}). Failures are answered, not thrown, with every cause in the chain.
 */
@RequestScoped
@Path("/named-tx")
@Produces(MediaType.TEXT_PLAIN)
public class NamedTransactionResource {
    @Inject
    NamedTransactionBean bean;

    @Inject
    NamedBeanManagedBean beanManaged;

    /** One transaction that inserts {@code tag} into {@code table} and holds its connection {@code holdMillis}. */
    @POST
    @Path("insert")
    public String insert(@QueryParam("jndi") String jndi, @QueryParam("table") String table, @QueryParam("tag") String tag,
                         @QueryParam("holdMillis") long holdMillis) {
        return backendPidOf(() -> bean.insertHoldingTheConnection(jndi, table, tag, holdMillis));
    }

    /** One transaction whose first statement, an insert of {@code tag}, comes {@code waitMillis} after it took its connection. */
    @POST
    @Path("insert-after-waiting")
    public String insertAfterWaiting(@QueryParam("jndi") String jndi, @QueryParam("table") String table, @QueryParam("tag") String tag,
                                     @QueryParam("waitMillis") long waitMillis) {
        return backendPidOf(() -> bean.insertAfterWaiting(jndi, table, tag, waitMillis));
    }

    /** A bean-managed transaction begun on a connection taken before it, that inserts {@code tag} into {@code table}. */
    @POST
    @Path("insert-bean-managed")
    public String insertBeanManaged(@QueryParam("jndi") String jndi, @QueryParam("table") String table, @QueryParam("tag") String tag) {
        return backendPidOf(() -> beanManaged.insertOnAConnectionTakenBeforeBegin(jndi, table, tag));
    }

    /** How many insert-after-waiting requests hold their connection, before their first statement, now. */
    @GET
    @Path("waiting")
    public String waiting() {
        return new Report().put("waiting", NamedTransactionBean.WAITING.get()).toString();
    }

    /** Runs one transaction: the backend it ran on, or its failure. */
    private static String backendPidOf(Callable<Long> transaction) {
        Report report = new Report();
        try {
            report.put("backendPid", transaction.call()).put("failed", false);
        } catch (Exception e) {
            DataSourceScenarios.failure(report, e);
        }
        return report.toString();
    }
}
