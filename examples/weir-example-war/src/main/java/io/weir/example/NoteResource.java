package io.weir.example;

import jakarta.inject.Inject;
import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.core.Context;

import java.util.List;

/**
 * CRUD over notes; the request body of POST and PUT is the note's text, sent as text/plain. Ids, texts and
 * their content type are checked ({@link NoteInput}) before the store sees them: a bad one gets a 4xx and
 * one sentence, the same on every server.
 */
@RequestScoped
@Path("/notes")
@Produces(MediaType.APPLICATION_JSON)
public class NoteResource {
    @Inject
    NoteStore store;

    @GET
    public List<Note> list() {
        return store.findAll();
    }

    @GET
    @Path("{id}")
    public Note get(@PathParam("id") String id) {
        long number = NoteInput.id(id);
        return store.find(number).orElseThrow(() -> NoteInput.noNote(number));
    }

    @POST
    public Response create(@HeaderParam(HttpHeaders.CONTENT_TYPE) String type, String text, @Context UriInfo uri) {
        Note note = store.create(NoteInput.text(type, text));
        return Response.created(uri.getAbsolutePathBuilder().path(Long.toString(note.id)).build()).entity(note).build();
    }

    @PUT
    @Path("{id}")
    public Note update(@PathParam("id") String id, @HeaderParam(HttpHeaders.CONTENT_TYPE) String type, String text) {
        long number = NoteInput.id(id);
        if (!store.update(number, NoteInput.text(type, text))) {
            throw NoteInput.noNote(number);
        }
        return new Note(number, text);
    }

    @DELETE
    @Path("{id}")
    public Response delete(@PathParam("id") String id) {
        long number = NoteInput.id(id);
        if (!store.delete(number)) {
            throw NoteInput.noNote(number);
        }
        return Response.noContent().build();
    }
}
