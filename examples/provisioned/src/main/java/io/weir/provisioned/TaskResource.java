package io.weir.provisioned;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

/** Tasks through JPA, whose persistence unit uses Weir's connection definition (the example's notes use @Resource). */
@Path("/tasks")
@Transactional
public class TaskResource {
    @PersistenceContext(unitName = "tasks")
    EntityManager em;

    @POST
    @Consumes(MediaType.TEXT_PLAIN)
    @Produces(MediaType.TEXT_PLAIN)
    public String add(String title) {
        Task task = new Task();
        task.title = title;
        em.persist(task);
        em.flush();
        return String.valueOf(task.id);
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String titles() {
        List<String> titles = em.createQuery("select t.title from Task t order by t.id", String.class).getResultList();
        return String.join("\n", titles);
    }
}
