package io.weir.probe;

import jakarta.ejb.EJBException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.sql.SQLException;

/** {@code second} is "h2" (WeirXa2) or "mariadb" (WeirXaMaria); the first database is always WeirXa1. */
@RequestScoped
@Path("/xa/{second}")
@Produces(MediaType.TEXT_PLAIN)
public class XaResource {
    @Inject
    XaBean xa;

    @Inject
    XaDatabases databases;

    @PathParam("second")
    String second;

    /** Outside any transaction: also creates the tables, which H2 cannot do inside an XA branch. */
    @GET
    @Path("count/{tag}")
    public String count(@PathParam("tag") String tag) throws SQLException {
        return new Report().put("first", ProbeRows.count(databases.first(), tag)).put("second", ProbeRows.count(databases.second(second), tag)).toString();
    }

    @POST
    @Path("commit/{tag}")
    public String commit(@PathParam("tag") String tag) throws SQLException {
        xa.writeBoth(second, tag);
        return count(tag);
    }

    @POST
    @Path("rollback/{tag}")
    public String rollback(@PathParam("tag") String tag) throws SQLException {
        return failing(() -> xa.writeBothThenFail(second, tag), tag);
    }

    @POST
    @Path("fail-second/{tag}")
    public String failSecond(@PathParam("tag") String tag) throws SQLException {
        return failing(() -> xa.writeFirstThenFailInSecond(second, tag), tag);
    }

    private String failing(Work work, String tag) throws SQLException {
        boolean failed;
        try {
            work.run();
            failed = false;
        } catch (EJBException | SQLException expected) {
            failed = true;
        }
        return "failed=" + failed + "\n" + count(tag);
    }

    private interface Work {
        void run() throws SQLException;
    }
}
