package io.weir.probe;

import jakarta.annotation.Resource;
import jakarta.ejb.EJBException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import javax.sql.DataSource;
import java.sql.SQLException;

@RequestScoped
@Path("/xa")
@Produces(MediaType.TEXT_PLAIN)
public class XaResource {
    @Inject
    XaBean xa;

    @Resource(lookup = ProbeApplication.XA_1)
    DataSource first;

    @Resource(lookup = ProbeApplication.XA_2)
    DataSource second;

    /** Outside any transaction: also creates the tables, which H2 cannot do inside an XA branch. */
    @GET
    @Path("count/{tag}")
    public String count(@PathParam("tag") String tag) throws SQLException {
        return new Report().put("first", ProbeRows.count(first, tag)).put("second", ProbeRows.count(second, tag)).toString();
    }

    @POST
    @Path("commit/{tag}")
    public String commit(@PathParam("tag") String tag) throws SQLException {
        xa.writeBoth(tag);
        return count(tag);
    }

    @POST
    @Path("rollback/{tag}")
    public String rollback(@PathParam("tag") String tag) throws SQLException {
        return failing(() -> xa.writeBothThenFail(tag), tag);
    }

    @POST
    @Path("fail-second/{tag}")
    public String failSecond(@PathParam("tag") String tag) throws SQLException {
        return failing(() -> xa.writeFirstThenFailInSecond(tag), tag);
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
