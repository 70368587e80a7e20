package io.weir.probe;

import jakarta.ejb.EJBException;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@RequestScoped
@Path("/tx")
@Produces(MediaType.TEXT_PLAIN)
public class TransactionResource {
    @Inject
    ContainerManagedBean cmt;

    @Inject
    BeanManagedBean bmt;

    @POST
    @Path("cmt/{tag}")
    public String containerManaged(@PathParam("tag") String tag) throws Exception {
        cmt.insert(tag);
        return new Report().put("rows", cmt.count(tag)).toString();
    }

    @POST
    @Path("cmt-failing/{tag}")
    public String containerManagedFailing(@PathParam("tag") String tag) throws Exception {
        Report report = new Report();
        try {
            cmt.insertThenFail(tag);
            report.put("failed", false);
        } catch (EJBException expected) {
            report.put("failed", true);
        }
        return report.put("rows", cmt.count(tag)).toString();
    }

    @POST
    @Path("bmt/{tag}")
    public String beanManaged(@PathParam("tag") String tag, @QueryParam("commit") boolean commit) throws Exception {
        bmt.insert(tag, commit);
        return new Report().put("rows", cmt.count(tag)).toString();
    }

    @GET
    @Path("count/{tag}")
    public String count(@PathParam("tag") String tag) throws Exception {
        return new Report().put("rows", cmt.count(tag)).toString();
    }
}
