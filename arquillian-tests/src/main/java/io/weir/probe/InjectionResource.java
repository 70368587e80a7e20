package io.weir.probe;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.sql.SQLException;

@RequestScoped
@Path("/inject")
@Produces(MediaType.TEXT_PLAIN)
public class InjectionResource {
    @Inject
    InjectedEjb ejb;

    @Inject
    InjectedCdiBean cdiBean;

    @GET
    @Path("ejb")
    public String ejb() throws SQLException {
        return ejb.describe().toString();
    }

    @GET
    @Path("cdi")
    public String cdi() throws SQLException {
        return cdiBean.describe().toString();
    }
}
