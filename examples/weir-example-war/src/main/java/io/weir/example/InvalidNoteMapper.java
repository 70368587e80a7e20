package io.weir.example;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

/** Answers a refused request with its status and one sentence, as plain text. */
@Provider
public class InvalidNoteMapper implements ExceptionMapper<NoteInput.Invalid> {
    @Override
    public Response toResponse(NoteInput.Invalid refused) {
        return Response.status(refused.status).type(MediaType.TEXT_PLAIN_TYPE).entity(refused.getMessage()).build();
    }
}
