package io.weir.jpa;

import io.weir.probe.Report;
import jakarta.annotation.Resource;
import jakarta.ejb.SessionContext;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

/** Each request is one container-managed JTA transaction around the persistence context. */
@Stateless
@Path("/notes")
@Produces(MediaType.TEXT_PLAIN)
public class NotesResource {
    @PersistenceContext
    EntityManager em;

    @Resource
    SessionContext context;

    @POST
    @Path("{tag}/{body}")
    public String create(@PathParam("tag") String tag, @PathParam("body") String body) {
        Note note = new Note(tag, body);
        em.persist(note);
        em.flush();
        return new Report().put("id", note.id()).toString();
    }

    @GET
    @Path("{id: [0-9]+}")
    public String read(@PathParam("id") long id) {
        Note note = em.find(Note.class, id);
        Report report = new Report().put("found", note != null);
        if (note != null) {
            report.put("tag", note.tag()).put("body", note.body());
        }
        return report.toString();
    }

    @PUT
    @Path("{id: [0-9]+}/{body}")
    public String update(@PathParam("id") long id, @PathParam("body") String body) {
        em.find(Note.class, id).rewrite(body);
        return read(id);
    }

    @DELETE
    @Path("{id: [0-9]+}")
    public String delete(@PathParam("id") long id) {
        em.remove(em.find(Note.class, id));
        return new Report().put("deleted", id).toString();
    }

    @GET
    @Path("count/{tag}")
    public String count(@PathParam("tag") String tag) {
        return new Report().put("count", em.createNamedQuery("Note.countByTag", Long.class).setParameter("tag", tag)
                .getSingleResult()).toString();
    }

    /** The schema of the connection the persistence context works on: the pool's Schema setting. */
    @GET
    @Path("schema")
    public String schema() {
        return new Report().put("schema", em.createNativeQuery("SELECT current_schema()").getSingleResult()).toString();
    }

    /** The insert reached the database; the system exception must still roll it back. */
    @POST
    @Path("{tag}/fail-after-flush")
    public String failAfterFlush(@PathParam("tag") String tag) {
        em.persist(new Note(tag, "flushed, then failed"));
        em.flush();
        throw new IllegalStateException("an application failure after the flush");
    }

    @POST
    @Path("{tag}/rollback-only")
    public String rollbackOnly(@PathParam("tag") String tag) {
        em.persist(new Note(tag, "flushed, then marked rollback-only"));
        em.flush();
        context.setRollbackOnly();
        return new Report().put("rollbackOnly", context.getRollbackOnly()).toString();
    }
}
